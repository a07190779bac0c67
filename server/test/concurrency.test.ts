/**
 * Parallel and retried submissions: never more units claimed than ordered, never two claims for one
 * retried submission. On one process per driver, and on two server processes sharing one PostgreSQL and
 * one media bucket (an S3 protocol server in the test).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Claim, UploadResponse } from '@orderprotection/domain';
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimItems, claims, orders } from '../src/db/schema';
import {
  lookUp,
  PNG_BYTES,
  type SeededOrder,
  seed,
  seedOrder,
  submission,
  testStore,
} from './support/fixtures';
import { DRIVERS, daysBefore, startTestServer, TEST_SECRET, type TestServer } from './support/harness';
import { type Answer, call } from './support/http';
import { startS3Server, type TestS3Server } from './support/s3';
import { type ServerProcess, startServerProcess } from './support/server-process';

async function unitsClaimed(server: TestServer, seeded: SeededOrder): Promise<number> {
  const [row] = await server.db
    .select({ units: sum(claimItems.quantity) })
    .from(claimItems)
    .innerJoin(claims, eq(claims.id, claimItems.claimId))
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .where(eq(orders.sourceOrderId, seeded.orderId));
  return Number(row?.units ?? 0);
}

function statuses(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe.each(DRIVERS)('parallel submissions on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
    await seed(server, { stores: [testStore()] });
  });
  afterAll(() => server.close());

  it('never claims more units than were ordered', async () => {
    const seeded = await seedOrder(server);
    const { token } = await lookUp(server, seeded);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        call(server, 'POST', `claims/${seeded.orderId}`, {
          json: submission(seeded, [{ item: 'mug', quantity: 1, details: `unit ${index}` }]),
          token,
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: 3, 422: 9 });
    expect(await unitsClaimed(server, seeded)).toBe(3);
    const numbers = answers
      .filter((answer) => answer.status === 201)
      .map((answer) => Number(Claim.parse(answer.body).claimNumber));
    expect(new Set(numbers).size).toBe(3);
  });

  it('files one claim for parallel retries of the same submission', async () => {
    const seeded = await seedOrder(server);
    const { token } = await lookUp(server, seeded);
    const body = submission(seeded, [{ item: 'mug', quantity: 2 }], { idempotencyKey: 'double-click-1' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(server, 'POST', `claims/${seeded.orderId}`, { json: body, token }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 7, 201: 1 });
    expect(new Set(answers.map((answer) => Claim.parse(answer.body).id)).size).toBe(1);
    expect(await unitsClaimed(server, seeded)).toBe(2);
  });
});

const SERVER_DIRECTORY = fileURLToPath(new URL('..', import.meta.url));
const FROZEN_CLOCK = fileURLToPath(new URL('./support/frozen-clock.mjs', import.meta.url));

describe('two server processes on one PostgreSQL and one bucket', () => {
  let server: TestServer;
  let dataDir: string;
  let s3: TestS3Server;
  let processes: ServerProcess[] = [];
  beforeAll(async () => {
    server = await startTestServer('postgres');
    await seed(server, { stores: [testStore()] });
    dataDir = await mkdtemp(join(tmpdir(), 'op-processes-'));
    s3 = await startS3Server(join(dataDir, 's3'));
    const environment = {
      DATABASE_URL: server.databaseUrl ?? '',
      SIGNING_SECRET: TEST_SECRET,
      MEDIA_STORAGE: 's3',
      S3_BUCKET: s3.config.bucket,
      S3_REGION: s3.config.region,
      S3_ENDPOINT: s3.config.endpoint ?? '',
      S3_ACCESS_KEY_ID: s3.config.credentials?.accessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: s3.config.credentials?.secretAccessKey ?? '',
      S3_FORCE_PATH_STYLE: 'true',
    };
    // One stopped clock for both processes (see the lookup limits below).
    const frozenClock = { FROZEN_CLOCK_AT: String(Date.now()) };
    processes = await Promise.all(
      ['a', 'b'].map((name) =>
        startServerProcess(
          { ...environment, ...frozenClock, DATA_DIR: join(dataDir, name) },
          { nodeOptions: ['--import', FROZEN_CLOCK] },
        ),
      ),
    );
  });
  afterAll(async () => {
    await Promise.all(processes.map((child) => child.stop()));
    await s3.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('never claims more units than were ordered, whichever process answers', async () => {
    const now = new Date();
    const seeded = await seedOrder(server, {
      fulfillments: [
        {
          sourceFulfillmentId: 'F1',
          fulfillmentStatus: 'DELIVERED',
          deliveredAt: daysBefore(5, now),
          items: [{ item: 'mug', quantity: 3 }],
        },
      ],
    });
    const [first, second] = processes;
    if (first === undefined || second === undefined) throw new Error('Two processes were not started');
    const { token } = await lookUp(first, seeded);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        call(index % 2 === 0 ? first : second, 'POST', `claims/${seeded.orderId}`, {
          json: submission(seeded, [{ item: 'mug', quantity: 1, details: `unit ${index}` }]),
          token,
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: 3, 422: 13 });
    expect(await unitsClaimed(server, seeded)).toBe(3);
  });

  it('serves a file uploaded to one process from the other, and takes each upload URL once across both', async () => {
    const seeded = await seedOrder(server);
    const [first, second] = processes;
    if (first === undefined || second === undefined) throw new Error('Two processes were not started');
    const { token } = await lookUp(first, seeded);
    const sign = async () => {
      const answer = await call(first, 'POST', 'media/uploads', {
        json: { mediaType: 'CLAIM', contentType: 'image/png', filename: 'shared.png' },
        token,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return UploadResponse.parse(answer.body);
    };
    /** The same path and signature, sent to `target`. */
    const on = (target: ServerProcess, link: string) => {
      const url = new URL(link);
      return `${target.origin}${url.pathname}${url.search}`;
    };
    const put = (url: string) =>
      call(first, 'PUT', url, { body: PNG_BYTES, headers: { 'content-type': 'image/png' } });

    const upload = await sign();
    expect((await put(on(second, upload.signedUrl ?? ''))).status).toBe(200);
    for (const target of [first, second]) {
      const download = await fetch(on(target, upload.downloadLink));
      expect(download.status).toBe(200);
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG_BYTES);
    }
    expect(await stat(s3.pathOf(upload.fileName))).toMatchObject({ size: PNG_BYTES.length });

    const once = await sign();
    const answers = await Promise.all(
      [first, second, first, second].map((target) => put(on(target, once.signedUrl ?? ''))),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 3 });
  });

  it('agrees on retries and on lookup limits across processes', async () => {
    const seeded = await seedOrder(server, {
      fulfillments: [
        {
          sourceFulfillmentId: 'F1',
          fulfillmentStatus: 'DELIVERED',
          deliveredAt: daysBefore(5, new Date()),
          items: [{ item: 'mug', quantity: 3 }],
        },
      ],
    });
    const [first, second] = processes;
    if (first === undefined || second === undefined) throw new Error('Two processes were not started');
    const { token } = await lookUp(second, seeded);
    const body = submission(seeded, [{ item: 'mug', quantity: 1 }], { idempotencyKey: 'cross-process-1' });
    const answers = await Promise.all(
      [first, second, first, second].map((target) =>
        call(target, 'POST', `claims/${seeded.orderId}`, { json: body, token }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 3, 201: 1 });

    // Without a trusted proxy both processes see 127.0.0.1: of parallel wrong lookups of one order, split
    // between the processes, exactly the limit (10 a minute per client and order number) are answered,
    // wherever they land. The processes count in one-minute windows of their clock, which is stopped
    // (support/frozen-clock.mjs), so the attempts all fall in one window.
    const failures = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        call(index % 2 === 0 ? first : second, 'GET', 'order-lookup', {
          query: { email: `guess${index}@example.com`, order: seeded.orderNumber },
        }),
      ),
    );
    expect(statuses(failures)).toEqual({ 404: 10, 429: 30 });
    for (const target of [first, second]) {
      expect(
        (
          await call(target, 'GET', 'order-lookup', {
            query: { email: seeded.email, order: seeded.orderNumber },
          })
        ).status,
      ).toBe(429);
    }
  });

  it('stops cleanly on SIGTERM, and refuses to start with a bad setting, naming it', async () => {
    const extra = await startServerProcess({
      DATABASE_URL: server.databaseUrl ?? '',
      DATA_DIR: join(dataDir, 'c'),
    });
    expect(await extra.stop()).toBe(0);
    const bad = spawn(
      process.execPath,
      ['--conditions=@orderprotection/source', '--import', 'tsx', 'src/main.ts'],
      {
        cwd: SERVER_DIRECTORY,
        env: { ...process.env, PORT: 'eighty', DATA_DIR: join(dataDir, 'd') },
      },
    );
    let errors = '';
    bad.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => bad.once('exit', resolve));
    expect(code).toBe(1);
    expect(errors).toContain('PORT: Expected a whole number');
  });
});
