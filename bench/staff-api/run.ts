/**
 * The staff API under load (issue 10, part 4). A benchmark: it prints figures and asserts nothing.
 *
 * A throwaway PostgreSQL 15 cluster is seeded with 100,000 claims over 50 stores (each with its order,
 * line, shipment and first event), written by SQL in a few statements. The app (`createApp`, what
 * `npm start` serves) runs as a child process on core 0 with PostgreSQL; wrk loads it from core 1 with the
 * session cookie of a signed-in person: an OrderProtection support agent, who reaches every store (the
 * largest queue), and a store admin of one store. Endpoints: the queue's first page with its counts, a
 * filtered search, and a claim's detail.
 *
 *   npm run bench:staff-api
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ClaimStatus, ImportData, lifecycleStateOfStatus } from '@orderprotection/domain';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/database';
import { importData } from '../../server/src/modules/data-import/import';
import { localDiskStorage } from '../../server/src/modules/media/storage';
import { createAuth, createPerson } from '../../server/src/modules/people/auth';
import { grantRole } from '../../server/src/modules/people/grants';
import { createSigner } from '../../server/src/security/tokens';
import { freePort, type PostgresCluster, startPostgresCluster } from '../../server/test/support/postgres';
import {
  ensureLoadTools,
  LOAD_CORE,
  median,
  pinPostgres,
  type Sample,
  SERVER_CORE,
  wrk,
} from '../support/load';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const CLAIMS = 100_000;
const STORES = 50;
const ROUNDS = 3;
const ROUND_SECONDS = 4;
const WARMUP_SECONDS = 2;
const CONNECTIONS = 16;
const GOAL_P99_MS = 50;
const SECRET = 'bench-signing-secret-that-is-long-enough-0123456789';
const PASSWORD = 'bench-person-password';

const children = new Set<ChildProcess>();
const temporary: string[] = [];
let cluster: PostgresCluster | undefined;

async function cleanUp(): Promise<void> {
  for (const child of children) child.kill('SIGKILL');
  children.clear();
  await cluster?.stop();
  cluster = undefined;
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.stderr.write(`\n${signal}: stopping the server and removing temporary files\n`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** Every status with the facets the domain gives it, as SQL rows; claim g takes status g % 14. */
function statusRows(): string {
  return ClaimStatus.options
    .map((status, index) => {
      const state = lifecycleStateOfStatus(status);
      const text = (value: string | null) => (value === null ? 'NULL::text' : `'${value}'`);
      return `(${index}, '${status}', ${text(state.decision)}, ${state.resolutionCarriedOut}, ${text(state.waitingOn)})`;
    })
    .join(',\n      ');
}

