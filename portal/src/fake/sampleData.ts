/**
 * The sample stores, orders and claims of `?fake` and of the page stories: every case the portal has a page
 * for, parsed with the domain's schemas so they are data the server could really send. Dates are relative
 * to `now`, and eligibility is computed at `now` with the domain's rules, so "too soon" stays too soon
 * whenever the demo runs; stories pass a fixed `now`, so their screenshots never change.
 */
import {
  Claim,
  DEFAULT_CLAIM_POLICY,
  Order,
  Store,
  type WhitelabelSettings,
  withEligibility,
} from '@orderprotection/domain';
import { claimPhotos, productImages } from './images';

/** The instant the stories are rendered at. */
export const STORY_NOW = new Date('2026-03-16T15:00:00Z');

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_STORE_ID = 'demo-store';

export const sampleStores: readonly Store[] = [
  Store.parse({
    id: DEMO_STORE_ID,
    name: 'Demo Store',
    currency: 'USD',
    settings: {
      capabilities: { reship: true, refund: true, credit: true, returns: true },
      credit: { enabled: true, bonus: 10, bonusType: 'percentage' },
      returns: { portalUrl: 'https://returns.example.com/demo-store' },
    },
  }),
  Store.parse({
    id: 'evergreen',
    name: 'Evergreen Goods',
    currency: 'USD',
    branding: {
      brand100: '#e6f2ec',
      brand700: '#1f6f50',
      brand800: '#195c42',
      brand900: '#134734',
      backgroundColor: '#f7fbf9',
      buttonStyle: 'ROUNDED_FULL',
    },
  }),
];

export function whitelabelOf(store: Store): WhitelabelSettings {
  return { storeId: store.id, storeName: store.name, branding: store.branding };
}

/** A shopper's way into a sample order, and what it shows: listed on the start page in demo mode. */
export interface SampleLookup {
  orderNumber: string;
  email: string;
  shows: string;
}

export const sampleLookups: readonly SampleLookup[] = [
  { orderNumber: '1001', email: 'ada@example.com', shows: 'One delivered shipment, store credit offered' },
  { orderNumber: '1002', email: 'grace@example.com', shows: 'Several shipments' },
  { orderNumber: '1003', email: 'alan@example.com', shows: 'Delivered yesterday: too soon' },
  { orderNumber: '1004', email: 'katherine@example.com', shows: 'Delivered 45 days ago: too late' },
  { orderNumber: '1005', email: 'margaret@example.com', shows: 'Not shipped yet' },
  { orderNumber: '1006', email: 'barbara@example.com', shows: 'Not protected' },
  { orderNumber: '1007', email: 'edsger@example.com', shows: 'One-time appeasement' },
  { orderNumber: '1008', email: 'donald@example.com', shows: 'An item already partly claimed' },
  { orderNumber: '1009', email: 'frances@example.com', shows: 'Refunded items' },
];

/** The token of the sample claim: its `/view/{token}` link. */
export const SAMPLE_CLAIM_TOKEN = 'SampleClaimToken-1001-ViewMyClaim';

export interface SampleData {
  orders: Order[];
  claims: Claim[];
}

const shippingAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '350 Fifth Avenue',
  address2: 'Apt 21B',
  city: 'New York',
  province: 'New York',
  provinceCode: 'NY',
  zip: '10118',
  country: 'United States',
  countryCode: 'US',
};

const items = {
  mug: {
    id: 'li-mug',
    sourceItemId: 'src-mug',
    productName: 'Ceramic Pour-Over Mug',
    productImage: productImages.mug,
    price: 24,
    quantity: 2,
    color: 'Sage',
  },
  tee: {
    id: 'li-tee',
    sourceItemId: 'src-tee',
    productName: 'Organic Cotton Tee',
    productImage: productImages.tee,
    price: 32,
    quantity: 1,
    color: 'Navy',
    size: 'M',
    sizeRegion: 'US',
  },
  coldBrew: {
    id: 'li-cold-brew',
    sourceItemId: 'src-cold-brew',
    productName: 'Cold Brew Concentrate',
    productImage: productImages.coldBrew,
    price: 12.5,
    quantity: 3,
    flavor: 'Vanilla',
  },
  headphones: {
    id: 'li-headphones',
    sourceItemId: 'src-headphones',
    productName: 'Wireless Headphones',
    productImage: productImages.headphones,
    price: 129,
    quantity: 1,
    color: 'Graphite',
  },
  glass: {
    id: 'li-glass',
    sourceItemId: 'src-glass',
    productName: 'Recycled Tumbler Glass',
    productImage: productImages.glass,
    price: 9.75,
    quantity: 3,
  },
  lamp: {
    id: 'li-lamp',
    sourceItemId: 'src-lamp',
    productName: 'Brass Desk Lamp',
    productImage: productImages.lamp,
    price: 89,
    quantity: 2,
    refundedQuantity: 1,
  },
  blanket: {
    id: 'li-blanket',
    sourceItemId: 'src-blanket',
    productName: 'Wool Throw Blanket',
    productImage: productImages.blanket,
    price: 110,
    quantity: 1,
    refundedQuantity: 1,
  },
} as const;

