import { isSafeExternalUrl, type Order } from '@orderprotection/domain';

/** The store's own returns page for the current order, when the store offers returns and has a safe one. */
export function returnsPortalUrl(order: Order | undefined): string | undefined {
  if (order === undefined || !order.settings.capabilities.returns) return undefined;
  const url = order.settings.returns.portalUrl?.trim();
  return isSafeExternalUrl(url) ? url : undefined;
}
