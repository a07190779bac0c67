/**
 * Starts the portal on every page but a claim's page the server rendered with its claim (viewMain.tsx, the
 * other entry): finds the store and its branding first, so the first page is already branded, then renders
 * the router inside the store's BrandProvider. When the server rendered the page (src/serve/render.tsx),
 * React hydrates its markup with the router state it was rendered with, once the page's own code is
 * loaded, so the first render is the server's.
 */
import type { ClaimsClient } from '@orderprotection/client';
import { ErrorPage, InlinedBrandProvider } from '@orderprotection/ui';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router-dom';
import { reloadOnPreloadError } from './app/chunkReload';
import { readRouterState } from './app/hydration';
import { createLazyClaimsClient, preloadClientOnInteraction } from './app/lazyClient';
import { type BrandProviderComponent, PortalProviders } from './app/PortalProviders';
import { createPortalRoutes } from './app/routes';
import { readInlinedStore, readStartupQuery } from './app/startup';
import { hydrateInServerTimeZone } from './app/timeZone';
import { type PageClaim, readPageClaim } from './claim/pageClaim';
import { readIssuesForm, readPageOrder, readPicksForm, readStartForm } from './claim/pageLookup';

const DEMO_LATENCY_MS = 300;

/**
 * The brand provider of the page: the server inlined the store's theme, so it is kept as it is; served as
 * static files (or `?fake`), the theme is computed here, with code only those pages load.
 */
async function brandProvider(themeInlined: boolean): Promise<BrandProviderComponent> {
  if (themeInlined) return InlinedBrandProvider;
  return (await import('./app/computedTheme')).BrandProvider;
}

/**
 * The start page calls the API only on the lookup, and a claim's page the server rendered with its claim
 * only when the shopper acts (a message, a review): there the client loads at the first touch. Every other
 * page calls it as soon as it shows (an order found again after a reload), so the client loads beside the
 * page's own code.
 */
function lazyClient(pathname: string, pageClaim: PageClaim | undefined): ClaimsClient {
  const client = createLazyClaimsClient();
  if (pathname.replace(/\/+$/, '') === '/start' || pageClaim !== undefined) {
    preloadClientOnInteraction(window, client.preload);
  } else client.preload();
  return client;
}

/** Loads the lazy routes of `pathname` into the route table, as the server had them when it rendered. */
async function loadLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

async function start(container: HTMLElement): Promise<void> {
  reloadOnPreloadError(window);
  const query = readStartupQuery(location.search);
  const hydrationData = query.fake ? undefined : readRouterState(document);
  const pageClaim = hydrationData === undefined ? undefined : readPageClaim(document);
  const pageOrder = hydrationData === undefined ? undefined : readPageOrder(document);
  const startForm = hydrationData === undefined ? undefined : readStartForm(document);
  const issuesForm = hydrationData === undefined ? undefined : readIssuesForm(document);
  const picksForm = hydrationData === undefined ? undefined : readPicksForm(document);
  // The sample data stays out of the portal's first load: only `?fake` fetches it. The API client is
  // loaded apart from the entry too (see lazyClient).
  const client = query.fake
    ? (await import('./fake/fakeClient')).createFakeClient({ latencyMs: DEMO_LATENCY_MS })
    : lazyClient(location.pathname, pageClaim);
  const inlined = query.fake ? undefined : readInlinedStore(document);
  const store = query.fake
    ? await client.getWhitelabelSettings({ store: query.store }).catch(() => null)
    : inlined !== undefined
      ? inlined
      : await (await import('./app/fetchStore')).fetchStore(client, location, query.store);
  const Brand = await brandProvider(inlined !== undefined);
  const routes = createPortalRoutes({ pageOrder });
  if (hydrationData !== undefined) await loadLazyRoutes(routes, location.pathname);
  const router = createBrowserRouter(routes, { hydrationData });
  const app = (
    <PortalProviders
      services={{ client, store, demo: query.fake, clock: () => new Date() }}
      Brand={Brand}
      pageClaim={pageClaim}
      startForm={startForm}
      issuesForm={issuesForm}
      picksForm={picksForm}
    >
      <RouterProvider router={router} />
    </PortalProviders>
  );
  if (hydrationData === undefined) {
    createRoot(container).render(app);
    return;
  }
  hydrateInServerTimeZone(router);
  // In a transition, hydrating yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (the page is already painted, and a click on it hydrates its part first).
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element');
start(container).catch(async (error: unknown) => {
  console.error('error caught during app initialization', error);
  const themeInlined = readInlinedStore(document) !== undefined;
  // A theme that cannot be loaded either leaves the page's own: the message matters more than its colours.
  const Brand = await brandProvider(themeInlined).catch(() => InlinedBrandProvider);
  createRoot(container).render(
    <Brand>
      <main>
        <ErrorPage message={error instanceof Error ? error.message : undefined} />
      </main>
    </Brand>,
  );
});
