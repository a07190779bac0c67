/**
 * Whoever acts, as the HTTP layer proved it: use cases decide with it what the actor may see and do, and
 * record it as the actor of what changes. Set on the request context by the proof checks (http/env.ts).
 */
import type { PermissionGrant, RoleGrant } from '@orderprotection/domain';

export type Principal =
  /** A shopper, with no login: proof of an order (its lookup) or of a claim (the token of its link). */
  | { kind: 'customer'; proof: { of: 'order'; orderId: string } | { of: 'claim'; claimId: string } }
  /** A member of a store's or an account's team, or of our staff, with the roles granted to them. */
  | { kind: 'person'; id: string; name: string; grants: readonly RoleGrant[] }
  /** An integration's API token (modules/people/api-tokens.ts), limited to the permissions it lists. */
  | { kind: 'api_token'; id: string; name: string; grants: readonly PermissionGrant[] }
  /** The server itself: data import, demo data, background work. */
  | { kind: 'system' };

/** Whoever works on the staff side: a person, or an integration through its token. */
export type StaffPrincipal = Extract<Principal, { kind: 'person' | 'api_token' }>;
