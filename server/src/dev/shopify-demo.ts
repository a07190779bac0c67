/**
 * What `npm run demo:shopify` does to a running server (scripts/demo-shopify.ts starts the processes): as
 * Aurora Outfitters' owner, through the staff API the console calls, it connects the store to the demo
 * shop (demo-shop.ts; the server subscribes its webhooks there) and starts the backfill of the day's
 * orders; then, at a pace a person can follow, the shop sends new orders and shipped orders as Shopify's
 * signed webhooks, and EasyPost its signed scans of the parcels; last, it looks some orders up as a shopper
 * would and says what to try. Time passes only through `pause` and instants come from `now`, so a test
 * runs it against a test server, its workers run in the pauses, in no time.
 */
import { DEMO_PEOPLE } from '../demo/demo-people';
import { signatureFor } from '../modules/ingest/webhooks';
import {
  DEMO_SHOP,
  type DemoShop,
  isProtected,
  itemCount,
  NEW_ORDERS,
  PAST_ORDERS,
  type Parcel,
  type ParcelProgress,
} from './demo-shop';
import type { ShopifyRestOrder } from './shopify-orders';

export const DEMO_STORE_ID = 'aurora';
const EASYPOST_WEBHOOK_SECRET = 'easypost-demo-webhook-secret';
const OWNER = DEMO_PEOPLE.find((person) => person.grant.role === 'account_owner') as (typeof DEMO_PEOPLE)[0];
const SESSION_COOKIE = 'op_console.session_token';
/** How often the demo reads the connections while it waits for the server's workers, and for how long. */
const POLL_MS = 1000;
const MAX_POLLS = 120;

/** Something the newcomer must fix before the demo can run; its message says what. */
export class DemoError extends Error {
  override name = 'DemoError';
}

export interface ShopifyDemoOptions {
  /** Where the demo calls the server, e.g. http://127.0.0.1:3000. */
  apiOrigin: string;
  /** Where a person opens it in a browser (http://localhost:3000); the API's origin unless given. */
  browserOrigin?: string;
  shop: DemoShop;
  now: () => Date;
  /** Waits `ms`: real time in the script, a test's clock and workers in a test. */
  pause: (ms: number) => Promise<void>;
  say: (line: string) => void;
  /** The time between two events of the live part; about a minute in all by default. */
  stepMs?: number;
  /** The time given to open the console before the shop connects. */
  headStartMs?: number;
}

/** An order the demo ends on, as a shopper's lookup finds it. */
export interface LookedUp {
  orderNumber: string;
  email: string;
  what: string;
  protected: boolean;
  /** Each shipment's status and whether a claim may be filed on it now. */
  shipments: { status: string | null; eligibilityCode: string | null; eligibleAt: string | null }[];
}

export interface ShopifyDemoResult {
  ordersSent: number;
  scansSent: number;
  lookedUp: LookedUp[];
}

interface ListedConnection {
  id: string;
  platform: string;
  webhookUrl: string;
  pending: number;
  failed: number;
  lastFailure: string | null;
  backfill: { status: string; ordersDone: number; ordersTotal: number | null; error: string | null } | null;
}

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

