/**
 * Sample data for the stories of the claim components (OrderItemRow, ShipmentCard, ClaimSummary): one
 * order parsed through the domain's schema, so the stories show data the portal can really receive. Dates
 * are fixed and images are inline SVG, so stories need no network and screenshots never change.
 */
import { Order, type OrderItem } from '@orderprotection/domain';

function productImage(body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const sampleImages = {
  mug: productImage(
    '<rect width="64" height="64" fill="#efe7dc"/><rect x="16" y="18" width="26" height="30" rx="4" fill="#7a9e7e"/><path d="M42 24h4a6 6 0 0 1 0 12h-4" fill="none" stroke="#7a9e7e" stroke-width="4"/>',
  ),
  tee: productImage(
    '<rect width="64" height="64" fill="#e3e8f0"/><path d="M22 14l-12 8 5 9 6-3v22h22V28l6 3 5-9-12-8c-2 4-5 6-10 6s-8-2-10-6z" fill="#27405f"/>',
  ),
  coldBrew: productImage(
    '<rect width="64" height="64" fill="#f4ecd8"/><rect x="23" y="12" width="18" height="8" rx="2" fill="#3b2a20"/><rect x="19" y="20" width="26" height="34" rx="5" fill="#6b4a35"/><rect x="23" y="30" width="18" height="12" fill="#f4ecd8"/>',
  ),
  headphones: productImage(
    '<rect width="64" height="64" fill="#e8e4f2"/><path d="M14 40V32a18 18 0 0 1 36 0v8" fill="none" stroke="#3d3557" stroke-width="4"/><rect x="10" y="36" width="10" height="16" rx="3" fill="#3d3557"/><rect x="44" y="36" width="10" height="16" rx="3" fill="#3d3557"/>',
  ),
} as const;

/** A data URL whose bytes are not an image: the browser fires `error`, as for a dead link. */
export const brokenImageUrl = 'data:image/png;base64,bm90IGFuIGltYWdl';

export const sampleOrder: Order = Order.parse({
  systemOrderId: 'ord_8Kq2',
  orderId: '5401223344',
  orderNumber: '#1042',
  customerEmail: 'jordan.lee@example.com',
  customerName: 'Jordan Lee',
  currency: 'USD',
  subtotal: 155.875,
  total: 168.3,
  protected: true,
  createdAt: '2026-02-24T16:40:00Z',
  storeId: 'store_42',
  store: { id: 'store_42', name: 'OrderProtection Demo Store', trackingUrl: null },
  shippingAddress: {
    firstName: 'Jordan',
    lastName: 'Lee',
    address1: '350 Fifth Avenue',
    address2: 'Apt 21B',
    city: 'New York',
    province: 'New York',
    provinceCode: 'NY',
    zip: '10118',
    country: 'United States',
    countryCode: 'US',
  },
  orderItems: [
    {
      id: 'li_mug',
      productName: 'Ceramic Pour-Over Mug',
      productImage: sampleImages.mug,
      price: 24,
      quantity: 2,
      sku: 'MUG-SAGE',
      sourceItemId: '9001',
      color: 'Sage',
    },
    {
      id: 'li_tee',
      productName: 'Organic Cotton Tee',
      productImage: sampleImages.tee,
      price: 32.5,
      quantity: 1,
      sku: 'TEE-NAVY-M',
      sourceItemId: '9002',
      color: 'Navy',
      size: 'M',
      sizeRegion: 'US',
    },
    {
      id: 'li_brew',
      productName: 'Cold Brew Concentrate, 32 oz',
      productImage: sampleImages.coldBrew,
      price: 14.125,
      quantity: 3,
      sku: 'BREW-VAN-32',
      sourceItemId: '9003',
      flavor: 'Vanilla',
    },
    {
      id: 'li_towel',
      productName: 'Linen Tea Towel',
      productImage: null,
      price: 12,
      quantity: 1,
      refundedQuantity: 1,
      sku: 'TOWEL-OAT',
      sourceItemId: '9004',
      color: 'Oat',
    },
    {
      id: 'li_headphones',
      productName: 'Wireless Studio Headphones',
      productImage: sampleImages.headphones,
      price: 249,
      quantity: 1,
      sku: 'HP-STUDIO',
      sourceItemId: '9005',
      color: 'Midnight',
    },
  ],
  fulfillments: [
    {
      id: 'ful_1',
      sourceFulfillmentId: '7001',
      fulfillmentStatus: 'DELIVERED',
      eligible: true,
      eligibilityCode: 'eligible',
      trackingCompany: 'UPS',
      trackingNumber: ['1Z999AA10123456784'],
      shippedAt: '2026-02-25T14:00:00Z',
      deliveredAt: '2026-03-02T18:20:00Z',
      items: [
        { item: '9001', quantity: 2, orderItemId: 'li_mug' },
        { item: '9002', quantity: 1, orderItemId: 'li_tee' },
      ],
    },
    {
      id: 'ful_2',
      sourceFulfillmentId: '7002',
      fulfillmentStatus: 'IN_TRANSIT',
      eligible: true,
      eligibilityCode: 'eligible',
      trackingCompany: 'USPS',
      trackingNumber: ['9400111899223197428490', '9400111899223197428506'],
      trackingUrl: ['https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490'],
      shippedAt: '2026-02-27T09:30:00Z',
      items: [
        { item: '9003', quantity: 3, orderItemId: 'li_brew' },
        { item: '9004', quantity: 1, orderItemId: 'li_towel' },
      ],
    },
    {
      id: 'ful_3',
      sourceFulfillmentId: '7003',
      fulfillmentStatus: 'DELIVERED',
      eligible: false,
      eligibleAt: '2026-03-08T17:00:00Z',
      eligibilityCode: 'too_soon',
      trackingCompany: 'FedEx',
      trackingNumber: ['771234567890'],
      shippedAt: '2026-03-01T12:00:00Z',
      deliveredAt: '2026-03-05T17:00:00Z',
      items: [{ item: '9005', quantity: 1, orderItemId: 'li_headphones' }],
    },
  ],
});

/** The order line with that id; throws so a typo in a story fails loudly instead of rendering nothing. */
export function sampleItem(id: string): OrderItem {
  const item = sampleOrder.orderItems.find((orderItem) => orderItem.id === id);
  if (item === undefined) throw new Error(`No sample order item "${id}"`);
  return item;
}
