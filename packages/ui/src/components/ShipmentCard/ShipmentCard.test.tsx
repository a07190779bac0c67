import { DEFAULT_TRACKING_BASE_URL, Fulfillment, OrderItem } from '@orderprotection/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShipmentCard, shipmentStatusText, trackingEntries } from './ShipmentCard';

const shipment = Fulfillment.parse({
  id: 'ful_1',
  sourceFulfillmentId: '7001',
  fulfillmentStatus: 'DELIVERED',
  trackingCompany: 'UPS',
  trackingNumber: ['1Z999AA10123456784'],
  shippedAt: '2026-02-25T14:00:00Z',
  deliveredAt: '2026-03-02T18:20:00Z',
  items: [
    { item: '9001', quantity: 1 },
    { item: 'gone', quantity: 1 },
  ],
});

const mug = OrderItem.parse({
  id: 'li_mug',
  productName: 'Ceramic Pour-Over Mug',
  price: 24,
  quantity: 2,
  sourceItemId: '9001',
});

describe('shipmentStatusText', () => {
  it('uses the domain label, or the title case of a status it does not know', () => {
    expect(shipmentStatusText('READY_FOR_PICKUP')).toBe('Ready For Pickup');
    expect(shipmentStatusText('HELD_AT_CUSTOMS')).toBe('Held At Customs');
  });
});

describe('trackingEntries', () => {
  it('links each number to the tracking URL at its own position, else the base address', () => {
    expect(
      trackingEntries({
        trackingNumber: ['A1', ' ', 'B2', 'C3'],
        trackingUrl: ['https://carrier.example/a1', '', '', 'javascript:alert(1)'],
      }),
    ).toEqual([
      { number: 'A1', href: 'https://carrier.example/a1' },
      { number: 'B2', href: `${DEFAULT_TRACKING_BASE_URL}B2` },
      { number: 'C3', href: `${DEFAULT_TRACKING_BASE_URL}C3` },
    ]);
  });

  it("prefers the store's tracking page to the base address, and takes another base", () => {
    expect(
      trackingEntries(
        { trackingNumber: ['A1'], trackingUrl: [] },
        { storeTrackingUrl: 'https://store.example/track' },
      ),
    ).toEqual([{ number: 'A1', href: 'https://store.example/track' }]);
    expect(
      trackingEntries(
        { trackingNumber: ['A 1'], trackingUrl: [] },
        { trackingBaseUrl: 'https://t.example/?n=' },
      ),
    ).toEqual([{ number: 'A 1', href: 'https://t.example/?n=A%201' }]);
  });

  it('lists a repeated number once', () => {
    expect(trackingEntries({ trackingNumber: ['A1', 'A1 '], trackingUrl: [] })).toHaveLength(1);
  });
});

describe('ShipmentCard markup', () => {
  const html = renderToStaticMarkup(
    <ShipmentCard
      fulfillment={shipment}
      orderItems={[mug]}
      currency="USD"
      title="Shipment 1"
      timeZone="UTC"
    />,
  );

  it('opens tracking links in a new tab without giving the page a handle on the portal, and says so', () => {
    expect(html).toContain(
      `<a href="${DEFAULT_TRACKING_BASE_URL}1Z999AA10123456784" target="_blank" rel="noopener noreferrer"`,
    );
    expect(html).toContain('> (opens in a new tab)</span>');
  });

  it('shows the delivery date and the items it can find in the order', () => {
    expect(html).toContain('Delivered <time dateTime="2026-03-02">Mar 2, 2026</time>');
    expect(html).toContain('Ceramic Pour-Over Mug');
    expect(html.match(/<li /g)).toHaveLength(1);
  });

  it('is a plain card unless selectable', () => {
    expect(html).not.toContain('<input');
    expect(html).toMatch(/<h3 [^>]*>Shipment 1<\/h3>/);
  });
});
