/**
 * API tokens for a store's integrations: a secret that acts with the permissions listed, on one store or on
 * every store of its account (the domain's `PermissionGrant`, checked by `can` like a person's roles).
 *
 * - Made by someone with `api-tokens:create` there, and only with permissions they hold there themselves.
 * - The secret (`opk_` and 256 random bits) is answered once, when the token is made; the database keeps its
 *   SHA-256 and its first characters, which lists show.
 * - It acts at most with what its maker may do now (`PermissionGrant.heldBy`): a maker who leaves the team or
 *   is given a lesser role takes that authority from their tokens, as a person's access should end with them.
 * - Revoked, it stops working at once and stays listed with when. Its last use is kept to the minute.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  type ApiToken,
  type ApiTokenInput,
  can,
  type Grant,
  type PermissionGrant,
} from '@orderprotection/domain';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { apiTokens, people } from '../../db/schema';
import { newRowId } from '../../security/tokens';
import { AppError } from '../app-error';
import { grantsOf, type StoreContext } from './grants';

export const API_TOKEN_PREFIX = 'opk_';
/** A token's last use is written at most this often, so a busy integration does not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

function hashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export function looksLikeApiToken(secret: string): boolean {
  return secret.startsWith(API_TOKEN_PREFIX);
}

type TokenRow = typeof apiTokens.$inferSelect;

function grantOf(row: TokenRow, heldBy: readonly Grant[]): PermissionGrant {
  return row.storeId !== null
    ? { permissions: row.permissions, storeId: row.storeId, heldBy }
    : { permissions: row.permissions, accountId: row.accountId ?? undefined, heldBy };
}

/** The token a secret names, if it is live: its id, name and grant. Marks its use. */
export async function authenticateApiToken(
  db: Queryable,
  secret: string,
  now: Date,
): Promise<{ id: string; name: string; grant: PermissionGrant } | null> {
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.secretHash, hashOf(secret)), isNull(apiTokens.revokedAt)));
  if (row === undefined) return null;
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, row.id),
        or(
          isNull(apiTokens.lastUsedAt),
          lt(apiTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)),
        ),
      ),
    );
  // A maker whose person was deleted holds nothing, so neither does the token.
  const heldBy = row.createdBy === null ? [] : await grantsOf(db, row.createdBy);
  return { id: row.id, name: row.name, grant: grantOf(row, heldBy) };
}

/** Tokens of the store, and of its account, newest first; never their secrets. */
export async function listApiTokens(db: Queryable, context: StoreContext): Promise<ApiToken[]> {
  const rows = await db
    .select({ token: apiTokens, createdByName: people.name })
    .from(apiTokens)
    .leftJoin(people, eq(people.id, apiTokens.createdBy))
    .where(
      or(
        eq(apiTokens.storeId, context.storeId),
        context.accountId === undefined ? undefined : eq(apiTokens.accountId, context.accountId),
      ),
    )
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(({ token, createdByName }) => ({
    id: token.id,
    name: token.name,
    secretPrefix: token.secretPrefix,
    scope: token.storeId !== null ? 'store' : 'account',
    permissions: token.permissions,
    createdBy: createdByName,
    createdAt: token.createdAt.toISOString(),
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    revokedAt: token.revokedAt?.toISOString() ?? null,
  }));
}

/**
 * Makes a token on the store (or on its whole account), answering it with its secret, which is never shown
 * again. Refused when the maker does not hold every listed permission where the token will act.
 */
export async function createApiToken(
  db: Queryable,
  {
    actor,
    context,
    input,
    now,
  }: {
    actor: { id: string; grants: readonly Grant[] };
    context: StoreContext;
    input: ApiTokenInput;
    now: Date;
  },
): Promise<{ token: ApiToken; secret: string }> {
  if (input.scope === 'account' && context.accountId === undefined) {
    throw new AppError('unprocessable', 'scope: This store belongs to no account.');
  }
  const where = input.scope === 'account' ? { accountId: context.accountId } : context;
  const missing = input.permissions.filter((permission) => !can(actor.grants, permission, where));
  if (missing.length > 0) {
    throw new AppError(
      'forbidden',
      `A token can only do what you may do there yourself: not ${missing.join(', ')}.`,
    );
  }
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const id = newRowId();
  await db.insert(apiTokens).values({
    id,
    name: input.name,
    secretPrefix: secret.slice(0, API_TOKEN_PREFIX.length + 6),
    secretHash: hashOf(secret),
    storeId: input.scope === 'store' ? context.storeId : null,
    accountId: input.scope === 'account' ? (context.accountId ?? null) : null,
    permissions: [...new Set(input.permissions)],
    createdBy: actor.id,
    createdAt: now,
  });
  const token = (await listApiTokens(db, context)).find((candidate) => candidate.id === id);
  if (token === undefined) throw new Error('A token just made is not listed');
  return { token, secret };
}

/** Revokes one of the store's (or its account's) tokens; revoking it again changes nothing. */
export async function revokeApiToken(
  db: Queryable,
  context: StoreContext,
  tokenId: string,
  now: Date,
): Promise<void> {
  const token = (await listApiTokens(db, context)).find((candidate) => candidate.id === tokenId);
  if (token === undefined) throw new AppError('not_found', 'No such token on this store.');
  await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, tokenId), isNull(apiTokens.revokedAt)));
}
