/**
 * The server `npm start` runs (scripts/start.mjs): the API with the customer portal on one port. This is
 * where the two meet: the server serves the portal's build and asks the portal to render each page for
 * its store, without importing the portal or the design system itself.
 */
import { fileURLToPath } from 'node:url';
import { renderPortalPage } from '../portal/src/serve/page';
import { runServer } from '../server/src/main';

const distDir = fileURLToPath(new URL('../portal/dist', import.meta.url));

await runServer({ portal: { distDir, renderPage: renderPortalPage } });
