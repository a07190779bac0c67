import { describe, expect, it } from 'vitest';
import { unitsByFulfillment } from './fulfillment-units';
import { order } from './test-fixtures';

describe('unitsByFulfillment', () => {
  it('gives the units left to claim per source item, from the first line of each item', () => {
    const units = unitsByFulfillment(order);
    expect([...units].map(([id, items]) => [id, Object.fromEntries(items)])).toStrictEqual([
      ['f1', { mug: 2, tee: 1 }],
      ['f2', { cap: 3 }],
      ['f3', {}],
    ]);
  });
});
