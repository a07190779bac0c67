/**
 * The server `npm start` runs (scripts/start.mjs): the API with the customer portal and the console on one
 * port. This is where they meet: the server serves the portal's build and asks the portal to render each
 * page for its store, and serves the console's build under /console, without importing either itself.
 * The portal's renderer is its server build (portal/dist-server, made with portal/dist by the same build
 * step), so the server never compiles the portal's styles when it starts. It is imported on the first page
 * rendered, not at start: with React and react-dom/server it keeps ~30 MB resident, which a start would
 * otherwise add to its peak (server/README, memory). The first page pays for it: ~210-250 ms of CPU.
 */
import { fileURLToPath } from 'node:url';
import type { PortalPageRenderer } from '../server/src/http/portal';
import { runServer } from '../server/src/main';

const distDir = fileURLToPath(new URL('../portal/dist', import.meta.url));
const consoleDistDir = fileURLToPath(new URL('../console/dist', import.meta.url));
const rendererUrl = new URL('../portal/dist-server/render.js', import.meta.url).href;
let renderer: Promise<PortalPageRenderer> | undefined;
const renderPage: PortalPageRenderer = async (...page) => {
  // Built JavaScript, without types: portal/src/serve/render.tsx is its source.
  renderer ??= (import(rendererUrl) as Promise<{ renderPortalPageWithMarkup: PortalPageRenderer }>).then(
    (module) => module.renderPortalPageWithMarkup,
  );
  return (await renderer)(...page);
};

await runServer({
  portal: { distDir, renderPage },
  console: { distDir: consoleDistDir },
});
