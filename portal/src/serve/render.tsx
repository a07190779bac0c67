/**
 * The portal's page as the server sends it, with the page itself in it: the store's theme and store
 * (page.ts), the route's markup rendered by React, and the router's state that the browser hydrates it
 * with (main.tsx). Built for Node by `npm run build -w portal` (`dist-server/render.js`), so the styles'
 * class names are the client build's and no `.css.ts` is compiled when the server starts; the server calls
 * it through the portal seam of its `createApp` (scripts/serve.ts wires the two).
 *
 * Pages that show the shopper's order are left to the browser (the body stays empty): the order is found
 * by a lookup the server does not have. So is `?fake`, whose sample data lives in the browser.
 */
import type { WhitelabelSettings } from '@orderprotection/domain';
import { BrandProvider } from '@orderprotection/ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ROUTER_STATE_ATTRIBUTE, writeRouterState } from '../app/hydration';
import { createLazyClaimsClient } from '../app/lazyClient';
import { needsOrder } from '../app/orderGuard';
import { createPortalRoutes } from '../app/routes';
import { ServicesProvider } from '../app/services';
import { readStartupQuery } from '../app/startup';
import { renderPortalPage } from './page';

/** What the server knows of the page asked for. */
export interface PortalPageRequest {
  /** The page's full URL. */
  url: string;
}

const ROOT_ELEMENT = '<div id="root"></div>';

function asJsonScript(attribute: string, value: unknown): string {
  return `<script type="application/json" ${attribute}>${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;
}

/** The markup of the page at `url` and the router state it was rendered with; null to leave it to the browser. */
async function renderRoute(url: URL, store: WhitelabelSettings | null) {
  if (readStartupQuery(url.search).fake) return null;
  const handler = createStaticHandler(createPortalRoutes());
  const context = await handler.query(new Request(url));
  // No route redirects; a Response here would be one.
  if (context instanceof Response) return null;
  // An error page (unmatched path, malformed token) needs no order; any other page of the flow does.
  if (context.errors === null && needsOrder(url.pathname)) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <ServicesProvider
        services={{ client: createLazyClaimsClient(), store, demo: false, clock: () => new Date() }}
      >
        <BrandProvider branding={store?.branding}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </BrandProvider>
      </ServicesProvider>
    </StrictMode>,
  );
  return { markup, state: writeRouterState(context) };
}

export async function renderPortalPageWithMarkup(
  template: string,
  store: WhitelabelSettings | null,
  { url }: PortalPageRequest,
): Promise<string> {
  const page = renderPortalPage(template, store);
  const rendered = await renderRoute(new URL(url), store);
  if (rendered === null) return page;
  return page.replace(
    ROOT_ELEMENT,
    `<div id="root">${rendered.markup}</div>${asJsonScript(ROUTER_STATE_ATTRIBUTE, rendered.state)}`,
  );
}
