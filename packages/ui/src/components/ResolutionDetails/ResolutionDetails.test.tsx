import { Resolution } from '@orderprotection/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  providedResolutionLabel,
  ResolutionDetails,
  reasonLabel,
  totalValueToCustomer,
} from './ResolutionDetails';

describe('totalValueToCustomer', () => {
  it('adds subtotal, taxes and shipping exactly, in the currency minor units', () => {
    expect(totalValueToCustomer({ subtotal: 0.1, taxes: 0.2, shippingAmount: null }, 'USD')).toBe(0.3);
    expect(totalValueToCustomer({ subtotal: 12.345, taxes: 0.617, shippingAmount: 1.5 }, 'KWD')).toBe(14.462);
    expect(totalValueToCustomer({ subtotal: 4800, taxes: 480.4, shippingAmount: 0 }, 'JPY')).toBe(5280);
  });

  it('is null when none of them is recorded', () => {
    expect(totalValueToCustomer({}, 'USD')).toBeNull();
  });
});

describe('labels', () => {
  it('names the provided resolution by its kind, or "Denied" for a denial', () => {
    expect(providedResolutionLabel({ resolutionType: 'RESHIP' })).toBe('Reshipment');
    expect(providedResolutionLabel({ resolutionType: 'REFUND', decision: 'DENIED' })).toBe('Denied');
    expect(providedResolutionLabel({ resolutionType: 'GIFT_CARD' })).toBe('Gift Card');
  });

  it('never tells a customer they are suspected of fraud', () => {
    expect(reasonLabel('POTENTIAL_FRAUD')).toBe('Not Covered');
    expect(reasonLabel('PHOTO_VERIFIED')).toBe('Delivery Photo Verified');
    expect(reasonLabel('CARRIER_LOST_IT')).toBe('Carrier Lost It');
  });
});

describe('ResolutionDetails markup', () => {
  const render = (input: Record<string, unknown>, currency = 'USD') =>
    renderToStaticMarkup(
      <ResolutionDetails
        resolution={Resolution.parse({ id: 'r1', ...input })}
        currency={currency}
        timeZone="UTC"
      />,
    );

  it('shows the amounts of an approved refund in the claim currency', () => {
    const html = render(
      { resolutionType: 'REFUND', quantity: 2, subtotal: 10, taxes: 1, paidValue: 11 },
      'EUR',
    );
    expect(html).toContain('<dt');
    expect(html).toContain('>€10.00</data>');
    expect(html).toContain('>€11.00</data>');
    expect(html).not.toContain('Shipping<');
    expect(html).not.toContain('Reason for denial');
  });

  it('shows the reason of a denial, and no amounts', () => {
    const html = render({
      resolutionType: 'REFUND',
      decision: 'DENIED',
      reason: 'NOT_COVERED',
      subtotal: 10,
    });
    expect(html).toContain('>Claim Type Not Covered<');
    expect(html).not.toContain('Subtotal');
  });

  it('shows no reason for an approved resolution, whatever its reason code', () => {
    expect(render({ resolutionType: 'RESHIP', reason: 'RESHIP' })).not.toContain('Reason for denial');
  });

  it('links the reshipment tracking in a new tab, only when the link is safe', () => {
    const safe = render({
      resolutionType: 'RESHIP',
      reshipment: { trackingCompany: 'DHL', trackingNumber: 'JD1', trackingUrl: 'javascript:alert(1)' },
    });
    expect(safe).toContain('target="_blank" rel="noopener noreferrer"');
    expect(safe).not.toContain('javascript:');
    expect(safe).toContain('>DHL JD1<');
  });

  it('shows what was paid back in the currency it was paid in', () => {
    expect(
      render({ resolutionType: 'STORE_CREDIT', paidOriginalValue: 80, paidOriginalCurrency: 'CAD' }),
    ).toContain('data-currency="CAD">CA$80.00</data>');
  });
});
