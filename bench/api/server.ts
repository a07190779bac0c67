/**
 * One server under load, run as a child of run.ts so that it can be pinned to its own core and its peak
 * memory read from /proc. BENCH_MODE=app serves `createApp` (Hono, validation, logging: what `npm start`
 * runs); BENCH_MODE=bare answers the same two calls with `node:http` and the very same data functions on
 * the same driver; BENCH_MODE=floor answers them with one hand-written SQL statement each (floor.ts), which
 * is what the database allows. Configuration comes from the environment through the server's own
 * `loadConfig` (DATA_DIR, DATABASE_URL, SIGNING_SECRET, PORT); BENCH_CONSOLE_DIST, when set, is the
 * console's build, served under /console as `npm start` does.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { MESSAGE_PAGE_SIZE, ORDER_TOKEN_COOKIE, ORDER_TOKEN_HEADER } from '@orderprotection/domain';
import { loadConfig, type ServerConfig } from '../../server/src/config';
import { type Db, openDatabase, type PgliteDatabase } from '../../server/src/db/database';
import { serveApp } from '../../server/src/http/serve';
import { createLogger } from '../../server/src/logger';
import { claimByLinkToken } from '../../server/src/modules/claims/claims';
import { claimForCustomer, customerView, orderForCustomer } from '../../server/src/modules/claims/links';
import { openMediaStorage } from '../../server/src/modules/media/open-storage';
import {
  dropOldLookupWindows,
  lookUpOrder,
  lookupWindow,
} from '../../server/src/modules/orders/lookup-limits';
import { orderAt } from '../../server/src/modules/orders/orders';
import { createSigner, issueOrderToken } from '../../server/src/security/tokens';
import { floorRunner, serveFloor } from './floor';

const mode = process.env.BENCH_MODE;
if (mode !== 'app' && mode !== 'bare' && mode !== 'floor')
  throw new Error('BENCH_MODE must be app, bare or floor');
const config = loadConfig(process.env);
const database = await openDatabase(config.database);

if (mode === 'floor') {
  serveFloor(config, floorRunner(config, database.driver === 'pglite' ? (database as PgliteDatabase) : null));
} else if (mode === 'app') {
  // Imported only here: the other servers' peak memory is then what they hold without the app's modules.
  const { createApp } = await import('../../server/src/app');
  const { createConsoleHandler } = await import('../../server/src/http/console');
  const app = createApp({
    db: database.db,
    storage: (await openMediaStorage(config.media)).storage,
    config,
    logger: createLogger(),
    console:
      process.env.BENCH_CONSOLE_DIST === undefined
        ? undefined
        : createConsoleHandler({ distDir: process.env.BENCH_CONSOLE_DIST }),
  });
  serveApp(app, { port: config.port, hostname: config.host });
} else {
  createServer((request, response) => {
    bareAnswer(database.db, config, request, response).catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(String(error));
    });
  }).listen(config.port, config.host);
}

const signer = createSigner(config.signingSecret);
const CLAIMS_PREFIX = '/api/claims/';

/**
 * The routes' work without the framework: the same queries in the same order (the lookup and its count
 * against the limits in one statement, as the route does), the same order token, the same JSON. What is left out (input
 * parsing by zod, request ids, log lines, the security headers) is the cost the ratio measures.
 */
async function bareAnswer(
  db: Db,
  settings: ServerConfig,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const now = new Date();
  if (url.pathname === '/api/order-lookup') {
    const window = lookupWindow(settings.lookupLimits, now);
    const lookup = await lookUpOrder(
      db,
      {
        client: request.socket.remoteAddress ?? 'unknown',
        orderNumber: url.searchParams.get('order') ?? '',
        email: url.searchParams.get('email') ?? '',
      },
      settings.lookupLimits,
      window,
    );
    if (!lookup.admitted) return json(response, 429, { message: 'Too many attempts' });
    const loaded = lookup.order;
    if (loaded === null) {
      await dropOldLookupWindows(db, window);
      return json(response, 404, { message: 'Order not found' });
    }
    const expiresAt = new Date(now.getTime() + settings.orderTokenTtlSeconds * 1000);
    const token = issueOrderToken(signer, loaded.order.systemOrderId, expiresAt);
    return json(
      response,
      200,
      orderForCustomer(customerView(signer), orderAt(loaded, now, settings.uploads)),
      {
        [ORDER_TOKEN_HEADER]: token,
        'Set-Cookie': `${ORDER_TOKEN_COOKIE}=${token}; Max-Age=${settings.orderTokenTtlSeconds}; Path=/; HttpOnly; SameSite=Lax`,
      },
    );
  }
  if (url.pathname.startsWith(CLAIMS_PREFIX)) {
    const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
    const claim = await claimByLinkToken(
      db,
      url.pathname.slice(CLAIMS_PREFIX.length),
      { download: (key) => `${origin}/api/media/files/${key}` },
      { latestMessages: MESSAGE_PAGE_SIZE },
    );
    if (claim === null) return json(response, 404, { message: 'Claim not found' });
    return json(response, 200, claimForCustomer(customerView(signer), claim));
  }
  json(response, 404, { message: 'Nothing here' });
}

function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
