/**
 * 300 claims on Aurora Outfitters for the console's bulk test, one per order, all from one customer so that
 * a search for the address is a filter that finds exactly them. They are imported (the import's file
 * format, `npm run data:import`) before the server the tests use starts for the second time: filing them
 * through the portal would take minutes.
 */
export const BULK_CLAIMS = 300;
export const BULK_EMAIL = 'bulk-e2e@example.com';
const FIRST_NUMBER = 90_001;

/** The import file's content (checked by the import itself, which refuses a file with any problem). */
export function bulkClaimsImport(now: Date) {
  const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
  const numbers = Array.from({ length: BULK_CLAIMS }, (_, index) => FIRST_NUMBER + index);
  return {
    orders: numbers.map((number) => ({
      storeId: 'aurora',
      orderId: `bulk-${number}`,
      orderNumber: `B${number}`,
      customerEmail: BULK_EMAIL,
      customerName: 'Bulk Tester',
      total: 10,
      protected: true,
      createdAt: day(10),
      orderItems: [{ sourceItemId: `bulk-item-${number}`, productName: 'Bulk Mug', quantity: 1, price: 10 }],
    })),
    claims: numbers.map((number) => ({
      storeId: 'aurora',
      orderId: `bulk-${number}`,
      claimNumber: number,
      claimState: 'NEW',
      createdAt: day(2),
      items: [
        {
          sourceItemId: `bulk-item-${number}`,
          quantity: 1,
          claimType: 'DAMAGED',
          details: 'The mug arrived chipped.',
        },
      ],
    })),
  };
}
