/**
 * The console on 100,000 claims, in Chromium. A benchmark: it prints figures and the goals beside
 * them, and asserts nothing; `npm test` does not run it.
 *
 * The staff benchmark's data (bench/staff-api/seed.ts: 100,000 claims over 50 stores on a throwaway
 * PostgreSQL 15 cluster) behind the app (`createApp` with the console's build, as `npm start` serves it) on
 * core 0; Chromium on core 1, signed in as the seeded OrderProtection support agent (every store: the
 * largest queue). Each round opens /console/claims in a fresh browser context (an empty HTTP cache) and
 * times navigation start -> the first row shown, then picks another status in the queue's Status filter
 * and times the pick -> the new rows shown. Each time is split into the console's own work and the staff
 * API's claims call (request sent -> answer received), from Chromium's resource timing.
 *
 *   npm run bench:console
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type ClaimStatus, claimStatusLabel, queueTabStatuses } from '@orderprotection/domain';
import { type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { buildIfNeeded, consoleApp } from '../../scripts/start.mjs';
import { startPostgresCluster } from '../../server/test/support/postgres';
import { CLAIMS, PASSWORD, SECRET, STORES, seed } from '../staff-api/seed';
import { startAppServer } from '../support/app-server';
import { cleanUp, LOAD_CORE, median, pinPostgres, run, SERVER_CORE, toCleanUp } from '../support/load';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const ROUNDS = 5;
const GOALS = { firstRowsMs: 1000, filterChangeMs: 300 };
const ROW = 'tr.queue-row';
/** In-page: the claims the rows link to, in order. */
const claimsShown = `Array.from(document.querySelectorAll('${ROW} [data-claim-link]'), (link) => link.getAttribute('href')).join(' ')`;

/** One timed step, from its start in the page: when the claims call was sent and answered, and the rows shown. */
interface Timing {
  rowsMs: number;
  callSentMs: number;
  callAnsweredMs: number;
}

/** When the claims call was sent and answered, in the page's clock (ms since navigation start). */
async function callTimes(page: Page, request: Request): Promise<{ sent: number; answered: number }> {
  await request.response().then((response) => response?.finished());
  const timing = request.timing();
  const timeOrigin = Number(await page.evaluate('performance.timeOrigin'));
  const start = timing.startTime - timeOrigin;
  return { sent: start + timing.requestStart, answered: start + timing.responseEnd };
}

/**
 * In-page code, as text (this file is type-checked without the DOM): the page's clock once `selector` shows,
 * polled at every frame.
 */
const shownAt = (selector: string) =>
  `document.querySelector('${selector}') === null ? false : performance.now()`;

const isClaimsCall = (request: Request) => new URL(request.url()).pathname === '/api/staff/claims';

/** In-page: the paths of the files the page requested before `ms` (its clock). */
const requestedBefore = (ms: number) =>
  `performance.getEntriesByType('resource').filter((entry) => entry.startTime < ${ms}).map((entry) => new URL(entry.name).pathname)`;

/**
 * Opens the queue in a fresh context; answers the timing, the bytes of every same-origin file it loaded and
 * which of them were requested before the first row showed (the document always is).
 */
async function openQueue(
  context: BrowserContext,
  origin: string,
): Promise<{ page: Page; timing: Timing; files: { name: string; body: Buffer }[]; beforeRows: Set<string> }> {
  const page = await context.newPage();
  const loaded: Promise<{ name: string; body: Buffer } | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!response.url().startsWith(origin) || !['document', 'script', 'stylesheet', 'font'].includes(type)) {
      return;
    }
    loaded.push(
      response
        .body()
        .then((body) => ({ name: new URL(response.url()).pathname, body }))
        .catch(() => null),
    );
  });
  const claimsCall = page.waitForRequest(isClaimsCall, { timeout: 60_000 });
  await page.goto(`${origin}/console/claims`, { waitUntil: 'commit' });
  const rows = await page.waitForFunction(shownAt(ROW), null, { polling: 'raf', timeout: 60_000 });
  const rowsMs = Number(await rows.jsonValue());
  const beforeRows = new Set([
    '/console/claims',
    ...((await page.evaluate(requestedBefore(rowsMs))) as string[]),
  ]);
  const call = await callTimes(page, await claimsCall);
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(loaded)).filter((file) => file !== null);
  return {
    page,
    timing: { rowsMs, callSentMs: call.sent, callAnsweredMs: call.answered },
    files,
    beforeRows,
  };
}

/** Picks `status` in the queue's Status filter; times the pick -> the first new row shown. */
async function changeFilter(page: Page, status: ClaimStatus): Promise<Timing> {
  await page.getByRole('combobox', { name: 'Status' }).click();
  const option = page.getByRole('option', { name: claimStatusLabel[status], exact: true });
  await option.waitFor();
  // Rows are keyed by position, so React may keep the same row elements for the new claims: the new rows
  // are told apart by the claims they link to. Radix Select picks on pointer up: that is when the person
  // has changed the filter.
  const before = String(await page.evaluate(claimsShown));
  await page.evaluate(`
    document.addEventListener('pointerup', () => { window.pickedAt = performance.now(); }, { capture: true, once: true });
  `);
  const claimsCall = page.waitForRequest(isClaimsCall, { timeout: 60_000 });
  await option.click();
  const rows = await page.waitForFunction(
    `(${claimsShown}) !== ${JSON.stringify(before)} && document.querySelector('${ROW}') !== null && performance.now()`,
    null,
    { polling: 'raf', timeout: 60_000 },
  );
  const rowsAt = Number(await rows.jsonValue());
  const pickedAt = Number(await page.evaluate('window.pickedAt'));
  const call = await callTimes(page, await claimsCall);
  return {
    rowsMs: rowsAt - pickedAt,
    callSentMs: call.sent - pickedAt,
    callAnsweredMs: call.answered - pickedAt,
  };
}

