/** Every shopper email renders branded HTML and a plain-text part, with the claim's link and its facts. */
import { describe, expect, it } from 'vitest';
import { emailBrand, renderShopperEmail, type ShopperEmail } from '../src/modules/mail/emails';

const brand = emailBrand(
  'Nightjar Audio',
  { brand700: '#0f766e', logoUrl: 'https://cdn.nightjar.example/logo.png' },
  'https://claims.example.com',
);
const facts = {
  brand,
  customerName: 'Hedy',
  claimNumber: 501,
  orderNumber: '2001',
  claimUrl: 'https://claims.example.com/view/abcdefghijklmnopqrstuvwxyz012345',
};
const refund = {
  kind: 'REFUND' as const,
  itemName: 'Studio headphones',
  amount: 149.5,
  currency: 'USD',
  reshipment: null,
  description: null,
};
const reship = {
  kind: 'RESHIP' as const,
  itemName: 'Cable',
  amount: null,
  currency: 'USD',
  reshipment: { trackingCompany: 'UPS', trackingNumber: '1Z999AA10123456784', trackingUrl: null },
  description: null,
};

const cases: [ShopperEmail, string, string[]][] = [
  [{ kind: 'claimReceived', ...facts }, 'We received your claim #501 (order #2001)', ['What happens next']],
  [
    { kind: 'storeMessage', ...facts, message: 'Could you send a photo of the box?' },
    'New message about your claim #501',
    ['Could you send a photo of the box?'],
  ],
  [
    { kind: 'infoRequested', ...facts, note: 'Which earcup is broken?' },
    'Nightjar Audio needs more information about your claim #501',
    ['Which earcup is broken?'],
  ],
  [
    { kind: 'approved', ...facts, resolutions: [refund, reship] },
    'Your claim #501 is approved',
    ['Refund of $149.50 for Studio headphones', 'A reshipment for Cable (tracking UPS 1Z999AA10123456784)'],
  ],
  [
    { kind: 'denied', ...facts, reason: 'EXPIRED30' },
    'A decision on your claim #501',
    ['Reason: Claim Timeframe Expired'],
  ],
  [
    { kind: 'resolutionCarriedOut', ...facts, resolutions: [reship] },
    'Your claim #501 is resolved',
    ['tracking UPS 1Z999AA10123456784'],
  ],
];

describe('shopper email templates', () => {
  it.each(cases)('%#: renders branded HTML and text with the link', async (email, subject, copy) => {
    const rendered = await renderShopperEmail(email);
    expect(rendered.subject).toBe(subject);
    for (const part of [rendered.html, rendered.text]) {
      expect(part).toContain(facts.claimUrl);
      expect(part).toContain('Hello Hedy,');
      for (const line of copy) expect(part).toContain(line);
    }
    expect(rendered.html).toContain('https://cdn.nightjar.example/logo.png');
    expect(rendered.html).toContain('#0f766e');
    expect(rendered.html).toContain('alt="Nightjar Audio"');
    expect(rendered.text).not.toContain('<');
  });

  it('falls back to the store name and a neutral accent without a logo or a hex colour', async () => {
    const plain = emailBrand(
      'Sakura Tea House',
      { brand700: 'rgb(200, 0, 0)' },
      'https://claims.example.com',
    );
    expect(plain).toEqual({ name: 'Sakura Tea House', logoUrl: null, accent: '#1f2937' });
    const rendered = await renderShopperEmail({
      kind: 'claimReceived',
      ...facts,
      brand: plain,
      customerName: null,
    });
    expect(rendered.text).toContain('Sakura Tea House');
    expect(rendered.text).toContain('Hello,');
  });
});