type ItemKey = keyof typeof items;

export function sampleData(now: Date): SampleData {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const lines = (...entries: [ItemKey, number?][]) =>
    entries.map(([key, quantity]) => ({
      item: items[key].sourceItemId,
      orderItemId: items[key].id,
      quantity: quantity ?? items[key].quantity,
    }));
  const delivered = (id: string, deliveredDaysAgo: number, ...entries: [ItemKey, number?][]) => ({
    id,
    sourceFulfillmentId: `src-${id}`,
    fulfillmentStatus: 'DELIVERED',
    trackingCompany: 'UPS',
    trackingNumber: [`1Z999AA1${id.replace(/\D/g, '').padStart(10, '0')}`],
    shippedAt: daysAgo(deliveredDaysAgo + 4),
    deliveredAt: daysAgo(deliveredDaysAgo),
    items: lines(...entries),
  });
  const store = sampleStores[0];
  const order = (number: string, email: string, customerName: string, rest: Record<string, unknown>) => {
    const parsed = Order.parse({
      systemOrderId: `sys-${number}`,
      orderId: `order-${number}`,
      orderNumber: number,
      customerEmail: email,
      customerName,
      currency: 'USD',
      protected: true,
      createdAt: daysAgo(20),
      storeId: DEMO_STORE_ID,
      store: { id: DEMO_STORE_ID, name: store?.name ?? 'Demo Store' },
      settings: { capabilities: { reship: true, refund: true } },
      // As the server answers it: the store's limit (the fake client has no ceiling of its own).
      maxFilesPerClaim: store?.policy.maxFilesPerClaim,
      shippingAddress: { ...shippingAddress, firstName: customerName.split(' ')[0] },
      ...rest,
    });
    return withEligibility(parsed, { policy: DEFAULT_CLAIM_POLICY, now });
  };
  const totals = (keys: ItemKey[]) => {
    const subtotal = keys.reduce((sum, key) => sum + items[key].price * items[key].quantity, 0);
    return { subtotal, shipping: 6, tax: Math.round(subtotal * 8) / 100, total: subtotal + 6 };
  };

  const existingGlassClaim = {
    id: SAMPLE_CLAIM_TOKEN,
    claimNumber: '1001',
    claimState: 'OPEN',
    createdAt: daysAgo(3),
    items: [{ sourceItemId: items.glass.sourceItemId, quantity: 1, sourceFulfillmentId: 'src-f-1008' }],
  };

  const orders = [
    order('1001', 'ada@example.com', 'Ada Lovelace', {
      ...totals(['mug', 'tee', 'coldBrew']),
      orderItems: [items.mug, items.tee, items.coldBrew],
      fulfillments: [delivered('f-1001', 10, ['mug'], ['tee'], ['coldBrew'])],
      settings: store?.settings,
    }),
    order('1002', 'grace@example.com', 'Grace Hopper', {
      ...totals(['mug', 'tee', 'headphones', 'coldBrew']),
      orderItems: [items.mug, items.tee, items.headphones, items.coldBrew],
      fulfillments: [
        delivered('f-1002-1', 8, ['mug'], ['tee']),
        {
          id: 'f-1002-2',
          sourceFulfillmentId: 'src-f-1002-2',
          fulfillmentStatus: 'IN_TRANSIT',
          trackingCompany: 'USPS',
          trackingNumber: ['9400111899223344556677'],
          shippedAt: daysAgo(2),
          items: lines(['headphones']),
        },
        delivered('f-1002-3', 1, ['coldBrew']),
      ],
    }),
    order('1003', 'alan@example.com', 'Alan Turing', {
      ...totals(['headphones']),
      orderItems: [items.headphones],
      fulfillments: [delivered('f-1003', 1, ['headphones'])],
    }),
    order('1004', 'katherine@example.com', 'Katherine Johnson', {
      ...totals(['tee']),
      orderItems: [items.tee],
      fulfillments: [delivered('f-1004', 45, ['tee'])],
    }),
    order('1005', 'margaret@example.com', 'Margaret Hamilton', {
      ...totals(['coldBrew']),
      orderItems: [items.coldBrew],
      fulfillments: [
        {
          id: 'f-1005',
          sourceFulfillmentId: 'src-f-1005',
          fulfillmentStatus: 'AWAITING_SHIPMENT',
          items: lines(['coldBrew']),
        },
      ],
    }),
    order('1006', 'barbara@example.com', 'Barbara Liskov', {
      ...totals(['mug']),
      protected: false,
      orderItems: [items.mug],
      fulfillments: [delivered('f-1006', 6, ['mug'])],
    }),
    order('1007', 'edsger@example.com', 'Edsger Dijkstra', {
      ...totals(['tee']),
      protected: false,
      isOneTimeAppeasement: true,
      orderItems: [items.tee],
      fulfillments: [delivered('f-1007', 6, ['tee'])],
    }),
    order('1008', 'donald@example.com', 'Donald Knuth', {
      ...totals(['glass']),
      orderItems: [items.glass],
      existingClaims: [existingGlassClaim],
      fulfillments: [delivered('f-1008', 9, ['glass'])],
    }),
    order('1009', 'frances@example.com', 'Frances Allen', {
      ...totals(['lamp', 'blanket']),
      orderItems: [items.lamp, items.blanket],
      fulfillments: [delivered('f-1009', 7, ['lamp'], ['blanket'])],
    }),
  ];

  const claims = [
    Claim.parse({
      id: SAMPLE_CLAIM_TOKEN,
      claimNumber: '1001',
      sourceOrderId: 'order-1008',
      sourceOrderNumber: '1008',
      orderId: 'sys-1008',
      claimState: 'OPEN',
      claimType: 'DAMAGED',
      requestedResolution: 'RESHIP',
      isOta: false,
      authorName: 'Donald Knuth',
      authorEmail: 'donald@example.com',
      storeId: DEMO_STORE_ID,
      currency: 'USD',
      itemCount: 1,
      createdAt: daysAgo(3),
      originalShippingAddress: { ...shippingAddress, firstName: 'Donald', lastName: 'Knuth' },
      updatedShippingAddress: {
        ...shippingAddress,
        firstName: 'Donald',
        lastName: 'Knuth',
        address1: '12 Harbor Lane',
        address2: null,
        city: 'Brooklyn',
        zip: '11201',
      },
      policy: { insuredAmount: 29.25, premiumPaid: 1.95, premiumCurrency: 'USD' },
      claimItems: [
        {
          id: 'ci-glass',
          name: items.glass.productName,
          imageUrl: items.glass.productImage,
          quantity: 1,
          details: 'One glass arrived cracked along the rim.',
          claimType: 'DAMAGED',
          sourceItemId: items.glass.sourceItemId,
          sourceFulfillmentId: 'src-f-1008',
          resolutionRequested: 'RESHIP',
          media: [
            {
              fileKey: 'sample-dented-box.svg',
              filename: 'dented-box.svg',
              fileType: 'image/svg+xml',
              downloadLink: claimPhotos.dentedBox,
              caption: 'The box as it arrived',
            },
            {
              fileKey: 'sample-crushed-corner.svg',
              filename: 'crushed-corner.svg',
              fileType: 'image/svg+xml',
              downloadLink: claimPhotos.crushedCorner,
              caption: 'The crushed corner',
            },
          ],
          orderItem: { price: items.glass.price, quantity: items.glass.quantity },
        },
      ],
      claimResolutions: [
        {
          id: 'res-glass',
          relatedClaimItemId: 'ci-glass',
          resolutionType: 'RESHIP',
          decision: 'APPROVED',
          quantity: 1,
          resolvedBy: 'Demo Store support',
          subtotal: 9.75,
          taxes: 0.78,
          shippingAmount: 0,
          paidValue: 10.53,
          createdAt: daysAgo(1),
          reshipment: {
            trackingCompany: 'UPS',
            trackingNumber: '1Z999AA10000001008',
            shippedAt: daysAgo(1),
          },
        },
      ],
      claimMessages: [
        {
          id: 'msg-1',
          claimId: SAMPLE_CLAIM_TOKEN,
          messageContent: 'Hi Donald, sorry about the glass! A replacement is on its way.',
          senderName: 'Demo Store support',
          senderType: 'brand',
          storeId: DEMO_STORE_ID,
          createdAt: daysAgo(1),
        },
      ],
    }),
  ];

  return { orders, claims };
}
