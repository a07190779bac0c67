/**
 * Every email of a store with sample facts and its own branding, for people who edit the branding to see
 * what shoppers, the team and the owners will get (`GET staff/stores/{storeId}/email-previews/{kind}`).
 */
import type { BrandingSettings, EmailPreviewKind } from '@orderprotection/domain';
import { consoleClaimUrl } from '../notifications/notify';
import { consoleWebhooksUrl } from '../webhooks/webhooks';
import {
  emailBrand,
  type RenderedEmail,
  renderShopperEmail,
  renderStoreEmail,
  type ShopperEmail,
  type StoreEmail,
} from './emails';

export function renderEmailPreview(
  kind: EmailPreviewKind,
  store: { id: string; name: string; branding: BrandingSettings; currency: string | null },
  origin: string,
): Promise<RenderedEmail> {
  const brand = emailBrand(store.name, store.branding, origin);
  const team = {
    brand,
    claimNumber: 1042,
    orderNumber: '1001',
    customerName: 'Ada',
    consoleUrl: consoleClaimUrl(origin, 'sample-claim'),
  };
  // The kinds are the domain's (the staff client names them too); each must be an email of its kind.
  const storeEmails: { [Kind in StoreEmail['kind']]: Extract<StoreEmail, { kind: Kind }> } = {
    teamNewClaim: { kind: 'teamNewClaim', ...team, claimType: 'DAMAGED', itemCount: 2 },
    teamShopperReply: { kind: 'teamShopperReply', ...team, message: 'Here is a photo of the torn sleeve.' },
    webhookDisabled: {
      kind: 'webhookDisabled',
      brand,
      endpointUrl: 'https://hooks.example.com/claims',
      failingSince: new Date('2025-06-12T09:30:00Z'),
      webhooksUrl: consoleWebhooksUrl(origin, store.id),
    },
  };
  if (kind === 'teamNewClaim' || kind === 'teamShopperReply' || kind === 'webhookDisabled') {
    return renderStoreEmail(storeEmails[kind]);
  }
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
  const emails: { [Kind in ShopperEmail['kind']]: Extract<ShopperEmail, { kind: Kind }> } = {
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
