/**
 * Starts the API server: configuration, database (migrated on open), demo data on a first start, then
 * listens on PORT; the media sweep runs at start and then periodically. Stops cleanly on SIGINT and
 * SIGTERM: no new connections, the sweep's timer stopped, then the database is closed.
 * Run directly it serves the API alone; `npm start` (scripts/serve.ts) calls `runServer` with the portal.
 *
 * Logs are JSON lines on stdout; the human-readable start message (address, what the database holds, the
 * demo orders when it has them) goes to stderr so that stdout stays machine-readable.
 */
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createApp } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { type Database, openDatabase } from './db/database';
import { DEMO_ASSETS_DIRECTORY, loadDemoDataIfEmpty } from './demo/demo-data';
import { startMessage } from './demo/start-message';
import { type ConsolePages, createConsoleHandler } from './http/console';
import { createPortalHandler, type PortalPages } from './http/portal';
import { serveApp } from './http/serve';
import { createLogger, describeError } from './logger';
import { carryOverClaims } from './modules/claims/carry-over';
import { createBackfillWorker } from './modules/ingest/backfill-worker';
import { createInboxWorker } from './modules/ingest/worker';
import { type Mailer, openMailer } from './modules/mail/mailer';
import { openMediaStorage } from './modules/media/open-storage';
import { startMediaSweeper } from './modules/media/sweep';
import { notificationHandlers } from './modules/notifications/notify';
import { type RunningOutboxWorker, startOutboxWorker, startPolling } from './modules/outbox/worker';
import { createAuth } from './modules/people/auth';
import { secretBox } from './security/secrets';
import { createSigner, type Signer } from './security/tokens';

const logger = createLogger();

export interface RunServerOptions {
  /** The customer portal's build and page renderer; without it only /api and /demo answer. */
  portal?: PortalPages;
  /** The console's build, served under /console; without it /console is the portal's (a 404 page). */
  console?: ConsolePages;
}

export async function runServer({ portal, console: consolePages }: RunServerOptions = {}): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const database = await openDatabase(config.database, logger).catch((error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
  const media = await openMediaStorage(config.media);
  const storage = media.storage;
  const signer = createSigner(config.signingSecret);
  const mailer = openMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    timeoutMs: deliveryTimeoutMs(config),
  });
  const auth = createAuth({
    db: database.db,
    secret: config.signingSecret,
    publicUrl: config.publicUrl,
    mailer,
    logger,
    signInAttemptsPerMinute: config.staffSignInsPerMinute,
  });
  const carriedOver = await carryOverClaims(database.db, signer);
  if (carriedOver > 0) logger.info('claims carried over', { claims: carriedOver });
  if (config.demoData === 'auto') {
    const loaded = await loadDemoDataIfEmpty({ db: database.db, storage, signer, auth }, new Date());
    if (loaded !== null) logger.info('demo data loaded', { ...loaded });
  }
  const sweeper = startMediaSweeper({
    db: database.db,
    storage,
    graceMs: config.mediaSweep.graceSeconds * 1000,
    intervalMs: config.mediaSweep.intervalSeconds * 1000,
    onSwept: (swept) => {
      if (swept.orphans > 0 || swept.unfinished > 0) logger.info('media swept', { ...swept });
    },
    onError: (error) => logger.warn('the media sweep failed', describeError(error)),
  });
  const app = createApp({
    db: database.db,
    storage,
    config,
    mailer,
    auth,
    logger,
    demoAssetsDir: DEMO_ASSETS_DIRECTORY,
    portal: portal === undefined ? undefined : createPortalHandler(portal, database.db, logger),
    console: consolePages === undefined ? undefined : createConsoleHandler(consolePages),
  });
  let stopping = false;
  let worker: RunningOutboxWorker | null = null;
  const server = serveApp(app, { port: config.port, hostname: config.host }, (address: AddressInfo) => {
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
    if (config.outbox.worker && !stopping) {
      worker = startOutbox(database.db, config, mailer, signer, config.publicUrl ?? url);
    }
    logger.info('listening', {
      url,
      port: address.port,
      database: database.driver,
      media: config.media.driver === 's3' ? `s3 bucket ${config.media.bucket}` : config.media.dir,
      dataDir: config.dataDir,
      signingSecret: config.signingSecretSource,
    });
    void startMessage(database.db, {
      url,
      withPortal: portal !== undefined,
      withConsole: consolePages !== undefined,
      database: config.database.driver === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL',
      now: new Date(),
      signer,
      mail: mailer.describe,
    })
      .then((message) => process.stderr.write(message))
      .catch((error: unknown) => logger.warn('could not print the start message', describeError(error)));
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { signal });
    server.close(() => {
      Promise.all([sweeper.stop(), worker?.stop()])
        .then(() => database.close())
        .then(() => media.close())
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          logger.error('closing the database failed', describeError(error));
          process.exit(1);
        });
    });
    // Idle keep-alive connections would hold close() open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * The time limit of one delivery (a webhook's whole call; each SMTP step): within the lease, so no other
 * worker takes a row still being sent.
 */
export function deliveryTimeoutMs(config: ServerConfig): number {
  return Math.min(30_000, (config.outbox.leaseSeconds * 1000) / 3);
}

export function startOutbox(
  db: Database['db'],
  config: ServerConfig,
  mailer: Mailer,
  signer: Signer,
  origin: string,
): RunningOutboxWorker {
  // The platforms' deliveries are applied by the same processes as the outbox, with the same lease.
  const secrets = config.secretsKey === undefined ? undefined : secretBox(config.secretsKey);
  const inbox = startPolling(
    createInboxWorker({
      db,
      logger: logger.child({ part: 'inbox' }),
      secrets,
      leaseMs: config.outbox.leaseSeconds * 1000,
    }),
    { pollMs: 1000, logger, what: 'the inbox worker' },
  );
  const backfill = startPolling(
    createBackfillWorker({
      db,
      logger: logger.child({ part: 'backfill' }),
      secrets,
      shopifyApiOrigin: config.shopifyApiOrigin,
      leaseMs: config.outbox.leaseSeconds * 1000,
    }),
    { pollMs: 1000, logger, what: 'the backfill worker' },
  );
  const outbox = startOutboxWorker({
    db,
    handlers: notificationHandlers({
      db,
      mailer,
      signer,
      origin,
      now: () => new Date(),
      webhooks: {
        // A receiver should answer at once and work later; ten seconds is plenty for that.
        timeoutMs: Math.min(10_000, deliveryTimeoutMs(config)),
        allowPrivateTargets: config.webhooksAllowPrivateTargets,
      },
    }),
    logger: logger.child({ part: 'outbox' }),
    leaseMs: config.outbox.leaseSeconds * 1000,
    pollMs: 1000,
  });
  return {
    stop: async () => void (await Promise.all([outbox.stop(), inbox.stop(), backfill.stop()])),
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runServer().catch((error: unknown) => {
    logger.error('the server could not start', describeError(error));
    process.exit(1);
  });
}