export async function runShopifyDemo(options: ShopifyDemoOptions): Promise<ShopifyDemoResult> {
  const { apiOrigin, shop, now, pause, say } = options;
  const browserOrigin = options.browserOrigin ?? apiOrigin;
  const stepMs = options.stepMs ?? 2_700;
  let cookie = '';

  const call = async (method: string, path: string, json?: unknown): Promise<Answer> => {
    let answer: Response;
    try {
      answer = await fetch(`${apiOrigin}/api/${path}`, {
        method,
        headers: {
          origin: apiOrigin,
          ...(cookie === '' ? {} : { cookie }),
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
    } catch (error) {
      const cause =
        error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw new DemoError(`The server at ${apiOrigin} does not answer (${cause}): is it running?`);
    }
    const text = await answer.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: answer.status, body, headers: answer.headers };
  };
  const expectStatus = (answer: Answer, status: number, doing: string) => {
    if (answer.status === status) return answer.body;
    const message =
      (answer.body as { message?: string } | null)?.message ?? String(answer.body).slice(0, 200);
    throw new DemoError(`${doing} failed: the server answered ${answer.status} (${message}).`);
  };
  const staffPath = (path: string) => `staff/stores/${DEMO_STORE_ID}/${path}`;
  const connections = async () =>
    expectStatus(
      await call('GET', staffPath('connections')),
      200,
      'Reading the connections',
    ) as ListedConnection[];

  const consoleUrl = `${browserOrigin}/console/settings/${DEMO_STORE_ID}/connections`;

  // 1. Signed in as the owner, as the console signs in.
  const signedIn = await call('POST', 'staff/auth/sign-in/email', {
    email: OWNER.email,
    password: OWNER.password,
  });
  if (signedIn.status !== 200) {
    throw new DemoError(
      `Signing in as ${OWNER.email} failed (${signedIn.status}): the demo needs the demo data, which the ` +
        'first start of a new data directory loads (DEMO_DATA=auto). Try a fresh DATA_DIR.',
    );
  }
  const session = signedIn.headers.getSetCookie().find((header) => header.startsWith(`${SESSION_COOKIE}=`));
  cookie = session?.split(';')[0] ?? '';
  say(`Watch the connections: ${consoleUrl}`);
  say(`  signed in as ${OWNER.email} / ${OWNER.password}`);
  if (options.headStartMs) {
    say(`The shop connects in ${Math.round(options.headStartMs / 1000)} seconds.`);
    await pause(options.headStartMs);
  }

  // 2. The store's Shopify connection, whose webhooks the server subscribes on the shop.
  const shopify = expectStatus(
    await call('PUT', staffPath('connections/shopify'), {
      shopDomain: DEMO_SHOP.domain,
      clientSecret: DEMO_SHOP.clientSecret,
      accessToken: DEMO_SHOP.accessToken,
    }),
    200,
    'Connecting Aurora Outfitters to the Shopify stand-in',
  ) as ListedConnection;
  const subscribed = shop.standIn.webhooks.filter((webhook) => webhook.address === shopify.webhookUrl);
  if (subscribed.length === 0) {
    throw new DemoError(
      `The server did not subscribe its webhooks on the stand-in shop${shopify.lastFailure ? ` (${shopify.lastFailure})` : ''}: ` +
        `it must run with SHOPIFY_API_ORIGIN=${shop.standIn.origin}.`,
    );
  }
  say(`Connected Shopify (${DEMO_SHOP.domain}): the server subscribed ${subscribed.length} webhooks`);
  say(`  to ${shopify.webhookUrl}`);

  // 3. The day's orders read from the shop's Admin API by the server's backfill worker.
  const started = await call('POST', staffPath(`connections/${shopify.id}/backfill`));
  if (started.status === 409) say('A backfill is already under way: waiting for it.');
  else expectStatus(started, 202, 'Starting the backfill');
  let reported = -1;
  const backfill = await waitFor('the backfill', async () => {
    const state = (await connections()).find((listed) => listed.id === shopify.id)?.backfill ?? null;
    if (state !== null && state.ordersDone !== reported && state.ordersTotal !== null) {
      reported = state.ordersDone;
      say(`Backfill: ${state.ordersDone} of ${state.ordersTotal} orders read from the shop`);
    }
    return state?.status === 'done' || state?.status === 'failed' ? state : null;
  });
  if (backfill.status === 'failed')
    throw new DemoError(`The backfill failed: ${backfill.error ?? 'no reason given'}.`);

  // 4. The store's EasyPost tracking webhook, which the carrier's scans come to.
  const easypost = expectStatus(
    await call('PUT', staffPath('connections/easypost'), { webhookSecret: EASYPOST_WEBHOOK_SECRET }),
    200,
    'Connecting EasyPost',
  ) as ListedConnection;
  say(`Connected EasyPost: its scans go to ${easypost.webhookUrl}`);

  // 5. The live part: new orders, orders shipped, parcels scanned.
  const events = liveEvents(shop);
  say(`Now ${events.length} events over about ${Math.round((events.length * stepMs) / 1000)} seconds:`);
  let ordersSent = 0;
  let scansSent = 0;
  for (const event of events) {
    await pause(stepMs);
    const at = now();
    const time = at.toISOString().slice(11, 19);
    if (event.kind === 'scan') {
      const body = JSON.stringify(shop.scan(event.parcel, event.progress, at));
      const answer = await fetch(easypost.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hmac-signature': signatureFor('easypost', body, EASYPOST_WEBHOOK_SECRET),
        },
        body,
      });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new DemoError(`EasyPost's scan was answered ${answer.status}.`);
      scansSent += 1;
      const order = shop.order(event.parcel.index);
      say(`  ${time}  EasyPost: ${order.name as string}'s parcel is ${PROGRESS_WORDS[event.progress]}`);
      continue;
    }
    const order = event.kind === 'placed' ? shop.place(event.n, at) : shop.ship(event.index, at);
    const topic = event.kind === 'placed' ? 'orders/create' : 'orders/updated';
    const statuses = await shop.standIn.deliver(topic, order, { triggeredAt: at });
    if (!statuses.every((status) => status === 200)) {
      throw new DemoError(`Shopify's ${topic} webhook was answered ${statuses.join(', ') || 'by nobody'}.`);
    }
    ordersSent += 1;
    say(`  ${time}  Shopify ${topic}: ${describeOrder(order, event.kind)}`);
  }

  // 6. Everything applied, then looked up as a shopper would.
  await waitFor('the deliveries to be applied', async () => {
    const listed = await connections();
    return listed.every((connection) => connection.pending === 0) ? listed : null;
  });
  const failures = (await connections()).filter((connection) => connection.failed > 0);
  for (const failed of failures) {
    say(`${failed.platform}: ${failed.failed} deliveries failed; the last: ${failed.lastFailure ?? '?'}`);
  }
  const lookedUp: LookedUp[] = [];
  for (const [index, what] of ordersToTry(shop)) {
    const order = shop.order(index);
    const email = order.email as string;
    const found = await call(
      'GET',
      `order-lookup?email=${encodeURIComponent(email)}&order=${encodeURIComponent(order.name as string)}`,
    );
    const body = expectStatus(found, 200, `Looking up ${order.name as string}`) as {
      orderNumber: string;
      protected: boolean;
      fulfillments: { fulfillmentStatus?: string; eligibilityCode?: string; eligibleAt?: string }[];
    };
    lookedUp.push({
      orderNumber: body.orderNumber,
      email,
      what,
      protected: body.protected,
      shipments: body.fulfillments.map((shipment) => ({
        status: shipment.fulfillmentStatus ?? null,
        eligibilityCode: shipment.eligibilityCode ?? null,
        eligibleAt: shipment.eligibleAt ?? null,
      })),
    });
  }

  say('');
  say(
    `Done: ${PAST_ORDERS} orders backfilled, ${ordersSent} webhooks from Shopify, ${scansSent} scans from EasyPost.`,
  );
  say(`Connections and their health: ${consoleUrl}`);
  say(`Look these up as a shopper on ${browserOrigin}/start:`);
  for (const order of lookedUp)
    say(`  ${order.orderNumber.padEnd(6)} ${order.email.padEnd(38)} ${summary(order)}`);
  return { ordersSent, scansSent, lookedUp };

  /** Reads until `ready` answers something, waiting between reads; a clear error when it never does. */
  async function waitFor<T>(what: string, ready: () => Promise<T | null>): Promise<T> {
    for (let polls = 0; polls < MAX_POLLS; polls += 1) {
      const value = await ready();
      if (value !== null) return value;
      await pause(POLL_MS);
    }
    throw new DemoError(
      `Still waiting for ${what} after ${(MAX_POLLS * POLL_MS) / 1000} seconds: does the server run its workers (OUTBOX_WORKER=on)?`,
    );
  }
}

