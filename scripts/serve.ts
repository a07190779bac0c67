/**
 * The server `npm start` runs (scripts/start.mjs): the API with the customer portal and the console on one
 * port. This is where they meet: the server serves the portal's build and asks the portal to render each
 * page for its store, and serves the console's build under /console, without importing either itself.
 */
import { fileURLToPath } from 'node:url';
import { renderPortalPage } from '../portal/src/serve/page';
import { runServer } from '../server/src/main';

const distDir = fileURLToPath(new URL('../portal/dist', import.meta.url));
const consoleDistDir = fileURLToPath(new URL('../console/dist', import.meta.url));

await runServer({
  portal: { distDir, renderPage: renderPortalPage },
  console: { distDir: consoleDistDir },
});