async function seed(url: string): Promise<void> {
  const database = await openDatabase({ driver: 'postgres', url, poolSize: 2 });
  try {
    const { db } = database;
    // One store through the import, so its branding, settings and policy are what the app writes; the
    // 50 stores copy them.
    await importData(
      db,
      ImportData.parse({ stores: [{ id: 'template', name: 'Template', domains: ['template.example'] }] }),
      {
        storage: localDiskStorage(join(tmpdir(), 'op-bench-unused')),
        signer: createSigner(SECRET),
        now: new Date(),
        readAttachment: () => Promise.reject(new Error('no attachments')),
      },
    );
    const statements = [
      sql.raw(
        `INSERT INTO accounts (id, name) SELECT 'account-' || a, 'Account ' || a FROM generate_series(1, ${STORES / 2}) a`,
      ),
      sql.raw(`INSERT INTO stores (id, name, account_id, currency, branding, settings, policy, claim_counter)
        SELECT 'store-' || s, 'Store ' || s, 'account-' || ((s - 1) / 2 + 1), t.currency, t.branding, t.settings, t.policy, ${CLAIMS / STORES}
        FROM generate_series(1, ${STORES}) s, stores t WHERE t.id = 'template'`),
      sql.raw(`INSERT INTO orders (id, store_id, source_order_id, order_number, order_number_key, customer_email, email_key,
          customer_name, currency, exchange_rate, subtotal, shipping, shipping_tax, tax, total, discount_total, protected,
          is_one_time_appeasement, shipping_address, placed_at)
        SELECT 'o' || g, 'store-' || (g % ${STORES} + 1), 'src-' || g, (100000 + g)::text, (100000 + g)::text,
          'shopper' || g || '@example.com', 'shopper' || g || '@example.com', 'Shopper ' || g, 'USD', 1, 50, 5, 0, 4, 59, 0,
          true, false, '{"firstName":"Ada","lastName":"Shopper","address1":"1 Main St","city":"Springfield","countryCode":"US"}',
          now() - (g % 365) * interval '1 day'
        FROM generate_series(1, ${CLAIMS}) g`),
      sql.raw(`INSERT INTO order_items (id, order_id, position, source_item_id, product_name, sku, price, discount, tax,
          quantity, refunded_quantity, display)
        SELECT 'oi' || g, 'o' || g, 0, 'item', 'Product ' || (g % 500), 'SKU-' || g, 25, 0, 2, 2, 0, '{}'
        FROM generate_series(1, ${CLAIMS}) g`),
      sql.raw(`INSERT INTO fulfillments (id, order_id, position, source_fulfillment_id, status, tracking_company,
          tracking_numbers, tracking_urls, shipped_at, delivered_at, lines)
        SELECT 'f' || g, 'o' || g, 0, 'F1', 'DELIVERED', 'UPS', jsonb_build_array('1Z' || g), '[]',
          now() - (g % 365 + 5) * interval '1 day', now() - (g % 365 + 2) * interval '1 day',
          '[{"item":"item","quantity":2}]'
        FROM generate_series(1, ${CLAIMS}) g`),
      sql.raw(`INSERT INTO claims (id, link_token_hash, store_id, order_id, claim_number, source_order_id,
          source_order_number, claim_state, decision, resolution_carried_out, waiting_on, version, claim_type,
          requested_resolution, original_shipping_address, is_ota, author_name, author_email, currency, store_credits,
          item_count, claimed_value, created_at, updated_at)
        WITH statuses (i, status, decision, carried, waiting) AS (VALUES
      ${statusRows()})
        SELECT 'c' || g, md5('c' || g), 'store-' || (g % ${STORES} + 1), 'o' || g, g / ${STORES} + 1, 'src-' || g,
          (100000 + g)::text, s.status, s.decision, s.carried, s.waiting, 1, 'DAMAGED', 'REFUND', NULL, false,
          'Shopper ' || g, 'shopper' || g || '@example.com', 'USD', '[]', 1, 27, now() - (g % 365) * interval '1 day' + g * interval '1 ms',
          now()
        FROM generate_series(1, ${CLAIMS}) g JOIN statuses s ON s.i = g % ${ClaimStatus.options.length}`),
      sql.raw(`INSERT INTO claim_items (id, claim_id, position, name, sku, quantity, claim_type, source_item_id,
          source_fulfillment_id, resolution_requested, credit_store, order_item)
        SELECT 'ci' || g, 'c' || g, 0, 'Product ' || (g % 500), 'SKU-' || g, 1, 'DAMAGED', 'item', 'F1', 'REFUND', false,
          '{"price":25,"discount":0,"tax":2,"quantity":2,"refundedQuantity":0}'
        FROM generate_series(1, ${CLAIMS}) g`),
      sql.raw(`INSERT INTO claim_events (id, claim_id, move, from_status, to_status, actor_kind, actor_id, at)
        SELECT 'e' || c.id, c.id, 'file', NULL, c.claim_state, 'customer', NULL, c.created_at FROM claims c`),
      sql.raw('ANALYZE'),
    ];
    for (const statement of statements) await db.execute(statement);
    const auth = createAuth({
      db,
      secret: SECRET,
      publicUrl: undefined,
      mailer: { describe: 'none', send: () => Promise.resolve() },
    });
    const agent = await createPerson(auth, {
      email: 'agent@bench.example',
      name: 'Agent',
      password: PASSWORD,
    });
    await grantRole(db, agent, { role: 'orderprotection_support' });
    const admin = await createPerson(auth, {
      email: 'admin@bench.example',
      name: 'Admin',
      password: PASSWORD,
    });
    await grantRole(db, admin, { role: 'store_admin', storeId: 'store-7' });
  } finally {
    await database.close();
  }
}