type LiveEvent =
  | { kind: 'placed'; n: number }
  | { kind: 'shipped'; index: number }
  | { kind: 'scan'; parcel: Parcel; progress: ParcelProgress };

const PROGRESS_WORDS: Record<ParcelProgress, string> = {
  in_transit: 'in transit',
  out_for_delivery: 'out for delivery',
  delivered: 'delivered',
};

/** New orders, with the shipments and the scans between them; a parcel's scans in the order they happen. */
function liveEvents(shop: DemoShop): LiveEvent[] {
  const scans: LiveEvent[] = [];
  const steps: ParcelProgress[] = ['in_transit', 'out_for_delivery', 'delivered'];
  for (const step of steps) {
    for (const parcel of shop.parcels) {
      if (parcel.goesTo !== null && steps.indexOf(parcel.goesTo) >= steps.indexOf(step)) {
        scans.push({ kind: 'scan', parcel, progress: step });
      }
    }
  }
  const others: LiveEvent[] = [...scans];
  shop.toShip.forEach((index, position) => {
    others.splice(Math.min(others.length, 2 + position * 3), 0, { kind: 'shipped', index });
  });
  const events: LiveEvent[] = [];
  for (let n = 0; n < Math.max(NEW_ORDERS, others.length); n += 1) {
    if (n < NEW_ORDERS) events.push({ kind: 'placed', n });
    const other = others[n];
    if (other !== undefined) events.push(other);
  }
  return events;
}

