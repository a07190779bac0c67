/**
 * Every shopper email with sample facts and a store's own branding, for people who edit the branding to
 * see what shoppers will get (`GET staff/stores/{storeId}/email-previews/{kind}`).
 */
import type { BrandingSettings, EmailPreviewKind } from '@orderprotection/domain';
import { emailBrand, type RenderedEmail, renderShopperEmail, type ShopperEmail } from './emails';

export function renderEmailPreview(
  kind: EmailPreviewKind,
  store: { name: string; branding: BrandingSettings; currency: string | null },
  origin: string,
): Promise<RenderedEmail> {
  const brand = emailBrand(store.name, store.branding, origin);
  const claimUrl = `${origin}/view/sample-claim-link`;
  const facts = { brand, customerName: 'Ada', claimNumber: 1042, orderNumber: '1001', claimUrl };
  const currency = store.currency ?? 'USD';
  const refund = {
    kind: 'REFUND' as const,
    itemName: 'Trail Jacket',
    amount: 149,
    currency,
    reshipment: null,
    description: null,
  };
  const reship = {
    kind: 'RESHIP' as const,
    itemName: 'Trail Jacket',
    amount: null,
    currency,
    reshipment: { trackingCompany: 'UPS', trackingNumber: '1Z999AA10123456784', trackingUrl: null },
    description: null,
  };
  // The kinds are the domain's (the staff client names them too); each must be a shopper email of its kind.
  const emails: { [Kind in EmailPreviewKind]: Extract<ShopperEmail, { kind: Kind }> } = {
    claimReceived: { kind: 'claimReceived', ...facts },
    storeMessage: { kind: 'storeMessage', ...facts, message: 'Could you send a photo of the torn sleeve?' },
    infoRequested: { kind: 'infoRequested', ...facts, note: 'Which size did you order?' },
    approved: { kind: 'approved', ...facts, resolutions: [refund] },
    denied: { kind: 'denied', ...facts, reason: 'EXPIRED30' },
    resolutionCarriedOut: { kind: 'resolutionCarriedOut', ...facts, resolutions: [reship] },
    claimLinks: {
      kind: 'claimLinks',
      brand,
      customerName: 'Ada',
      orderNumber: '1001',
      claims: [{ claimNumber: 1042, claimUrl }],
    },
  };
  return renderShopperEmail(emails[kind]);
}
