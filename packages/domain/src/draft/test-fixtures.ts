/** Shared by this folder's tests only: an order with awkward lines, and valid draft values. */
import { type AddressInput, type DraftCustomer, Order } from '../schemas';

/**
 * f1 holds 2 mugs and a tee. f2 shipped 4 caps, 1 of them already claimed, on a line that names its order
 * line by `orderItemId`, then a second cap line, a zero-unit line and a line of no order line. f3 holds
 * nothing. The fulfillments' `id`s differ from their `sourceFulfillmentId`s so a mix-up between them shows.
 */
export const order: Order = Order.parse({
  systemOrderId: 'sys-1',
  orderId: 'order-1',
  orderNumber: '1001',
  customerEmail: 'ada@example.com',
  storeId: 'store-1',
  orderItems: [
    { id: 'oi-mug', productName: 'Mug', quantity: 2, sourceItemId: 'mug' },
    { id: 'oi-tee', productName: 'Tee', quantity: 1, sourceItemId: 'tee' },
    { id: 'oi-cap', productName: 'Cap', quantity: 5, sourceItemId: 'cap' },
    { id: 'oi-gone', productName: 'Gone', quantity: 1, sourceItemId: 'gone' },
  ],
  existingClaims: [
    { id: 'claim-1', items: [{ sourceItemId: 'cap', quantity: 1, sourceFulfillmentId: 'source-f2' }] },
  ],
  fulfillments: [
    {
      id: 'f1',
      sourceFulfillmentId: 'source-f1',
      items: [
        { item: 'mug', quantity: 2 },
        { item: 'tee', quantity: 1 },
      ],
    },
    {
      id: 'f2',
      sourceFulfillmentId: 'source-f2',
      items: [
        { item: 'line-cap', orderItemId: 'oi-cap', quantity: 4 },
        { item: 'cap', quantity: 1 },
        { item: 'gone', quantity: 0 },
        { item: 'ghost', quantity: 2 },
      ],
    },
    { id: 'f3', sourceFulfillmentId: 'source-f3', items: [] },
  ],
});

export const customer: DraftCustomer = { email: 'ada@example.com', sourceOrderId: 'order-1' };

export const signature = 'data:image/png;base64,iVBORw0KGgo=';

export const address: AddressInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '12 St James Square',
  city: 'London',
  countryCode: 'GB',
};

/** An id generator handing out the given ids in turn, then again from the first: repeats provoke collisions. */
export function idsInTurn(ids: readonly [string, ...string[]]): () => string {
  const ring: [string, ...string[]] = [...ids];
  return () => {
    const id = ring[0];
    ring.push(id);
    ring.shift();
    return id;
  };
}