function describeOrder(order: ShopifyRestOrder, kind: 'placed' | 'shipped'): string {
  const name = order.name as string;
  if (kind === 'shipped') {
    const [fulfillment] = order.fulfillments as { tracking_company: string; tracking_number: string }[];
    return `${name} shipped, ${fulfillment?.tracking_company} ${fulfillment?.tracking_number}`;
  }
  const items = itemCount(order);
  return `new order ${name}, ${items} item${items === 1 ? '' : 's'}, ${isProtected(order) ? 'protected' : 'not protected'}`;
}

/** The orders worth looking up at the end, and what each shows. */
function ordersToTry(shop: DemoShop): [number, string][] {
  const byProgress = (progress: ParcelProgress) => shop.parcels.find((parcel) => parcel.goesTo === progress);
  const tried: [number | undefined, string][] = [
    [byProgress('delivered')?.index, 'delivered just now'],
    [byProgress('out_for_delivery')?.index, 'out for delivery'],
    [PAST_ORDERS, 'placed during the demo'],
  ];
  const unprotected = Array.from({ length: PAST_ORDERS }, (_, index) => index).find(
    (index) => !isProtected(shop.order(index)),
  );
  tried.push([unprotected, 'bought without protection']);
  return tried.filter((entry): entry is [number, string] => entry[0] !== undefined);
}

const ELIGIBILITY_WORDS: Record<string, string> = {
  eligible: 'a claim may be filed',
  too_soon: 'too soon to claim',
  not_shipped: 'not shipped yet',
  expired: 'past the claim window',
  already_claimed: 'already claimed',
};

function summary(order: LookedUp): string {
  const shipments = order.shipments.map((shipment) => {
    const words = ELIGIBILITY_WORDS[shipment.eligibilityCode ?? ''] ?? shipment.eligibilityCode ?? '?';
    const from =
      shipment.eligibilityCode === 'too_soon' && shipment.eligibleAt
        ? ` (claims open ${shipment.eligibleAt.slice(0, 10)})`
        : '';
    return `${(shipment.status ?? 'no status').toLowerCase().replaceAll('_', ' ')}: ${words}${from}`;
  });
  const shipped = shipments.length === 0 ? 'not shipped yet' : shipments.join('; ');
  return `${order.what}; ${shipped}${order.protected ? '' : ' (not protected: no claim)'}`;
}
