/**
 * `npm run demo:shopify`: `npm start` with a Shopify shop to watch. It starts the Shopify stand-in (a day
 * of Aurora Outfitters' orders), then the server exactly as `npm start` does (scripts/start.mjs, same PORT
 * and DATA_DIR) with `SHOPIFY_API_ORIGIN` pointing at the stand-in, and then feeds it
 * (server/src/dev/shopify-demo.ts): connects the store, backfills the day, and over about a minute sends
 * new orders, shipments and EasyPost's scans. The server and the stand-in keep running afterwards so the
 * console and the portal can be tried on what arrived; Ctrl-C stops both cleanly.
 *
 * The server is started here rather than found running because the shop's Admin API address is read once
 * at its start, and a plain `npm start` must keep calling real shops at their own domains.
 */
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { startDemoShop } from '../server/src/dev/demo-shop';
import { DemoError, runShopifyDemo } from '../server/src/dev/shopify-demo';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT || 3000);
const say = (line: string) => process.stdout.write(`${line}\n`);

/** Whether something already listens on the port the server is to take (a running `npm start`). */
function portTaken(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

if (await portTaken()) {
  say(
    `Port ${port} is taken (is \`npm start\` running?). Stop it first: the demo starts the server itself, ` +
      'pointed at the Shopify stand-in. Or choose another port: PORT=3300 npm run demo:shopify',
  );
  process.exit(1);
}

const stopped = new AbortController();
const shop = await startDemoShop({ now: () => new Date() });
say(`Shopify stand-in: ${shop.standIn.origin} (the shop ${shop.standIn.shopDomain})`);

// start.mjs rather than the server directly, so that what runs is what `npm start` runs.
const server = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    SHOPIFY_API_ORIGIN: shop.standIn.origin,
    INIT_CWD: process.env.INIT_CWD ?? process.cwd(),
  },
});
const exited = new Promise<number>((resolve) => {
  server.on('exit', (code, signal) => resolve(code ?? (signal === null ? 1 : 0)));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopped.abort();
    server.kill(signal);
  });
}

// The server's JSON log lines: the address it listens on, and its warnings and errors shown as they come.
const listening = new Promise<string | null>((resolve) => {
  const lines = createInterface({ input: server.stdout });
  lines.on('line', (line) => {
    let entry: { msg?: string; level?: string; url?: string } = {};
    try {
      entry = JSON.parse(line);
    } catch {}
    if (entry.msg === 'listening' && entry.url) resolve(entry.url);
    else if (entry.level === 'warn' || entry.level === 'error') process.stderr.write(`server: ${line}\n`);
  });
  lines.on('close', () => resolve(null));
});

const url = await Promise.race([listening, exited.then(() => null)]);
let code = 0;
if (url === null) {
  say('The server did not start: see above.');
  code = 1;
} else {
  try {
    await runShopifyDemo({
      // Listening on every interface, the server is reached on IPv4's loopback whatever `localhost` means here.
      apiOrigin: url.replace('//localhost:', '//127.0.0.1:'),
      browserOrigin: url,
      shop,
      now: () => new Date(),
      pause: (ms) => sleep(ms, undefined, { signal: stopped.signal }),
      say,
      headStartMs: 10_000,
    });
    say('');
    say('The server and the stand-in shop keep running so you can look around: Ctrl-C stops both.');
  } catch (error) {
    if (!stopped.signal.aborted) {
      say(error instanceof DemoError ? error.message : String(error instanceof Error ? error.stack : error));
      code = 1;
      server.kill('SIGTERM');
    }
  }
}
const serverCode = await exited;
await shop.close();
process.exit(code || serverCode);
