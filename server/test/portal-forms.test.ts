/**
 * The portal's forms sent before (or without) the page's script (http/portal-forms.ts). The start page's:
 * the server answers it with the API's own lookup (the same input rules, limits, messages and proof of the
 * lookup), with the next page the app would show, or with the start page and the lookup's answer. The issues
 * page's choice: with that proof, the page the app would go to, or the page again saying why. The items and
 * shipments pages' ticks: with that proof, the page again with what was ticked that it offers. A claim
 * page's message and a claim's review: sent as the API sends them (the same rules and limits), then the
 * page again.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Claim,
  ITEMS_FORM,
  itemLineKey,
  LIMITS,
  ORDER_TOKEN_COOKIE,
  type Order,
  Review,
  ReviewInput,
  SHIPMENTS_FORM,
} from '@orderprotection/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../src/app';
import { claimMessages, reviews } from '../src/db/schema';
import { createPortalHandler, type PortalPageRenderer } from '../src/http/portal';
import { createLogger } from '../src/logger';
import { fileClaim, lookUp, seed, seedOrder, testStore } from './support/fixtures';
import { daysBefore, startTestServer, type TestServer, testConfig } from './support/harness';

const TEMPLATE = '<!doctype html><html lang="en"><head><title>Claims</title></head><body></body></html>';

/** Stands in for the portal's renderer: writes the page it was given (URL, form's answer, order). */
const renderPage: PortalPageRenderer = (template, _store, page) =>
  template.replace(
    '</body>',
    `<script type="application/json">${JSON.stringify(page).replaceAll('<', '\\u003c')}</script></body>`,
  );

async function renderedWith(response: Response): Promise<Record<string, unknown>> {
  const json = /<script type="application\/json">([^<]*)<\/script>/.exec(await response.text())?.[1];
  if (json === undefined) throw new Error('The page was not rendered');
  return JSON.parse(json) as Record<string, unknown>;
}

const CLAIM_WRITES_PER_CLAIM = 3;

