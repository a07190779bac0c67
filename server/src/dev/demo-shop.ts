/**
 * The shop of `npm run demo:shopify`: Aurora Outfitters on Shopify, a stand-in (shopify-stand-in.ts) with
 * the day's orders before the demo (most protected by OrderProtection's fee line, some of several items, a
 * few shipped with USPS tracking numbers), and what happens in it during the demo: new orders, orders
 * shipped, and the carrier's scans of the parcels shipped before, as EasyPost reports them.
 */
import { easyPostTrackerUpdated } from './easypost-events';
import { createdAtOf } from './order-set';
import {
  madeUpShopifyOrder,
  type ShopifyOrderSet,
  type ShopifyRestOrder,
  shopifyFulfillment,
  shopifyOrderId,
  shopTime,
} from './shopify-orders';
import { type ShopifyStandIn, startShopifyStandIn } from './shopify-stand-in';

export const DEMO_SHOP = {
  domain: 'aurora-outfitters-demo.myshopify.com',
  clientSecret: 'shpss_demo_aurora_0123456789abcdef',
  accessToken: 'shpat_demo_aurora_0123456789abcdef',
} as const;

/** The day's orders the shop has when the demo begins, and the orders placed during it. */
export const PAST_ORDERS = 40;
export const NEW_ORDERS = 12;
/** Numbered after the demo data's own Aurora orders (1001 to 1009), so a number names one order. */
const FIRST_NUMBER = 1101;
const SEED = 2026;
const HOUR_MS = 60 * 60 * 1000;
const PROTECTION_SKU = 'ORDERPROTECTION';

/** How far a parcel has come, as EasyPost names its tracker statuses. */
export type ParcelProgress = 'in_transit' | 'out_for_delivery' | 'delivered';

/** A parcel shipped before the demo, and how far the demo's scans take it. */
export interface Parcel {
  index: number;
  trackingNumber: string;
  shippedAt: Date;
  goesTo: ParcelProgress | null;
}

export interface DemoShop {
  standIn: ShopifyStandIn;
  /** The order as the shop has it now. */
  order(index: number): ShopifyRestOrder;
  /** The parcels shipped before the demo, oldest order first; the first is delivered by the end. */
  parcels: readonly Parcel[];
  /** Orders of the day not shipped before the demo, which it ships; all protected. */
  toShip: readonly number[];
  /** Order `PAST_ORDERS + n`, placed at `at`. */
  place(n: number, at: Date): ShopifyRestOrder;
  /** Ships the order's items at `at` with a USPS tracking number. */
  ship(index: number, at: Date): ShopifyRestOrder;
  /** EasyPost's event about `parcel` having come as far as `progress`, its last scan at `at`. */
  scan(parcel: Parcel, progress: ParcelProgress, at: Date): Record<string, unknown>;
  close(): Promise<void>;
}

export function isProtected(order: ShopifyRestOrder): boolean {
  return (order.line_items as { sku?: string }[]).some((line) => line.sku === PROTECTION_SKU);
}

/** The shipped items' count, the protection fee line left out. */
export function itemCount(order: ShopifyRestOrder): number {
  return (order.line_items as { sku?: string; quantity: number }[])
    .filter((line) => line.sku !== PROTECTION_SKU)
    .reduce((sum, line) => sum + line.quantity, 0);
}

const uspsTracking = (index: number) => `9400111899562${String(shopifyOrderId(index)).slice(-9)}`;

/**
 * The stand-in shop with the day's orders up to a few minutes before `now()`; its bucket drains by `now`
 * too. Whatever the demo does in the shop (an order placed or shipped) is what its Admin API serves after.
 */
