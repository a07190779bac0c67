/**
 * The outbox delivers at least once and never twice: a server killed with SIGKILL in the middle of
 * sending a message loses nothing (the message is sent again after the restart, once its lease ends) and
 * sends nothing again that was delivered before; two server processes on one PostgreSQL deliver every
 * row exactly once between them. Both run `src/main.ts` as `npm start` does, against an SMTP server in
 * this process.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/db/database';
import { outbox, outboxAttempts } from '../src/db/schema';
import { enqueueEmail } from '../src/modules/outbox/outbox';
import { openTestDatabase, TEST_SECRET } from './support/harness';
import { type ServerProcess, startServerProcess } from './support/server-process';
import { startSmtpServer } from './support/smtp';

const LEASE_SECONDS = 3;

async function enqueue(db: Db, subjects: string[]): Promise<void> {
  const start = Date.now() - 60_000;
  for (const [index, subject] of subjects.entries()) {
    await enqueueEmail(
      db,
      { to: ['ada@example.com'], subject, html: `<p>${subject}</p>`, text: subject },
      { storeId: null, claimId: null, at: new Date(start + index) },
    );
  }
}

describe('the outbox worker in server processes', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('sends again what a SIGKILL cut short, and nothing it had delivered', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'op-outbox-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const pglite = { driver: 'pglite', dataDir: join(dataDir, 'pglite') } as const;
    const before = await openDatabase(pglite);
    await enqueue(before.db, ['first', 'second', 'third']);
    await before.close();

    let holding = true;
    let stalled: () => void = () => {};
    const thirdArrived = new Promise<void>((resolve) => {
      stalled = resolve;
    });
    smtp.hold((mail) => {
      if (mail.subject !== 'third' || !holding) return false;
      stalled();
      return true;
    });
    const environment = {
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
    };
    const first = await startServerProcess(environment);
    await thirdArrived;
    await first.kill();
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['first', 'second']);

    holding = false;
    const second = await startServerProcess(environment);
    cleanups.push(() => second.stop());
    await smtp.waitFor(3, 20_000);
    // A clean stop waits for the deliveries under way, so whatever the worker sent has arrived once it
    // exits; the rows below say nothing is left that it could send again.
    await second.stop();
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['first', 'second', 'third']);
    expect(smtp.received[0]).toMatchObject({ to: ['ada@example.com'], text: 'first' });

    const after = await openDatabase(pglite);
    cleanups.push(() => after.close());
    const rows = await after.db.select().from(outbox).orderBy(asc(outbox.nextAttemptAt));
    expect(rows.map((row) => [row.payload.subject, row.status, row.attempts])).toEqual([
      ['first', 'delivered', 1],
      ['second', 'delivered', 1],
      // Taken twice: once by the killed process, which recorded nothing, then delivered.
      ['third', 'delivered', 2],
    ]);
    const tries = await after.db.select().from(outboxAttempts).where(eq(outboxAttempts.ok, true));
    expect(tries).toHaveLength(3);
  });

  it('two processes on one PostgreSQL deliver every row exactly once', async () => {
    const database = await openTestDatabase('postgres');
    cleanups.push(() => database.close());
    const dataDir = await mkdtemp(join(tmpdir(), 'op-outbox-pg-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // A slow server, so both processes are sending at once.
    const smtp = await startSmtpServer({ delayMs: 40 });
    cleanups.push(() => smtp.close());
    const environment = {
      DATABASE_URL: database.url ?? '',
      SIGNING_SECRET: TEST_SECRET,
      SMTP_URL: smtp.url,
      OUTBOX_LEASE_SECONDS: '60',
    };
    const processes: ServerProcess[] = await Promise.all([
      startServerProcess({ ...environment, DATA_DIR: join(dataDir, 'a') }),
      startServerProcess({ ...environment, DATA_DIR: join(dataDir, 'b') }),
    ]);
    for (const process of processes) cleanups.push(() => process.stop());
    const subjects = Array.from({ length: 40 }, (_, index) => `message ${index}`);
    await enqueue(database.database.db, subjects);
    await smtp.waitFor(subjects.length, 30_000);
    // Stopped cleanly, both have finished every delivery they started: a second copy would be here now.
    for (const process of processes) await process.stop();
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
    const rows = await database.database.db.select().from(outbox);
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
  });
});
