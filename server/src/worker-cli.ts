/**
 * `npm run worker -w server`: the outbox and inbox workers alone, for deployments that run them apart from
 * the web servers (set `OUTBOX_WORKER=off` on those). Same configuration as the server; on PGlite it can only
 * run while no server process holds the same data directory. Stops cleanly on SIGINT and SIGTERM.
 */
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { createLogger, describeError } from './logger';
import { deliveryTimeoutMs, startOutbox } from './main';
import { openMailer } from './modules/mail/mailer';
import { createSigner } from './security/tokens';

const logger = createLogger();

async function runWorker(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const database = await openDatabase(config.database);
  const mailer = openMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    timeoutMs: deliveryTimeoutMs(config),
  });
  const origin = config.publicUrl ?? `http://localhost:${config.port}`;
  const worker = startOutbox(database.db, config, mailer, createSigner(config.signingSecret), origin);
  process.stderr.write(
    `The outbox and inbox workers are running: links on ${origin}; email ${mailer.describe}.\n`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    worker
      .stop()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error('stopping the worker failed', describeError(error));
        process.exit(1);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

runWorker().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) process.stderr.write(`${error.message}\n`);
  else logger.error('the worker could not start', describeError(error));
  process.exit(1);
});
