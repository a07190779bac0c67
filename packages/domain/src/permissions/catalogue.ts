/**
 * The permission catalogue of spec section 6: every resource with the actions that exist on it. Permission
 * strings are derived from this one constant, so a misspelt permission anywhere is a compile error and a
 * stored string is checked against the same list at runtime.
 */
const crud = ['create', 'read', 'update', 'delete'] as const;
// Things that exist once per account or store: they are looked at and changed, never created or deleted.
const readUpdate = ['read', 'update'] as const;

/** The settings areas of section 6, each a resource `settings-<area>` with read and update. */
export const settingsAreas = [
  'claim-acknowledgment',
  'customer-communication',
  'fulfillment',
  'metadata',
  'one-time-appeasements',
  'replacement-cost',
  'rev-share',
  'widget',
] as const;
export type SettingsArea = (typeof settingsAreas)[number];
export type SettingsResource = `settings-${SettingsArea}`;

const resourceActions = {
  'ab-tests': crud,
  account: crud,
  'account-stores': crud,
  'admin-stores': crud,
  'admin-users': crud,
  analytics: ['read'],
  'api-tokens': crud,
  billing: readUpdate,
  'billing-method': crud,
  'billing-settings': readUpdate,
  branding: readUpdate,
  capabilities: readUpdate,
  claim: [...crud, 'resolve'],
  'claim-filing': readUpdate,
  'claim-note': crud,
  contact: crud,
  credentials: crud,
  finance: crud,
  'finance-admin': crud,
  'global-macro': crud,
  // The spec lists implementation's actions in full (create and read among them), so no others are added.
  implementation: ['read', 'deploy', 'review', 'approve', 'reject', 'create', 'brand-create'],
  integrations: crud,
  invoice: crud,
  label: [...crud, 'add', 'remove'],
  macro: crud,
  // Messages are a conversation log: written and read, never edited or deleted.
  message: ['create', 'read'],
  metadata: crud,
  notifications: readUpdate,
  // write: an integration's upsert of a whole order from its platform (the orders API), create or update.
  order: [...crud, 'write'],
  ota: crud,
  payout: crud,
  'payment-method': crud,
  'payout-method': crud,
  'product-variant': crud,
  policies: crud,
  pricing: readUpdate,
  protection: ['read', 'add', 'remove'],
  'quote-pricing': crud,
  returns: crud,
  reviews: crud,
  slack: ['create-channel', 'view-channel'],
  sop: [...crud, 'set-state'],
  store: [...crud, 'activate'],
  'store-credit': crud,
  // The spec's "support members", spelt like team-member.
  'support-member': crud,
  'support-user': crud,
  // The spec's list is complete here: invite, edit and remove are team-member's create, update and delete.
  'team-member': ['change-role', 'edit', 'grant-ownership', 'invite', 'read', 'remove'],
  user: crud,
  webhook: crud,
  whitelabel: ['list', 'restart'],
} as const;

const settingsActions = Object.fromEntries(settingsAreas.map((area) => [`settings-${area}`, readUpdate])) as {
  readonly [R in SettingsResource]: typeof readUpdate;
};

/** Every resource and its actions. */
export const permissionCatalogue = { ...resourceActions, ...settingsActions } as const;

type Catalogue = typeof permissionCatalogue;
export type Resource = keyof Catalogue;
export type ActionOf<R extends Resource> = Catalogue[R][number];
/** A `resource:action` string that exists in the catalogue. */
export type Permission = { [R in Resource]: `${R}:${ActionOf<R>}` }[Resource];

export const resources = Object.keys(permissionCatalogue) as Resource[];

/** The given actions of one resource as permission strings; all of its actions when none are given. */
export function permissionsFor<R extends Resource>(
  resource: R,
  actions: readonly ActionOf<R>[] = permissionCatalogue[resource],
): Permission[] {
  // TypeScript cannot see that `${R}:${ActionOf<R>}` is a member of the union for a generic R.
  return actions.map((action) => `${resource}:${action}` as Permission);
}

/** Every permission of the catalogue, resource by resource in catalogue order. */
export const allPermissions: readonly Permission[] = resources.flatMap((resource) =>
  permissionsFor(resource),
);

const permissionSet: ReadonlySet<string> = new Set(allPermissions);

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && permissionSet.has(value);
}

/** The resource and the action of a permission. */
export function splitPermission(permission: Permission): { resource: Resource; action: string } {
  const colon = permission.indexOf(':');
  return { resource: permission.slice(0, colon) as Resource, action: permission.slice(colon + 1) };
}
