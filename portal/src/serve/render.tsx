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
import { Claim, claimTokenOfPortalPath, type WhitelabelSettings } from '@orderprotection/domain';
import { BrandProvider } from '@orderprotection/ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import {
  PAGE_CLAIM_ATTRIBUTE,
  ROUTER_STATE_ATTRIBUTE,
  type WrittenPageClaim,
  writeRouterState,
} from '../app/hydration';
import { createLazyClaimsClient } from '../app/lazyClient';
import { needsOrder } from '../app/orderGuard';
import { createPortalRoutes } from '../app/routes';
import { ServicesProvider } from '../app/services';
import { readStartupQuery } from '../app/startup';
import { PageClaimProvider } from '../claim/pageClaim';
import { renderPortalPage } from './page';

/** What the server knows of the page asked for. */
export interface PortalPageRequest {
  /** The page's full URL. */
  url: string;
  /** On a claim's page, the claim its token opens as GET claims/{token} answers it; null when none does. */
  claim?: unknown;
}

const ROOT_ELEMENT = '<div id="root"></div>';

function asJsonScript(attribute: string, value: unknown): string {
  return `<script type="application/json" ${attribute}>${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;
}

/**
 * The markup of the page at `url` and the router state it was rendered with; null to leave it to the
 * browser. A claim's page shows `pageClaim`; without one (no claim has the token) it shows the claim
 * loading, and the browser asks for it and shows the 404.
 */
async function renderRoute(
  url: URL,
  store: WhitelabelSettings | null,
  pageClaim: WrittenPageClaim | undefined,
) {
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
          <PageClaimProvider pageClaim={pageClaim === undefined ? undefined : { ...pageClaim, shown: false }}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </PageClaimProvider>
        </BrandProvider>
      </ServicesProvider>
    </StrictMode>,
  );
  return { markup, state: writeRouterState(context) };
}

export async function renderPortalPageWithMarkup(
  template: string,
  store: WhitelabelSettings | null,
  { url, claim }: PortalPageRequest,
): Promise<string> {
  const page = renderPortalPage(template, store);
  const pageUrl = new URL(url);
  const token = claimTokenOfPortalPath(pageUrl.pathname);
  const parsedClaim = Claim.safeParse(claim);
  const pageClaim =
    token !== undefined && parsedClaim.success ? { token, claim: parsedClaim.data } : undefined;
  const rendered = await renderRoute(pageUrl, store, pageClaim);
  if (rendered === null) return page;
  const scripts = [
    asJsonScript(ROUTER_STATE_ATTRIBUTE, rendered.state),
    pageClaim === undefined ? '' : asJsonScript(PAGE_CLAIM_ATTRIBUTE, pageClaim),
  ];
  return page.replace(ROOT_ELEMENT, `<div id="root">${rendered.markup}</div>${scripts.join('')}`);
}
