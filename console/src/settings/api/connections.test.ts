import type { Connection } from '@orderprotection/domain';
import { describe, expect, it } from 'vitest';
import { stillChanging } from './connections';

const withBackfill = (status: NonNullable<Connection['backfill']>['status'] | null, pending = 0) =>
  ({
    pending,
    backfill:
      status === null
        ? null
        : {
            status,
            days: 30,
            ordersDone: 0,
            ordersTotal: null,
            startedAt: '2026-03-02T10:00:00.000Z',
            finishedAt: null,
            error: null,
          },
  }) as Connection;

describe('reading the connections again', () => {
  it('goes on while any backfill reads orders or waits for the rate limit, or deliveries wait, and stops once none does', () => {
    expect(stillChanging([withBackfill('done'), withBackfill('running')])).toBe(true);
    expect(stillChanging([withBackfill('waiting')])).toBe(true);
    expect(stillChanging([withBackfill(null, 1)])).toBe(true);
    expect(stillChanging([withBackfill('done'), withBackfill('failed'), withBackfill(null)])).toBe(false);
    expect(stillChanging(undefined)).toBe(false);
  });
});
