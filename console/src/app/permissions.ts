/** Who may do what where, as the console asks `can` about one of the person's stores. */
import type { PermissionContext, StaffMe } from '@orderprotection/domain';

/**
 * The store and its account: an account role applies to a store only when the question names the store's
 * account too. Without a store the question is "anywhere?".
 */
export function storeContext(me: StaffMe, storeId: string | undefined): PermissionContext {
  if (storeId === undefined) return {};
  const accountId = me.stores.find((store) => store.id === storeId)?.accountId ?? undefined;
  return accountId === undefined ? { storeId } : { storeId, accountId };
}
