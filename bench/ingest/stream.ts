/**
 * What the delivery benchmarks (deliveries.ts, crash.ts) share: a shop's stream of Shopify order webhooks
 * made up in advance (bodies, ids and signatures ready, so that sending costs the sender next to nothing),
 * an open-loop sender, the server and the worker as child processes, and the store with its connection.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ImportData, type OrderInput } from '@orderprotection/domain';
import { SERVER_HEAP_FLAGS } from '../../scripts/start.mjs';
import type { Db } from '../../server/src/db/database';
import { madeUpShopifyOrder, type ShopifyOrderSet, shopTime } from '../../server/src/dev/shopify-orders';
import { importData } from '../../server/src/modules/data-import/import';
import { readDelivery } from '../../server/src/modules/ingest/apply';
import { type ConnectionRow, connect } from '../../server/src/modules/ingest/connections';
import type { InboxRow } from '../../server/src/modules/ingest/inbox';
import { SHOPIFY_HEADERS, signatureFor } from '../../server/src/modules/ingest/webhooks';
import { localDiskStorage } from '../../server/src/modules/media/storage';
import { createAuth, createPerson } from '../../server/src/modules/people/auth';
import { grantRole } from '../../server/src/modules/people/grants';
import { secretBox } from '../../server/src/security/secrets';
import { createSigner } from '../../server/src/security/tokens';
import { toCleanUp } from '../support/load';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

export const STORE = 'bench-store';
/** The floor writes the same orders into a store of its own, so that they are new to it too. */
export const FLOOR_STORE = 'floor-store';
export const SIGNING_SECRET = 'bench-signing-secret-that-is-long-enough-0123456789';
export const SECRETS_KEY = randomBytes(32);
export const SHOP = {
  shopDomain: 'bench.myshopify.com',
  clientSecret: `shpss_${randomBytes(16).toString('hex')}`,
  accessToken: `shpat_${randomBytes(16).toString('hex')}`,
};
export const ADMIN = { email: 'admin@bench.example', password: 'bench-person-password' };

/** Orders of the last five days: those placed more than two days before the newest have shipped. */
const ORDER_SET: ShopifyOrderSet = {
  count: 1_000_000,
  seed: 7,
  newest: new Date(Date.now() - 60 * 60 * 1000),
  spanDays: 5,
};
/** Of ten deliveries, seven create an order and three update one created earlier in the stream. */
const UPDATES_IN_TEN = 3;
/** How far back in the stream an update's order was created: applied by then, as a later change is. */
const UPDATE_DISTANCE = 40;

export interface Delivery {
  orderIndex: number;
  topic: 'orders/create' | 'orders/updated';
  webhookId: string;
  triggeredAt: string;
  body: Buffer;
  signature: string;
}

/**
 * `count` deliveries, creates of orders `firstOrder`, `firstOrder + 1`, ... with updates between them of
 * orders created a little earlier, each later than the order's last version (a later `updated_at`).
 */
export function makeDeliveries(count: number, firstOrder: number): Delivery[] {
  const deliveries: Delivery[] = [];
  const created: number[] = [];
  const versions = new Map<number, number>();
  for (let position = 0; position < count; position++) {
    const update = position % 10 >= 10 - UPDATES_IN_TEN && created.length > UPDATE_DISTANCE;
    const orderIndex = update
      ? (created[created.length - 1 - UPDATE_DISTANCE] as number)
      : firstOrder + created.length;
    if (!update) created.push(orderIndex);
    const version = (versions.get(orderIndex) ?? -1) + 1;
    versions.set(orderIndex, version);
    const order = madeUpShopifyOrder(ORDER_SET, orderIndex);
    const updatedAt = Date.parse(String(order.updated_at)) + version * 60_000;
    const body = Buffer.from(
      JSON.stringify({
        ...order,
        updated_at: shopTime(updatedAt),
        note: version === 0 ? null : `Changed ${version} times`,
      }),
    );
    deliveries.push({
      orderIndex,
      topic: update ? 'orders/updated' : 'orders/create',
      webhookId: randomUUID(),
      triggeredAt: new Date(updatedAt).toISOString(),
      body,
      signature: signatureFor('shopify', body, SHOP.clientSecret),
    });
  }
  return deliveries;
}

/** The store (and the floor's), its Shopify connection, and a store admin to read its health with. */
export async function seedStore(db: Db, mediaDir: string): Promise<ConnectionRow> {
  const now = new Date();
  await importData(
    db,
    ImportData.parse({
      stores: [
        { id: STORE, name: 'Bench', domains: [] },
        { id: FLOOR_STORE, name: 'Floor', domains: [] },
      ],
    }),
    {
      storage: localDiskStorage(mediaDir),
      signer: createSigner(SIGNING_SECRET),
      now,
      readAttachment: () => Promise.reject(new Error('no attachments')),
    },
  );
  const auth = createAuth({
    db,
    secret: SIGNING_SECRET,
    publicUrl: undefined,
    mailer: { describe: 'none', send: () => Promise.resolve() },
  });
  const admin = await createPerson(auth, { ...ADMIN, name: 'Admin' });
  await grantRole(db, admin, { role: 'store_admin', storeId: STORE });
  return connect(
    db,
    secretBox(SECRETS_KEY),
    { storeId: STORE, createdBy: null, now },
    {
      platform: 'shopify',
      account: SHOP.shopDomain,
      webhookSecret: SHOP.clientSecret,
      accessToken: SHOP.accessToken,
    },
  );
}