const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(9);

function timingLine(name: string, timings: Timing[], goalMs: number): string {
  const rows = median(timings.map((timing) => timing.rowsMs));
  const sent = median(timings.map((timing) => timing.callSentMs));
  const call = median(timings.map((timing) => timing.callAnsweredMs - timing.callSentMs));
  const render = median(timings.map((timing) => timing.rowsMs - timing.callAnsweredMs));
  const goal = rows < goalMs ? 'met' : `missed by ${(rows - goalMs).toFixed(0)} ms`;
  return `${name.padEnd(22)}${ms(rows)}${ms(sent)}${ms(call)}${ms(render)}  goal < ${goalMs} ms: ${goal}`;
}

async function main(): Promise<void> {
  const started = Date.now();
  buildIfNeeded(consoleApp);
  const root = await mkdtemp(join(tmpdir(), 'op-bench-console-'));
  toCleanUp.directories.push(root);
  const cluster = await startPostgresCluster();
  toCleanUp.clusters.push(cluster);
  await pinPostgres(Number(new URL(cluster.url).port));
  process.stderr.write(`Seeding ${CLAIMS.toLocaleString('en')} claims over ${STORES} stores...\n`);
  await seed(cluster.url);
  const server = await startAppServer({
    DATABASE_URL: cluster.url,
    SIGNING_SECRET: SECRET,
    DEMO_DATA: 'off',
    DATA_DIR: join(root, 'data'),
    BENCH_CONSOLE_DIST: join(repositoryRoot, 'console/dist'),
  });
  const origin = `http://127.0.0.1:${server.port}`;
  // This process and the Chromium it starts run on the other core, away from the server and PostgreSQL.
  await run('taskset', ['-a', '-p', '-c', LOAD_CORE, String(process.pid)]);
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const signIn = await browser.newContext();
    const signInPage = await signIn.newPage();
    await signInPage.goto(`${origin}/console/sign-in`);
    await signInPage.getByLabel('Email').fill('agent@bench.example');
    await signInPage.getByLabel('Password').fill(PASSWORD);
    await signInPage.getByRole('button', { name: 'Sign in' }).click();
    await signInPage.locator(ROW).first().waitFor({ timeout: 60_000 });
    const storageState = await signIn.storageState();
    await signIn.close();

    const opens: Timing[] = [];
    const filters: Timing[] = [];
    let files: { name: string; body: Buffer }[] = [];
    let beforeRows = new Set<string>();
    for (let round = 1; round <= ROUNDS; round++) {
      const context = await browser.newContext({ storageState });
      const opened = await openQueue(context, origin);
      // Each round picks another status of the queue's first tab (Needs action), so each has rows to show.
      const status = queueTabStatuses.needs_action[(round - 1) % queueTabStatuses.needs_action.length];
      if (status === undefined) throw new Error('the Needs action tab has no statuses');
      const filtered = await changeFilter(opened.page, status);
      opens.push(opened.timing);
      filters.push(filtered);
      files = opened.files;
      beforeRows = opened.beforeRows;
      process.stderr.write(
        `  round ${round}: first rows ${opened.timing.rowsMs.toFixed(0)} ms, filter change ${filtered.rowsMs.toFixed(0)} ms\n`,
      );
      await context.close();
    }

    const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
    const raw = files.reduce((sum, file) => sum + file.body.length, 0);
    const gzip = files.reduce((sum, file) => sum + gzipSync(file.body, { level: 9 }).length, 0);
    const first = files.filter((file) => beforeRows.has(file.name));
    const firstGzip = first.reduce((sum, file) => sum + gzipSync(file.body, { level: 9 }).length, 0);
    // zod's error class keeps its name in built code; nothing else the console ships spells it.
    const withZod = first.filter((file) => file.body.includes('ZodError')).map((file) => file.name);
    const load = (await run('cat', ['/proc/loadavg'])).stdout.split(' ').slice(0, 3).join(' ');
    const lines = [
      '',
      `Console benchmark: PostgreSQL 15 with ${CLAIMS.toLocaleString('en')} claims over ${STORES} stores; server and ` +
        `PostgreSQL on core ${SERVER_CORE}, Chromium on core ${LOAD_CORE}; ${ROUNDS} rounds, medians; load average ${load}`,
      '',
      `First load of /console/claims (signed in): ${files.length} files, ${kB(raw)} raw, ${kB(gzip)} gzip (level 9)`,
      ...files.map(
        (file) =>
          `  ${file.name}  ${kB(gzipSync(file.body, { level: 9 }).length)} gzip${beforeRows.has(file.name) ? '' : '  (after the first rows)'}`,
      ),
      `Before the first rows: ${first.length} files, ${kB(firstGzip)} gzip; zod in ${withZod.length === 0 ? 'none of them' : withZod.join(', ')}`,
      '',
      `${''.padEnd(22)}${'rows'.padStart(9)}${'call at'.padStart(9)}${'call'.padStart(9)}${'render'.padStart(9)}`,
      timingLine('open -> first rows', opens, GOALS.firstRowsMs),
      timingLine('filter -> new rows', filters, GOALS.filterChangeMs),
      '',
      'rows: the step -> the first row shown; call at: the step -> the claims call sent (the console before it);',
      'call: sent -> answered (the staff API and the network); render: answered -> rows shown (the console after it).',
      '',
      `Took ${((Date.now() - started) / 1000).toFixed(0)} s.`,
      '',
    ];
    process.stdout.write(lines.join('\n'));
  } finally {
    await browser.close();
  }
}

main()
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
