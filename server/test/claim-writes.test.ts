/**
 * Limits on a shopper's writes to a claim (messages and reviews), one review per claim, and the claim's
 * messages in pages.
 */
import { Claim, MESSAGE_PAGE_SIZE, Message, OLDER_MESSAGES_HEADER, Review } from '@orderprotection/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimMessages, reviews } from '../src/db/schema';
import { CLAIM_WRITES_LIMITED_MESSAGE } from '../src/modules/claims/write-limits';
import { fileClaim, seed, testStore } from './support/fixtures';
import { DRIVERS, startTestServer, T0, type TestServer } from './support/harness';
import { call, expectError } from './support/http';

const PER_CLAIM = 5;
const PER_CLIENT = 8;

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe.each(DRIVERS)('writes to a claim on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver, {
      claimWriteLimits: { perClaim: PER_CLAIM, perClient: PER_CLIENT, windowSeconds: 3600 },
    });
    await seed(server, { stores: [testStore()] });
  });
  afterAll(() => server.close());

  const messageRows = async (rowId: string) =>
    (await server.db.select().from(claimMessages).where(eq(claimMessages.claimId, rowId))).length;

  const postMessage = (token: string, client: string, text = 'Any news?') =>
    call(server, 'POST', `claims/${token}/messages`, { json: { messageContent: text }, client });

  it('refuses messages and reviews past the limit per claim with 429 and Retry-After, writing nothing', async () => {
    const claim = await fileClaim(server);
    // Messages and reviews count together, from any client: the claim link may be shared or leaked.
    for (let write = 0; write < PER_CLAIM - 1; write += 1) {
      expect((await postMessage(claim.token, `192.0.2.${write + 1}`)).status).toBe(201);
    }
    const review = await call(server, 'POST', `claims/${claim.token}/reviews`, {
      json: { rating: 5 },
      client: '192.0.2.100',
    });
    expect(review.status).toBe(201);
    const limited = await postMessage(claim.token, '192.0.2.101', 'One too many');
    expect(expectError(limited, 429)).toBe(CLAIM_WRITES_LIMITED_MESSAGE);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const limitedReview = await call(server, 'POST', `claims/${claim.token}/reviews`, {
      json: { rating: 1, comment: 'changed' },
      client: '192.0.2.101',
    });
    expectError(limitedReview, 429);
    expect(await messageRows(claim.rowId)).toBe(PER_CLAIM - 1);
    const [kept] = await server.db.select().from(reviews).where(eq(reviews.claimId, claim.rowId));
    expect(kept).toMatchObject({ rating: 5, comment: '' });
    // Another claim is not held back; and the window passes.
    expect((await postMessage((await fileClaim(server)).token, '192.0.2.101')).status).toBe(201);
    server.clock.advance(3600 * 1000);
    try {
      expect((await postMessage(claim.token, '192.0.2.101')).status).toBe(201);
    } finally {
      server.clock.set(T0);
    }
  });

  it('limits one client across claims, by its /64 for IPv6', async () => {
    const client = (n: number) => `2001:db8:77:1::${n + 1}`;
    let posted = 0;
    while (posted < PER_CLIENT) {
      const claim = await fileClaim(server);
      for (let write = 0; write < 3 && posted < PER_CLIENT; write += 1, posted += 1) {
        expect((await postMessage(claim.token, client(posted))).status).toBe(201);
      }
    }
    const fresh = await fileClaim(server);
    expectError(await postMessage(fresh.token, '2001:db8:77:1:ffff::9'), 429);
    expect(await messageRows(fresh.rowId)).toBe(0);
    expect((await postMessage(fresh.token, '2001:db8:77:2::1')).status).toBe(201);
  });

  it('never writes more than the limit, however many posts arrive at once', async () => {
    const claim = await fileClaim(server);
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, n) => postMessage(claim.token, `198.51.100.${n + 1}`, `Post ${n}`)),
    );
    // Also proves parallel posts to one claim do not deadlock (they did on PostgreSQL: 500s).
    expect(tally(statuses.map((answer) => answer.status))).toEqual({ 201: PER_CLAIM, 429: 40 - PER_CLAIM });
    expect(await messageRows(claim.rowId)).toBe(PER_CLAIM);
  });

  it('does not count a refused write against the limit', async () => {
    const claim = await fileClaim(server);
    for (let attempt = 0; attempt < PER_CLAIM + 2; attempt += 1) {
      expectError(await postMessage(claim.token, '192.0.2.150', '<b></b>'), 400);
      expectError(
        await call(server, 'POST', `claims/${claim.token}/messages`, {
          json: { messageContent: 'x', medias: [{ fileKey: 'not-uploaded.png' }] },
          client: '192.0.2.150',
        }),
        422,
      );
    }
    expect((await postMessage(claim.token, '192.0.2.150')).status).toBe(201);
  });

  it('keeps one review per claim: a second review edits the first', async () => {
    const claim = await fileClaim(server);
    const first = await call(server, 'POST', `claims/${claim.token}/reviews`, {
      json: { rating: 2, comment: 'Slow' },
    });
    expect(first.status).toBe(201);
    const second = await call(server, 'POST', `claims/${claim.token}/reviews`, {
      json: { rating: 5, comment: '<b>Sorted</b> in the end' },
    });
    expect(second.status).toBe(200);
    const edited = Review.parse(second.body);
    expect(edited).toMatchObject({
      id: Review.parse(first.body).id,
      claimId: claim.token,
      rating: 5,
      comment: 'Sorted in the end',
    });
    const rows = await server.db.select().from(reviews).where(eq(reviews.claimId, claim.rowId));
    expect(rows).toHaveLength(1);
    const listed = Review.array().parse((await call(server, 'GET', `claims/${claim.token}/reviews`)).body);
    expect(listed).toEqual([edited]);
  });

  it('keeps one review when two arrive at once', async () => {
    const claim = await fileClaim(server);
    const answers = await Promise.all(
      [3, 4].map((rating) => call(server, 'POST', `claims/${claim.token}/reviews`, { json: { rating } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(await server.db.select().from(reviews).where(eq(reviews.claimId, claim.rowId))).toHaveLength(1);
  });

  it('answers the latest page of 120 messages with the claim, and the older ones page by page', async () => {
    const claim = await fileClaim(server);
    // Written straight to the table (past the limit), in threes at the same instant, so that order
    // within one time rests on the id.
    const written = Array.from({ length: 120 }, (_, n) => ({
      id: `m-${String((n * 37) % 120).padStart(3, '0')}-${n}`,
      claimId: claim.rowId,
      content: `Message ${n}`,
      senderType: 'customer' as const,
      senderName: 'Shopper',
      storeId: 'test-store',
      createdAt: new Date(T0.getTime() + Math.floor(n / 3) * 1000),
    }));
    await server.db.insert(claimMessages).values(written);
    const expected = [...written]
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
      .map((row) => row.content);

    const read = Claim.parse((await call(server, 'GET', `claims/${claim.token}`)).body);
    expect(read.claimMessages.map((message) => message.messageContent)).toEqual(
      expected.slice(-MESSAGE_PAGE_SIZE),
    );
    expect(read.olderMessagesCursor).toEqual(expect.any(String));

    const latest = await call(server, 'GET', `claims/${claim.token}/messages`);
    expect(Message.array().parse(latest.body)).toEqual(read.claimMessages);
    expect(latest.headers.get(OLDER_MESSAGES_HEADER)).toBe(read.olderMessagesCursor);

    const pages: string[][] = [read.claimMessages.map((message) => message.messageContent)];
    let before = read.olderMessagesCursor ?? null;
    while (before !== null) {
      const page = await call(server, 'GET', `claims/${claim.token}/messages`, { query: { before } });
      expect(page.status).toBe(200);
      const messages = Message.array().parse(page.body);
      expect(messages.every((message) => message.claimId === claim.token)).toBe(true);
      pages.unshift(messages.map((message) => message.messageContent));
      before = page.headers.get(OLDER_MESSAGES_HEADER);
    }
    expect(pages.map((page) => page.length)).toEqual([20, 50, 50]);
    expect(pages.flat()).toEqual(expected);

    const small = await call(server, 'GET', `claims/${claim.token}/messages`, { query: { limit: '7' } });
    expect(
      Message.array()
        .parse(small.body)
        .map((message) => message.messageContent),
    ).toEqual(expected.slice(-7));
    expectError(
      await call(server, 'GET', `claims/${claim.token}/messages`, { query: { limit: '101' } }),
      400,
    );
  });

  it('answers a claim with few messages without a cursor', async () => {
    const claim = await fileClaim(server);
    expect((await postMessage(claim.token, '192.0.2.200')).status).toBe(201);
    const read = Claim.parse((await call(server, 'GET', `claims/${claim.token}`)).body);
    expect(read.claimMessages).toHaveLength(1);
    expect(read.olderMessagesCursor).toBeUndefined();
    const listed = await call(server, 'GET', `claims/${claim.token}/messages`);
    expect(listed.headers.get(OLDER_MESSAGES_HEADER)).toBeNull();
  });
});