async function startServer(
  environment: Record<string, string>,
): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    'taskset',
    [
      '-c',
      SERVER_CORE,
      process.execPath,
      '--conditions=@orderprotection/source',
      '--import',
      'tsx',
      join(repositoryRoot, 'bench/api/server.ts'),
    ],
    {
      cwd: repositoryRoot,
      env: { ...process.env, ...environment, BENCH_MODE: 'app', PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  children.add(child);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the server exited');
    if (
      await fetch(`http://127.0.0.1:${port}/api/staff/me`).then(
        () => true,
        () => false,
      )
    )
      return { port, child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer within 120 s');
}

async function sessionCookie(port: number, email: string): Promise<string> {
  const origin = `http://127.0.0.1:${port}`;
  const answer = await fetch(`${origin}/api/staff/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = answer.headers
    .getSetCookie()
    .find((header) => header.startsWith('op_console.session_token='));
  if (!answer.ok || cookie === undefined) throw new Error(`sign-in of ${email} answered ${answer.status}`);
  return cookie.split(';')[0] ?? '';
}

async function main(): Promise<void> {
  const started = Date.now();
  await ensureLoadTools();
  const root = await mkdtemp(join(tmpdir(), 'op-bench-staff-'));
  temporary.push(root);
  cluster = await startPostgresCluster();
  await pinPostgres(Number(new URL(cluster.url).port));
  process.stderr.write(`Seeding ${CLAIMS.toLocaleString('en')} claims over ${STORES} stores...\n`);
  const seedStarted = Date.now();
  await seed(cluster.url);
  process.stderr.write(`  seeded in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s\n`);
  const server = await startServer({
    DATABASE_URL: cluster.url,
    SIGNING_SECRET: SECRET,
    DEMO_DATA: 'off',
    DATA_DIR: join(root, 'data'),
  });
  const agent = await sessionCookie(server.port, 'agent@bench.example');
  const admin = await sessionCookie(server.port, 'admin@bench.example');
  const base = `http://127.0.0.1:${server.port}/api/staff`;
  const endpoints: { name: string; url: string; cookie: string }[] = [
    { name: 'queue, all stores (agent)', url: `${base}/claims?tab=needs_action`, cookie: agent },
    { name: 'queue, one store (admin)', url: `${base}/claims?tab=needs_action`, cookie: admin },
    {
      name: 'search: store + order no.',
      url: `${base}/claims?storeId=store-8&q=${100000 + 57}`,
      cookie: agent,
    },
    { name: 'search: email, all stores', url: `${base}/claims?q=shopper4242%40example.com`, cookie: agent },
    {
      name: 'filter: status + value',
      url: `${base}/claims?status=APPROVED&valueMin=10&sort=oldest`,
      cookie: agent,
    },
    { name: 'claim detail', url: `${base}/claims/c4242`, cookie: agent },
  ];
  const results: { name: string; samples: Sample[] }[] = [];
  for (const endpoint of endpoints) {
    const options = { connections: CONNECTIONS, headers: { cookie: endpoint.cookie } };
    await wrk(endpoint.url, { ...options, seconds: WARMUP_SECONDS });
    const samples: Sample[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const sample = await wrk(endpoint.url, { ...options, seconds: ROUND_SECONDS });
      samples.push(sample);
      process.stderr.write(
        `  ${endpoint.name} round ${round}: ${sample.rps.toFixed(0)} req/s, p50 ${sample.p50Ms.toFixed(1)} ms, p99 ${sample.p99Ms.toFixed(1)} ms${sample.errors > 0 ? `, ${sample.errors} errors` : ''}\n`,
      );
    }
    results.push({ name: endpoint.name, samples });
  }
  const lines = [
    '',
    `Staff API benchmark: PostgreSQL 15 with ${CLAIMS.toLocaleString('en')} claims over ${STORES} stores; wrk -t1 -c${CONNECTIONS}, ` +
      `${ROUNDS} rounds of ${ROUND_SECONDS} s, server and PostgreSQL on core ${SERVER_CORE}, wrk on core ${LOAD_CORE} (medians of the rounds)`,
    '',
    `${'endpoint'.padEnd(28)}${'req/s'.padStart(8)}${'p50'.padStart(10)}${'p99'.padStart(10)}  goal p99 < ${GOAL_P99_MS} ms`,
  ];
  for (const { name, samples } of results) {
    const p99 = median(samples.map((sample) => sample.p99Ms));
    const errors = samples.reduce((sum, sample) => sum + sample.errors, 0);
    lines.push(
      `${name.padEnd(28)}${median(samples.map((sample) => sample.rps))
        .toFixed(0)
        .padStart(8)}` +
        `${`${median(samples.map((sample) => sample.p50Ms)).toFixed(1)} ms`.padStart(10)}` +
        `${`${p99.toFixed(1)} ms`.padStart(10)}  ${p99 < GOAL_P99_MS ? 'met' : `missed by ${(p99 - GOAL_P99_MS).toFixed(1)} ms`}` +
        `${errors > 0 ? `  (${errors} errors: not measured right)` : ''}`,
    );
  }
  lines.push('', `Took ${((Date.now() - started) / 1000).toFixed(0)} s.`, '');
  process.stdout.write(lines.join('\n'));
}

main()
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