/** What the worker writes for each delivery, read and mapped as it reads them: the floor's input. */
export async function mappedOrders(
  connection: ConnectionRow,
  deliveries: Delivery[],
): Promise<{ sourceOrderId: string; order: OrderInput }[]> {
  const mapped = [];
  for (const delivery of deliveries) {
    const reading = await readDelivery(
      connection,
      { topic: delivery.topic, body: delivery.body.toString() } as InboxRow,
      undefined,
    );
    if (reading.kind !== 'order') throw new Error(`delivery ${delivery.webhookId} read as ${reading.kind}`);
    mapped.push({ sourceOrderId: reading.sourceOrderId, order: reading.order });
  }
  return mapped;
}

export interface Answer {
  /** HTTP status, or 0 when the request failed (refused, reset). */
  status: number;
  /** From when it was due to be sent to the whole answer, in ms. */
  latencyMs: number;
}

const NS_PER_MS = 1_000_000n;

/** POSTs one delivery to the connection's webhook URL as Shopify sends it. */
export function deliver(agent: Agent, origin: string, path: string, delivery: Delivery): Promise<number> {
  const url = new URL(path, origin);
  return new Promise((resolve) => {
    const call = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(delivery.body.byteLength),
          [SHOPIFY_HEADERS.hmac]: delivery.signature,
          [SHOPIFY_HEADERS.topic]: delivery.topic,
          [SHOPIFY_HEADERS.webhookId]: delivery.webhookId,
          [SHOPIFY_HEADERS.triggeredAt]: delivery.triggeredAt,
          'x-shopify-shop-domain': SHOP.shopDomain,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(0));
      },
    );
    call.on('error', () => resolve(0));
    call.end(delivery.body);
  });
}

/**
 * Sends `deliveries` at `perSecond`, open-loop: each is sent when it is due, whatever the earlier ones'
 * answers, with at most `connections` in flight (a delivery due while all are busy waits for one, and
 * that wait counts in its latency, which runs from when it was due). `onDue` is called with each
 * position before its delivery is sent, so a caller can act mid-stream.
 */
export async function sendOpenLoop(
  target: () => { origin: string; path: string },
  deliveries: Delivery[],
  {
    perSecond,
    connections,
    onDue,
  }: { perSecond: number; connections: number; onDue?: (position: number) => void },
): Promise<{ answers: Answer[]; seconds: number; lastAnswerAt: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const answers: Answer[] = new Array(deliveries.length);
  const pending: Promise<void>[] = [];
  const intervalNs = BigInt(Math.round(1e9 / perSecond));
  const started = process.hrtime.bigint();
  for (const [position, delivery] of deliveries.entries()) {
    const due = started + BigInt(position) * intervalNs;
    const wait = Number((due - process.hrtime.bigint()) / NS_PER_MS);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    onDue?.(position);
    const { origin, path } = target();
    pending.push(
      deliver(agent, origin, path, delivery).then((status) => {
        answers[position] = { status, latencyMs: Number(process.hrtime.bigint() - due) / 1e6 };
      }),
    );
  }
  const sentSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  await Promise.all(pending);
  agent.destroy();
  return { answers, seconds: sentSeconds, lastAnswerAt: Date.now() };
}

/** CPU seconds a process has used so far, user and system (/proc/<pid>/stat, in clock ticks of 1/100 s). */
export function cpuSeconds(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export interface NodeProcess {
  child: ChildProcess;
  output(): string;
  /** SIGTERM, a clean stop; answers when it has exited. */
  stop(): Promise<void>;
  /** SIGKILL: no chance to finish anything. */
  kill(): Promise<void>;
}

/**
 * An entry of the server (src/main.ts, the API with its workers; src/worker-cli.ts, the workers alone)
 * as `npm start -w server` and `npm run worker -w server` run them, with the V8 heap flags `npm start`
 * gives the server; answers once `ready` holds for what it has written.
 */
export async function startNode(
  entry: 'server/src/main.ts' | 'server/src/worker-cli.ts',
  environment: Record<string, string>,
  ready: (output: string) => boolean,
): Promise<NodeProcess> {
  const child = spawn(
    process.execPath,
    [
      ...SERVER_HEAP_FLAGS,
      '--conditions=@orderprotection/source',
      '--import',
      'tsx',
      join(repositoryRoot, entry),
    ],
    {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        DEMO_DATA: 'off',
        SIGNING_SECRET,
        SECRETS_KEY: SECRETS_KEY.toString('base64'),
        ...environment,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  toCleanUp.children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Only the start is kept: the request log lines that follow are written, as in production, and dropped.
  let output = '';
  let started = false;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not start:\n${output}`)), 180_000);
    const read = (chunk: Buffer) => {
      if (started) return;
      output += chunk.toString();
      if (ready(output)) {
        started = true;
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(() => reject(new Error(`${entry} exited:\n${output}`)));
  });
  const end = (signal: NodeJS.Signals) => {
    child.kill(signal);
    return exited.then(() => void toCleanUp.children.delete(child));
  };
  return { child, output: () => output, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}

/** The server's start: its JSON line saying it listens. */
export const listening = (output: string) => output.includes('"msg":"listening"');
/** The worker's start, in its own words. */
export const workerRunning = (output: string) => output.includes('inbox workers are running');
