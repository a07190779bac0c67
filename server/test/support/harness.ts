/**
 * A real server for a test file: the app from `createApp` on a fresh database (PGlite in memory, or a new
 * database on the run's PostgreSQL cluster), media in a temporary folder, a clock the test controls, and
 * the log lines captured. It listens on 127.0.0.1 only, on a free port.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, createApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { type Database, type Db, openDatabase } from '../../src/db/database';
import { schema } from '../../src/db/schema';
import { serveApp } from '../../src/http/serve';
import { createLogger } from '../../src/logger';
import type { Mailer, MailMessage } from '../../src/modules/mail/mailer';
import { s3Storage } from '../../src/modules/media/s3-storage';
import { localDiskStorage, type MediaStorage } from '../../src/modules/media/storage';
import { type Auth, createAuth } from '../../src/modules/people/auth';

import { createSigner, type Signer } from '../../src/security/tokens';
import { startS3Server } from './s3';

export const DRIVERS = ['pglite', 'postgres'] as const;
export type TestDriver = (typeof DRIVERS)[number];

/** Where a test server keeps media: the local disk, or a bucket on an S3 protocol server in the test. */
export type TestMediaDriver = 'disk' | 's3';

/** The database and media drivers the media tests run on; S3 with PostgreSQL, as several servers run. */
export const MEDIA_CASES = [
  { name: 'pglite, disk', driver: 'pglite', media: 'disk' },
  { name: 'postgres, disk', driver: 'postgres', media: 'disk' },
  { name: 'postgres, s3', driver: 'postgres', media: 's3' },
] as const satisfies { name: string; driver: TestDriver; media: TestMediaDriver }[];

/** The instant every test server starts at; fixtures place deliveries relative to it. */
export const T0 = new Date('2025-06-15T12:00:00.000Z');
export const DAY_MS = 24 * 60 * 60 * 1000;
export const daysBefore = (days: number, from: Date = T0) =>
  new Date(from.getTime() - days * DAY_MS).toISOString();

export class TestClock {
  current = new Date(T0);
  readonly now = () => new Date(this.current);
  set(instant: Date): void {
    this.current = new Date(instant);
  }
  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}

export const TEST_SECRET = 'test-signing-secret-that-is-long-enough-0123456789';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    signingSecret: TEST_SECRET,
    publicUrl: undefined,
    uploads: {
      maxPhotoBytes: 256 * 1024,
      maxVideoBytes: 1024 * 1024,
      maxFilesPerClaim: 10,
      urlTtlSeconds: 900,
    },
    bodyLimitBytes: 1024 * 1024,
    orderTokenTtlSeconds: 2 * 60 * 60,
    lookupLimits: { failuresPerClient: 30, failuresPerClientOrder: 10, windowSeconds: 60 },
    claimWriteLimits: { perClaim: 30, perClient: 60, windowSeconds: 60 * 60 },
    trustProxy: true,
    corsOrigins: [],
    webhooksAllowPrivateTargets: false,
    secretsKey: new Uint8Array(32).fill(7),
    // A port nothing listens on: no test reaches a real shop; one that needs the Admin API starts a stand-in.
    shopifyApiOrigin: 'http://127.0.0.1:9',
    ...overrides,
  };
}

export interface TestDatabase {
  database: Database;
  /** For PostgreSQL, the URL of this file's database (so other processes can share it). */
  url: string | null;
  close(): Promise<void>;
}

