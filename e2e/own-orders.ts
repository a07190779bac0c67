/**
 * Orders that one end-to-end test has to itself, imported with the bulk claims (global-setup.ts): a demo
 * order may answer otherwise once another file has filed a claim on it, and the files run in no set order.
 */

/** Like the demo's 1007: not protected, but the store allows one claim for it (one-time appeasement). */
export const OTA_ORDER = { orderNumber: 'E2E-OTA-1', email: 'ota-e2e@example.com' } as const;

/** Aurora's, protected and in transit with EasyPost's test tracking code until a scan says more. */
export const SCANNED_ORDER = {
  orderNumber: 'E2E-SCAN-1',
  email: 'scan-e2e@example.com',
  trackingNumber: 'EZ4000000004',
} as const;

/** The orders, in the import file's format (checked by the import itself). */
export function ownOrders(now: Date) {
  const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
  return [
    {
      storeId: 'aurora',
      orderId: 'e2e-ota-1',
      orderNumber: OTA_ORDER.orderNumber,
      customerEmail: OTA_ORDER.email,
      customerName: 'Courtesy Tester',
      total: 45,
      protected: false,
      isOneTimeAppeasement: true,
      createdAt: day(14),
      orderItems: [{ sourceItemId: 'e2e-ota-lantern', productName: 'Camp Lantern', quantity: 1, price: 45 }],
      fulfillments: [
        {
          sourceFulfillmentId: 'e2e-ota-f1',
          fulfillmentStatus: 'DELIVERED',
          shippedAt: day(8),
          deliveredAt: day(5),
          items: [{ item: 'e2e-ota-lantern', quantity: 1 }],
        },
      ],
    },
    {
      storeId: 'aurora',
      orderId: 'e2e-scan-1',
      orderNumber: SCANNED_ORDER.orderNumber,
      customerEmail: SCANNED_ORDER.email,
      customerName: 'Parcel Watcher',
      total: 60,
      protected: true,
      createdAt: day(4),
      orderItems: [{ sourceItemId: 'e2e-scan-tent', productName: 'Dome Tent', quantity: 1, price: 60 }],
      fulfillments: [
        {
          sourceFulfillmentId: 'e2e-scan-f1',
          fulfillmentStatus: 'IN_TRANSIT',
          trackingCompany: 'UPS',
          trackingNumber: [SCANNED_ORDER.trackingNumber],
          shippedAt: day(3),
          items: [{ item: 'e2e-scan-tent', quantity: 1 }],
        },
      ],
    },
  ];
}
