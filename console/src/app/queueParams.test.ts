import { describe, expect, it } from 'vitest';
import { bulkFilter, defaultQueueView, feedQuery, readQueueView, writeQueueView } from './queueParams';

describe("the queue's view in the URL", () => {
  it('reads every filter and writes back only what differs from the default', () => {
    const view = readQueueView(
      new URLSearchParams('tab=closed&q=%201008%20&storeId=aurora&status=DENIED&sort=oldest'),
    );
    expect(view).toEqual({ tab: 'closed', q: '1008', storeId: 'aurora', status: 'DENIED', sort: 'oldest' });
    expect(writeQueueView(view).toString()).toBe(
      'tab=closed&q=1008&storeId=aurora&status=DENIED&sort=oldest',
    );
    expect(writeQueueView(defaultQueueView).toString()).toBe('');
  });

  it('falls back to the default for a tab or sort it does not know', () => {
    expect(readQueueView(new URLSearchParams('tab=everything&sort=random'))).toEqual(defaultQueueView);
  });

  it('asks the feed for the view, empty filters left out, with the page cursor', () => {
    expect(feedQuery({ ...defaultQueueView, q: '1008' }, 'c2')).toEqual({
      tab: 'needs_action',
      q: '1008',
      storeId: undefined,
      status: undefined,
      sort: 'newest',
      cursor: 'c2',
    });
  });

  it('gives a bulk action the same filter, unpaged and without the empty fields', () => {
    expect(bulkFilter({ ...defaultQueueView, tab: 'all', storeId: 'aurora', status: 'OPEN' })).toEqual({
      tab: 'all',
      sort: 'newest',
      storeId: 'aurora',
      status: ['OPEN'],
    });
    expect(bulkFilter({ ...defaultQueueView, q: '1008', status: 'SOMETHING' })).toEqual({
      tab: 'needs_action',
      sort: 'newest',
      q: '1008',
    });
  });
});