export async function openTestDatabase(driver: TestDriver): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const dataDirImage = new Blob([new Uint8Array(await readFile(inject('pgliteImage')))]);
    const database = await openDatabase({ driver: 'pglite', dataDirImage });
    return { database, url: null, close: () => database.close() };
  }
  const adminUrl = inject('postgresUrl');
  const name = `test_${Math.random().toString(36).slice(2, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 20 });
  return {
    database,
    url: url.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestServer {
  driver: TestDriver;
  /** The app the server serves. */
  app: App;
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  db: Db;
  databaseUrl: string | null;
  storage: MediaStorage;
  /** Everything the storage keeps is under this folder (for S3, the test S3 server's files). */
  mediaDir: string;
  media: TestMedia;
  clock: TestClock;
  config: AppConfig;
  /** Signs as the server does (claim links, order tokens). */
  signer: Signer;
  /** Creates people as the server would (`createPerson`). */
  auth: Auth;
  /** Every email the server sent, oldest first. */
  mail: MailMessage[];
  logs: string[];
  close(): Promise<void>;
}

export interface TestMedia {
  driver: TestMediaDriver;
  /** The file holding the stored bytes of `key`: its modification time is when the file was written. */
  pathOf(key: string): string;
  /** Where uploads are received before they are stored. */
  incomingDir: string;
}

export interface TestServerOptions {
  /** Wraps the storage the app uses, e.g. to see which files it writes. */
  storage?: (inner: MediaStorage) => MediaStorage;
  /** The local disk unless given. */
  media?: TestMediaDriver;
}

export async function startTestServer(
  driver: TestDriver,
  overrides: Partial<AppConfig> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const testDatabase = await openTestDatabase(driver);
  const mediaDir = await mkdtemp(join(tmpdir(), 'op-media-'));
  const media = await openTestMedia(options.media ?? 'disk', mediaDir);
  const storage = options.storage?.(media.storage) ?? media.storage;
  const clock = new TestClock();
  const logs: string[] = [];
  const config = testConfig(overrides);
  const mail: MailMessage[] = [];
  const mailer: Mailer = {
    describe: 'kept by the test',
    send: async (message) => {
      mail.push(message);
    },
  };
  const auth = createAuth({
    db: testDatabase.database.db,
    secret: config.signingSecret,
    publicUrl: config.publicUrl,
    mailer,
  });
  const app = createApp({
    db: testDatabase.database.db,
    storage,
    config,
    mailer,
    auth,
    clock: clock.now,
    logger: createLogger({ write: (line) => logs.push(line) }),
  });
  const server = serveApp(app, { port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The test server has no port');
  return {
    driver,
    app,
    origin: `http://127.0.0.1:${address.port}`,
    db: testDatabase.database.db,
    databaseUrl: testDatabase.url,
    storage,
    mediaDir,
    media: media.media,
    clock,
    config,
    signer: createSigner(config.signingSecret),
    auth,
    mail,
    logs,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await testDatabase.close();
      await media.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/** Rows per table, to show that a refused request wrote nothing. */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const counts = await Promise.all(
    Object.entries(schema).map(async ([name, table]) => {
      const [row] = await db.select({ rows: count() }).from(table);
      return [name, row?.rows ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts);
}

/** How the local-disk driver lays out `mediaDir`. */
export function diskTestMedia(mediaDir: string): TestMedia {
  return {
    driver: 'disk',
    pathOf: (key) => join(mediaDir, key.slice(0, 2), key),
    incomingDir: join(mediaDir, '.incoming'),
  };
}

async function openTestMedia(
  driver: TestMediaDriver,
  mediaDir: string,
): Promise<{ storage: MediaStorage; media: TestMedia; close(): Promise<void> }> {
  if (driver === 'disk') {
    return {
      storage: localDiskStorage(mediaDir),
      media: diskTestMedia(mediaDir),
      close: async () => {},
    };
  }
  const s3 = await startS3Server(join(mediaDir, 's3'));
  const incomingDir = join(mediaDir, 'incoming');
  const storage = s3Storage({ ...s3.config, incomingDir });
  return {
    storage,
    media: { driver, pathOf: s3.pathOf, incomingDir },
    async close() {
      storage.close();
      await s3.close();
    },
  };
}

/**
 * Every file under the media folder, to show that a refused upload kept nothing. For S3, the test
 * server's object files only (not the metadata it keeps beside each).
 */
export async function storedFiles(mediaDir: string): Promise<string[]> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !/\._S3rver_(metadata\.json|object\.md5)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}