export async function startDemoShop({ now }: { now: () => Date }): Promise<DemoShop> {
  const day: ShopifyOrderSet = {
    count: PAST_ORDERS,
    seed: SEED,
    newest: new Date(now().getTime() - 10 * 60 * 1000),
    spanDays: 1,
    firstNumber: FIRST_NUMBER,
  };
  const changed = new Map<number, ShopifyRestOrder>();
  const order = (index: number) => changed.get(index) ?? madeUpShopifyOrder(day, index);
  const ship = (index: number, at: Date) => {
    const before = order(index);
    const number = uspsTracking(index);
    const shipped = {
      ...before,
      fulfillment_status: 'fulfilled',
      updated_at: shopTime(at.getTime()),
      fulfillments: [
        shopifyFulfillment(before as { id: number; name: string; line_items: unknown }, {
          id: 4_500_000_000 + index,
          at: at.getTime(),
          trackingCompany: 'USPS',
          trackingNumber: number,
          trackingUrl: `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`,
          shipmentStatus: null,
        }),
      ],
    };
    changed.set(index, shipped);
    return shipped;
  };

  // Protected orders of the older half of the day were shipped two hours after they were placed.
  const older = Array.from({ length: PAST_ORDERS / 2 }, (_, index) => index);
  const shippedBefore = older.filter((index) => isProtected(order(index))).slice(0, 5);
  const progress: (ParcelProgress | null)[] = ['delivered', 'out_for_delivery', 'in_transit', 'in_transit'];
  const parcels = shippedBefore.map((index, position) => {
    const shippedAt = new Date(createdAtOf(day, index) + 2 * HOUR_MS);
    ship(index, shippedAt);
    return { index, trackingNumber: uspsTracking(index), shippedAt, goesTo: progress[position] ?? null };
  });
  const toShip = Array.from({ length: PAST_ORDERS / 2 }, (_, n) => PAST_ORDERS / 2 + n)
    .filter((index) => isProtected(order(index)))
    .slice(0, 3);

  const standIn = await startShopifyStandIn({
    shopDomain: DEMO_SHOP.domain,
    accessToken: DEMO_SHOP.accessToken,
    clientSecret: DEMO_SHOP.clientSecret,
    orders: day,
    now,
    edit: (served, index) => changed.get(index) ?? served,
  });

  return {
    standIn,
    order,
    parcels,
    toShip,
    place(n, at) {
      const index = PAST_ORDERS + n;
      const placed = {
        ...madeUpShopifyOrder(day, index),
        created_at: shopTime(at.getTime()),
        processed_at: shopTime(at.getTime()),
        updated_at: shopTime(at.getTime()),
      };
      changed.set(index, placed);
      return placed;
    },
    ship,
    scan: (parcel, progressTo, at) =>
      easyPostTrackerUpdated(trackerOf(parcel), journey(parcel, progressTo, at)),
    close: () => standIn.close(),
  };
}

function trackerOf(parcel: Parcel) {
  return {
    id: `trk_demo${parcel.trackingNumber.slice(-10)}`,
    carrier: 'USPS',
    trackingCode: parcel.trackingNumber,
    createdAt: parcel.shippedAt,
  };
}

/** The parcel's scans from its label to `progress`, the last at `at`. */
function journey(parcel: Parcel, progress: ParcelProgress, at: Date) {
  const origin = { city: 'PORTLAND', state: 'OR', zip: '97218' };
  const destination = { city: 'LOUISVILLE', state: 'KY', zip: '40202' };
  const shipped = parcel.shippedAt.getTime();
  const scans = [
    {
      status: 'pre_transit',
      statusDetail: 'label_created',
      message: 'Shipping Label Created, USPS Awaiting Item',
      at: parcel.shippedAt,
      ...origin,
    },
    {
      status: 'in_transit',
      statusDetail: 'arrived_at_facility',
      message: 'Accepted at USPS Origin Facility',
      at: new Date(shipped + HOUR_MS),
      ...origin,
    },
  ];
  if (progress === 'in_transit') {
    return [
      ...scans,
      {
        status: 'in_transit',
        statusDetail: 'arrived_at_facility',
        message: 'Arrived at USPS Regional Facility',
        at,
        city: 'MEMPHIS',
        state: 'TN',
        zip: '38118',
      },
    ];
  }
  const outForDelivery = {
    status: 'out_for_delivery',
    statusDetail: 'out_for_delivery',
    message: 'Out for Delivery',
    ...destination,
  };
  if (progress === 'out_for_delivery') return [...scans, { ...outForDelivery, at }];
  return [
    ...scans,
    { ...outForDelivery, at: new Date(Math.max(shipped + 2 * HOUR_MS, at.getTime() - HOUR_MS)) },
    {
      status: 'delivered',
      statusDetail: 'arrived_at_destination',
      message: 'Delivered, In/At Mailbox',
      at,
      ...destination,
    },
  ];
}
