import { createStaffClient } from '@orderprotection/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callKey, earlyFetch, startEarlyCalls } from './earlyCalls';
import { readQueueView } from './queueParams';
import { feedQuery } from './queueView';

const me = {
  id: 'p1',
  name: 'Ana',
  email: 'ana@example.com',
  grants: [],
  stores: [],
  twoFactorEnabled: false,
};
const feed = (marker: string) => ({
  claims: [],
  nextCursor: marker,
  counts: { needs_action: 0, waiting_on_customer: 0, approved_not_carried_out: 0, closed: 0, all: 0 },
  countsCappedAt: null,
});
const answer = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

/** Opens `page` as the HTML would (its early calls answered "early"), then makes the loaders' calls. */
async function open(page: string) {
  vi.stubGlobal('window', {});
  const url = new URL(page, 'http://127.0.0.1');
  const started: string[] = [];
  startEarlyCalls(url, (input) => {
    started.push(String(input));
    return String(input).includes('/claims') ? answer(feed('early')) : answer(me);
  });
  const network = vi.fn((_input: RequestInfo | URL) => answer(feed('network')));
  const staff = createStaffClient({ baseURL: '/api', fetch: earlyFetch(network) });
  const claims = await staff.claims(feedQuery(readQueueView(url.searchParams)));
  return { started, network, staff, claims };
}

describe("the console's early calls", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts the queue's first page for the URL's view, and the client takes it once", async () => {
    for (const page of [
      '/console/claims',
      '/console',
      '/console/claims?tab=closed&q=%20a%26b%20100%25&storeId=aurora&status=DENIED&sort=oldest',
    ]) {
      const { started, network, staff, claims } = await open(page);
      expect(started).toHaveLength(2);
      expect(claims.nextCursor).toBe('early');
      await expect(staff.me()).resolves.toEqual(me);
      expect(network).not.toHaveBeenCalled();
      // Taken once: the same call again (a refetch) asks the server.
      expect(
        (await staff.claims(feedQuery(readQueueView(new URL(page, 'http://x').searchParams)))).nextCursor,
      ).toBe('network');
    }
  });

  it('asks nothing early on signed-out pages, only the person elsewhere, and never serves a call it did not start', async () => {
    expect((await open('/console/sign-in?next=%2Fclaims')).started).toEqual([]);
    const claimPage = await open('/console/claims/c1');
    expect(claimPage.started).toEqual(['/api/staff/me']);
    expect(claimPage.claims.nextCursor).toBe('network');
    // An unknown tab: the console asks for the default tab's claims itself, not the early call's.
    const unknownTab = await open('/console/claims?tab=everything');
    expect(unknownTab.claims.nextCursor).toBe('network');
    expect(callKey('/api/staff/claims?b=2&a=x+y')).toBe(callKey('/api/staff/claims?a=x%20y&b=2'));
  });
});