describe("the portal's forms, answered by the server", () => {
  let server: TestServer;
  let distDir: string;
  let app: App;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    await seed(server, { stores: [testStore()] });
    distDir = await mkdtemp(join(tmpdir(), 'op-portal-forms-'));
    await writeFile(join(distDir, 'index.html'), TEMPLATE);
    app = createApp({
      db: server.db,
      storage: server.storage,
      config: testConfig({
        lookupLimits: { failuresPerClient: 30, failuresPerClientOrder: 3, windowSeconds: 60 },
        claimWriteLimits: { perClaim: CLAIM_WRITES_PER_CLAIM, perClient: 60, windowSeconds: 3600 },
      }),
      clock: () => server.clock.now(),
      logger: createLogger({ write: () => {} }),
      portal: createPortalHandler({ distDir, renderPage }, server.db),
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const sendForm = (fields: Record<string, string>, client: string, query = '') =>
    app.request(`http://shop.example/start${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client },
      body: new URLSearchParams(fields).toString(),
    });

  it('sends a found order to the next page with proof of the lookup, and renders that page with the order', async () => {
    const order = await seedOrder(server);
    const sent = await sendForm(
      { order: ` ${order.orderNumber} `, email: order.email },
      '192.0.2.1',
      '?store=test',
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/issues?store=test');
    const cookie = sent.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${ORDER_TOKEN_COOKIE}=[^;]+; .*HttpOnly`));
    // The next page is rendered with the order as GET order-lookup answers it.
    const { order: apiOrder } = await lookUp(server, order);
    const next = await app.request('http://shop.example/issues?store=test', {
      headers: { cookie: cookie.split(';')[0] ?? '' },
    });
    expect(next.status).toBe(200);
    const page = await renderedWith(next);
    expect(page.order).toEqual({
      order: JSON.parse(JSON.stringify(apiOrder)),
      lookup: { email: order.email, order: apiOrder.orderNumber },
    });
    // Without proof, the page of the flow is rendered without an order (the browser sends it to /start).
    expect((await renderedWith(await app.request('http://shop.example/issues'))).order).toBeUndefined();
  });

  it('answers the start page with what was typed and the spec answer when the lookup fails', async () => {
    const order = await seedOrder(server);
    const missing = await sendForm({ order: ' ', email: order.email }, '192.0.2.2');
    expect(missing.status).toBe(400);
    expect((await renderedWith(missing)).startForm).toEqual({
      typed: { orderNumber: ' ', email: order.email },
      answer: { kind: 'invalid', message: 'Enter your order number' },
    });
    const wrong = await sendForm(
      { order: order.orderNumber, email: 'someone.else@example.com' },
      '192.0.2.2',
    );
    expect(wrong.status).toBe(404);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect((await renderedWith(wrong)).startForm).toEqual({
      typed: { orderNumber: order.orderNumber, email: 'someone.else@example.com' },
      answer: { kind: 'not-found' },
    });
  });

  it("shows an order that leads to no other page on the start page, with the order's answer", async () => {
    const order = await seedOrder(server, { protected: false });
    const sent = await sendForm({ order: order.orderNumber, email: order.email }, '192.0.2.3');
    expect(sent.status).toBe(200);
    const { order: apiOrder } = await lookUp(server, order);
    expect((await renderedWith(sent)).startForm).toEqual({
      typed: { orderNumber: order.orderNumber, email: order.email },
      answer: { kind: 'not-protected', order: JSON.parse(JSON.stringify(apiOrder)) },
    });
  });

  it('counts failed forms against the limits of the API’s lookup, and says how long to wait', async () => {
    const order = await seedOrder(server);
    const client = '192.0.2.4';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await sendForm({ order: order.orderNumber, email: 'x@example.com' }, client)).status).toBe(404);
    }
    const limited = await sendForm({ order: order.orderNumber, email: order.email }, client);
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect((await renderedWith(limited)).startForm).toMatchObject({
      answer: { kind: 'rate-limited', retryAfterSeconds: seconds },
    });
    // The API's lookup from the same client is refused too: one set of limits.
    const api = await app.request(
      `http://shop.example/api/order-lookup?${new URLSearchParams({ email: order.email, order: order.orderNumber })}`,
      { headers: { 'x-forwarded-for': client } },
    );
    expect(api.status).toBe(429);
  });

  /** The proof of a lookup of a new order, as the start page's form leaves it: its cookie. */
  const lookedUp = async (client: string, overrides: Parameters<typeof seedOrder>[1] = {}) => {
    const order = await seedOrder(server, overrides);
    const sent = await sendForm({ order: order.orderNumber, email: order.email }, client);
    expect(sent.status).toBe(303);
    return { order, cookie: sent.headers.get('set-cookie')?.split(';')[0] ?? '' };
  };

  describe("the issues page's form", () => {
    const sendIssuesForm = (fields: Record<string, string>, cookie: string | undefined, query = '') =>
      app.request(`http://shop.example/issues${query}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(cookie === undefined ? {} : { cookie }),
        },
        body: new URLSearchParams(fields).toString(),
      });

    it('leads each choice to the page the app goes to, which is rendered with the proven order', async () => {
      const { order, cookie } = await lookedUp('192.0.2.30');
      const { order: apiOrder } = await lookUp(server, order);
      for (const [issueGroup, path] of [
        ['notReceived', '/issues/shipment'],
        ['issuesWithItems', '/issues/items'],
      ] as const) {
        const sent = await sendIssuesForm({ issueGroup }, cookie, '?store=test');
        expect(sent.status).toBe(303);
        expect(sent.headers.get('location')).toBe(`${path}?store=test`);
        const next = await app.request(`http://shop.example${path}?store=test`, { headers: { cookie } });
        expect(next.status).toBe(200);
        expect((await renderedWith(next)).order).toEqual({
          order: JSON.parse(JSON.stringify(apiOrder)),
          lookup: { email: order.email, order: apiOrder.orderNumber },
        });
      }
    });

    it('renders the issues page again with the order and why, when nothing the page offers was chosen', async () => {
      const { order, cookie } = await lookedUp('192.0.2.31');
      const { order: apiOrder } = await lookUp(server, order);
      const sentChoices: Record<string, string>[] = [{}, { issueGroup: '' }, { issueGroup: 'somethingElse' }];
      for (const fields of sentChoices) {
        const sent = await sendIssuesForm(fields, cookie);
        expect(sent.status).toBe(400);
        expect(sent.headers.get('location')).toBeNull();
        expect(await renderedWith(sent)).toEqual({
          url: 'http://shop.example/issues',
          issuesForm: { answer: { kind: 'no-choice' } },
          order: {
            order: JSON.parse(JSON.stringify(apiOrder)),
            lookup: { email: order.email, order: apiOrder.orderNumber },
          },
        });
      }
    });

    it('answers a form without proof of a lookup as a visit of the page without one', async () => {
      const visited = await renderedWith(await app.request('http://shop.example/issues'));
      for (const cookie of [undefined, `${ORDER_TOKEN_COOKIE}=not-a-token`]) {
        const sent = await sendIssuesForm({ issueGroup: 'notReceived' }, cookie);
        expect(sent.status).toBe(200);
        expect(await renderedWith(sent)).toEqual(visited);
      }
    });
  });

  describe("the items and shipments pages' forms", () => {
    const sendPicksForm = (path: string, fields: [string, string][], cookie: string | undefined) =>
      app.request(`http://shop.example${path}?store=test`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(cookie === undefined ? {} : { cookie }),
        },
        body: new URLSearchParams(fields).toString(),
      });
    const pageOrder = (order: Order, email: string) => ({
      order: JSON.parse(JSON.stringify(order)),
      lookup: { email, order: order.orderNumber },
    });

    it('renders the items page again with the order and what was ticked that it offers', async () => {
      // The tee is refunded: its box is shown but cannot be ticked (unless before the script runs).
      const { order, cookie } = await lookedUp('192.0.2.32', {
        orderItems: [
          { sourceItemId: 'mug', productName: 'Blue mug', quantity: 3, price: 10 },
          { sourceItemId: 'tee', productName: 'Tee', quantity: 1, price: 20, refundedQuantity: 1 },
        ],
      });
      const { order: apiOrder } = await lookUp(server, order);
      const shipment = apiOrder.fulfillments[0]?.id ?? '';
      const mug = itemLineKey(shipment, 'mug');
      const sent = await sendPicksForm(
        ITEMS_FORM.path,
        [
          ['item', itemLineKey(shipment, 'tee')],
          ['item', mug],
          ['item', itemLineKey('another-shipment', 'mug')],
          ['item', mug],
        ],
        cookie,
      );
      expect(sent.status).toBe(200);
      expect(await renderedWith(sent)).toEqual({
        url: 'http://shop.example/issues/items?store=test',
        picksForm: { picked: [mug] },
        order: pageOrder(apiOrder, order.email),
      });
      // Nothing it offers ticked: the page asks for an item, as its own check does.
      const none = await sendPicksForm(ITEMS_FORM.path, [['item', itemLineKey(shipment, 'tee')]], cookie);
      expect(none.status).toBe(400);
      expect((await renderedWith(none)).picksForm).toEqual({ picked: [] });
    });

    it('renders the shipments page again with the order and the claimable shipments ticked', async () => {
      const { order, cookie } = await lookedUp('192.0.2.33', {
        fulfillments: [
          {
            sourceFulfillmentId: 'F1',
            fulfillmentStatus: 'DELIVERED',
            shippedAt: daysBefore(8, server.clock.now()),
            deliveredAt: daysBefore(5, server.clock.now()),
            items: [{ item: 'mug', quantity: 3 }],
          },
          {
            sourceFulfillmentId: 'F2',
            fulfillmentStatus: 'AWAITING_SHIPMENT',
            items: [{ item: 'tee', quantity: 1 }],
          },
        ],
      });
      const { order: apiOrder } = await lookUp(server, order);
      const [delivered, notShipped] = apiOrder.fulfillments.map((fulfillment) => fulfillment.id);
      const sent = await sendPicksForm(
        SHIPMENTS_FORM.path,
        [
          ['shipment', notShipped ?? ''],
          ['shipment', delivered ?? ''],
        ],
        cookie,
      );
      expect(sent.status).toBe(200);
      expect(await renderedWith(sent)).toEqual({
        url: 'http://shop.example/issues/shipment?store=test',
        picksForm: { picked: [delivered] },
        order: pageOrder(apiOrder, order.email),
      });
      const none = await sendPicksForm(SHIPMENTS_FORM.path, [], cookie);
      expect(none.status).toBe(400);
      expect((await renderedWith(none)).picksForm).toEqual({ picked: [] });
    });

    it('answers a form without proof of a lookup as a visit of the page without one', async () => {
      for (const { path, field } of [ITEMS_FORM, SHIPMENTS_FORM]) {
        const visited = await renderedWith(await app.request(`http://shop.example${path}?store=test`));
        for (const cookie of [undefined, `${ORDER_TOKEN_COOKIE}=not-a-token`]) {
          const sent = await sendPicksForm(path, [[field, 'anything']], cookie);
          expect(sent.status).toBe(200);
          expect(await renderedWith(sent)).toEqual(visited);
        }
      }
    });
  });

  const sendMessageForm = (token: string, messageContent: string, client = '192.0.2.20') =>
    app.request(`http://shop.example/view/${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client },
      body: new URLSearchParams({ messageContent }).toString(),
    });

  const messagesOf = (rowId: string) =>
    server.db.select().from(claimMessages).where(eq(claimMessages.claimId, rowId));

  it("sends a claim page's message as the API does, then leads back to the page's conversation", async () => {
    const claim = await fileClaim(server);
    const sent = await sendMessageForm(claim.token, '  Where is my parcel? <b>Please</b>  ');
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/view/${encodeURIComponent(claim.token)}#messages`);
    expect((await messagesOf(claim.rowId)).map((row) => [row.content, row.senderType])).toEqual([
      ['Where is my parcel? Please', 'customer'],
    ]);
    // The page it leads to shows the message, as GET claims/{token} answers it.
    const page = await renderedWith(await app.request(`http://shop.example/view/${claim.token}`));
    expect(Claim.parse(page.claim).claimMessages.map((message) => message.messageContent)).toEqual([
      'Where is my parcel? Please',
    ]);
  });

  it('renders the claim page again with what was typed and why, when the message is not sent', async () => {
    const claim = await fileClaim(server);
    const empty = await sendMessageForm(claim.token, '   ');
    expect(empty.status).toBe(400);
    const emptyPage = await renderedWith(empty);
    expect(emptyPage.messageForm).toEqual({
      typed: '   ',
      answer: { kind: 'invalid', message: 'Write a message or attach a file' },
    });
    expect(Claim.parse(emptyPage.claim).claimNumber).toBeTruthy();
    // The claim's write limits are the API's: past them the text stays on the page, with the wait.
    for (let write = 0; write < CLAIM_WRITES_PER_CLAIM; write += 1) {
      expect((await sendMessageForm(claim.token, `Message ${write}`)).status).toBe(303);
    }
    const limited = await sendMessageForm(claim.token, 'One too many');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await renderedWith(limited)).messageForm).toEqual({
      typed: 'One too many',
      answer: { kind: 'not-sent' },
    });
    expect(await messagesOf(claim.rowId)).toHaveLength(CLAIM_WRITES_PER_CLAIM);
    const unknown = await sendMessageForm('no-claim-has-this-token', 'Hello');
    expect(unknown.status).toBe(404);
    expect(await renderedWith(unknown)).toMatchObject({ claim: null, messageForm: { typed: 'Hello' } });
  });

  const reviewPath = (token: string) => `/view/${encodeURIComponent(token)}/review`;

  const sendReviewForm = (token: string, fields: Record<string, string>, client = '192.0.2.30') =>
    app.request(`http://shop.example${reviewPath(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client },
      body: new URLSearchParams(fields).toString(),
    });

  const reviewsOf = (rowId: string) =>
    server.db
      .select({ rating: reviews.rating, comment: reviews.comment })
      .from(reviews)
      .where(eq(reviews.claimId, rowId));

  /** The review page as the server renders it, and the claim's reviews as the API answers them. */
  async function reviewPageAndApi(token: string) {
    const page = await renderedWith(await app.request(`http://shop.example${reviewPath(token)}`));
    const api = await app.request(`http://shop.example/api/claims/${encodeURIComponent(token)}/reviews`);
    expect(api.status).toBe(200);
    return { page, apiReviews: Review.array().parse(await api.json()) };
  }

  it("renders a claim's review page with the claim and its reviews, as the API answers them", async () => {
    const claim = await fileClaim(server);
    const { page, apiReviews } = await reviewPageAndApi(claim.token);
    expect(Claim.parse(page.claim).id).toBe(claim.token);
    expect(page.reviews).toEqual([]);
    expect(apiReviews).toEqual([]);
    // The claim's own page needs no reviews.
    expect((await renderedWith(await app.request(`http://shop.example/view/${claim.token}`))).reviews).toBe(
      undefined,
    );
    const unknown = await renderedWith(
      await app.request('http://shop.example/view/no-claim-has-this/review'),
    );
    expect(unknown).toMatchObject({ claim: null });
    expect(unknown.reviews).toBeUndefined();
  });

  it("sends a claim's review as the API does, one per claim, then leads back to the page showing it", async () => {
    const claim = await fileClaim(server);
    const sent = await sendReviewForm(claim.token, { rating: '4', comment: '  Quick and <b>friendly</b>. ' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(reviewPath(claim.token));
    expect(await reviewsOf(claim.rowId)).toEqual([{ rating: 4, comment: 'Quick and friendly.' }]);
    const { page, apiReviews } = await reviewPageAndApi(claim.token);
    expect(apiReviews.map(({ rating, comment }) => ({ rating, comment }))).toEqual([
      { rating: 4, comment: 'Quick and friendly.' },
    ]);
    expect(page.reviews).toEqual(JSON.parse(JSON.stringify(apiReviews)));
    // A second review changes the claim's one review, as POST claims/{id}/reviews does.
    expect((await sendReviewForm(claim.token, { rating: '2' })).status).toBe(303);
    expect(await reviewsOf(claim.rowId)).toEqual([{ rating: 2, comment: '' }]);
  });

  it('renders the review page again with what was chosen and why, when the review is not sent', async () => {
    const claim = await fileClaim(server);
    const noStar = await sendReviewForm(claim.token, { comment: 'Quick and friendly.' });
    expect(noStar.status).toBe(400);
    const noStarPage = await renderedWith(noStar);
    expect(noStarPage.reviewForm).toEqual({
      typed: { rating: '', comment: 'Quick and friendly.' },
      answer: { kind: 'invalid', errors: { rating: 'Choose 1 to 5 stars' } },
    });
    expect(Claim.parse(noStarPage.claim).id).toBe(claim.token);
    expect(noStarPage.reviews).toEqual([]);
    const tooLong = 'x'.repeat(LIMITS.details + 1);
    const wrong = await sendReviewForm(claim.token, { rating: '6', comment: tooLong });
    expect(wrong.status).toBe(400);
    const tooLongMessage = ReviewInput.safeParse({ rating: 1, comment: tooLong }).error?.issues[0]?.message;
    expect((await renderedWith(wrong)).reviewForm).toEqual({
      typed: { rating: '6', comment: tooLong },
      answer: { kind: 'invalid', errors: { rating: 'Choose 1 to 5 stars', comment: tooLongMessage } },
    });
    expect(await reviewsOf(claim.rowId)).toEqual([]);
    // The claim's write limits are the API's: past them what was chosen stays on the page, with the wait.
    for (let write = 0; write < CLAIM_WRITES_PER_CLAIM; write += 1) {
      expect((await sendReviewForm(claim.token, { rating: '5' })).status).toBe(303);
    }
    const limited = await sendReviewForm(claim.token, { rating: '1', comment: 'One too many' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await renderedWith(limited)).reviewForm).toEqual({
      typed: { rating: '1', comment: 'One too many' },
      answer: { kind: 'not-sent' },
    });
    expect(await reviewsOf(claim.rowId)).toEqual([{ rating: 5, comment: '' }]);
    const unknown = await sendReviewForm('no-claim-has-this-token', { rating: '5' });
    expect(unknown.status).toBe(404);
    expect(await renderedWith(unknown)).toMatchObject({
      claim: null,
      reviewForm: { typed: { rating: '5', comment: '' }, answer: { kind: 'not-sent' } },
    });
  });
});
