/**
 * Who sees which store settings: each section is shown to the people who may change it on that store (the
 * domain's `can` with the store and its account). The area itself opens only to people who may change the
 * store's own settings (branding, policy, team, tokens or webhooks): a support member manages labels (and reads webhooks and the
 * branding) too, but does so from the claims, so a support member, a store user or a partner sees no settings at all. The server
 * checks the same permissions on every call.
 */
import { can, type Permission, type PermissionContext, type StaffMe } from '@orderprotection/domain';

export const settingsSections = [
  { path: 'branding', title: 'Branding', permission: 'branding:update', opensArea: true },
  { path: 'policy', title: 'Claim policy', permission: 'claim-filing:update', opensArea: true },
  { path: 'labels', title: 'Labels', permission: 'label:create', opensArea: false },
  { path: 'macros', title: 'Macros', permission: 'macro:create', opensArea: false },
  { path: 'team', title: 'Team', permission: 'team-member:invite', opensArea: true },
  { path: 'api-tokens', title: 'API tokens', permission: 'api-tokens:create', opensArea: true },
  { path: 'webhooks', title: 'Webhooks', permission: 'webhook:create', opensArea: true },
  // The platforms the store's orders and scans come from, with their health: for anyone in the area who
  // reads them; the page offers connecting, testing and disconnecting to those who may.
  { path: 'connections', title: 'Connections', permission: 'integrations:read', opensArea: false },
  // One's own emails about the store's claims: for anyone in the area who reads them.
  { path: 'notifications', title: 'Notifications', permission: 'claim:read', opensArea: false },
  // Reading the branding alone is not changing a setting: an OrderProtection support admin checks the
  // emails here, but only from a settings area another permission opens.
  { path: 'emails', title: 'Email previews', permission: 'branding:read', opensArea: false },
] as const satisfies readonly { path: string; title: string; permission: Permission; opensArea: boolean }[];

export type SettingsSection = (typeof settingsSections)[number];

export function settingsPath(storeId: string, section?: SettingsSection['path']): string {
  return `/settings/${encodeURIComponent(storeId)}${section === undefined ? '' : `/${section}`}`;
}

/** The store as `can` needs it, or undefined when the person does not work on it. */
export function storeContextOf(me: StaffMe, storeId: string): PermissionContext | undefined {
  const store = me.stores.find((candidate) => candidate.id === storeId);
  if (store === undefined) return undefined;
  return store.accountId === null ? { storeId } : { storeId, accountId: store.accountId };
}

/** The sections of a store's settings this person may open, in the menu's order. */
export function sectionsFor(me: StaffMe, storeId: string): SettingsSection[] {
  const context = storeContextOf(me, storeId);
  if (context === undefined) return [];
  const open = settingsSections.filter((section) => can(me.grants, section.permission, context));
  return open.some((section) => section.opensArea) ? open : [];
}

/** May this person do `permission` on the store? */
export function mayOn(me: StaffMe, storeId: string, permission: Permission): boolean {
  const context = storeContextOf(me, storeId);
  return context !== undefined && can(me.grants, permission, context);
}

/**
 * The store the settings link opens: the store the queue is filtered to when its settings are open to the
 * person, else the first of theirs that is; undefined hides the link.
 */
export function settingsStoreFor(me: StaffMe, selectedStoreId: string | null): string | undefined {
  const candidates = [
    ...(selectedStoreId === null ? [] : [selectedStoreId]),
    ...me.stores.map((store) => store.id),
  ];
  return candidates.find((storeId) => sectionsFor(me, storeId).length > 0);
}

/**
 * Where the macros' old address (`/settings/macros?storeId=`) leads now: that store's macros section, else
 * the first store whose macros this person may open; undefined when there is none.
 */
export function macrosStoreFor(me: StaffMe, storeId: string | null): string | undefined {
  const candidates = [...(storeId === null ? [] : [storeId]), ...me.stores.map((store) => store.id)];
  return candidates.find((candidate) =>
    sectionsFor(me, candidate).some((section) => section.path === 'macros'),
  );
}
