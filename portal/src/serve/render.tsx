/**
 * The portal's page as the server sends it, with the page itself in it: the store's theme and store
 * (page.ts), the route's markup rendered by React, and the router's state that the browser hydrates it
 * with (main.tsx). Built for Node by `npm run build -w portal` (`dist-server/render.js`), so the styles'
 * class names are the client build's and no `.css.ts` is compiled when the server starts; the server calls
 * it through the portal seam of its `createApp` (scripts/serve.ts wires the two).
 *
 * Pages that show the shopper's order are left to the browser (the body stays empty): the order is found
 * by a lookup the server does not have, unless the server answered that lookup itself (the start page's
 * form sent without its script), whose proof names the order: the pages a lookup and the issues page's
 * form lead to (the domain's `isPageAfterLookup`) are then rendered with it (the pages after them need the
 * shopper's draft, which only the browser reads back); the items and shipments pages' forms sent before
 * their script ran are rendered with what was ticked. So is `?fake`, whose sample data lives in the
 * browser.
 */
import { readFileSync } from 'node:fs';
import {
  Claim,
  claimTokenOfPortalPath,
  IssuesFormState,
  isClaimReviewPath,
  isPageAfterLookup,
  LookedUpOrder,
  MessageFormState,
  needsOrder,
  PicksFormState,
  Review,
  ReviewFormState,
  StartFormState,
  type WhitelabelSettings,
} from '@orderprotection/domain';
import { BrandProvider } from '@orderprotection/ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ROUTER_STATE_ATTRIBUTE, type WrittenRouterState, writeRouterState } from '../app/hydration';
import { createLazyClaimsClient } from '../app/lazyClient';

import { PortalProviders } from '../app/PortalProviders';
import { createPortalRoutes, type PageHandle } from '../app/routes';
import { readStartupQuery } from '../app/startup';
import type { CurrentOrder } from '../claim/OrderProvider';
import { PAGE_CLAIM_ATTRIBUTE, type WrittenPageClaim } from '../claim/pageClaim';
import {
  ISSUES_FORM_ATTRIBUTE,
  PAGE_ORDER_ATTRIBUTE,
  PICKS_FORM_ATTRIBUTE,
  START_FORM_ATTRIBUTE,
} from '../claim/pageLookup';
import { isViewClaimIslandPath } from '../pages/view/islandPath';
import { renderPortalPage } from './page';

/** What the server knows of the page asked for. */
export interface PortalPageRequest {
  /** The page's full URL. */
  url: string;
  /** On a claim's page, the claim its token opens as GET claims/{token} answers it; null when none does. */
  claim?: unknown;
  /** On `/start` answering its form: what was typed and the lookup's answer (domain `StartFormState`). */
  startForm?: unknown;
  /** On a claim's page answering its message form unsent: what was typed and why (`MessageFormState`). */
  messageForm?: unknown;
  /** On a claim's review page, the claim's reviews as GET claims/{token}/reviews answers them. */
  reviews?: unknown;
  /** On a claim's review page answering its form unsent: what was chosen and why (`ReviewFormState`). */
  reviewForm?: unknown;
  /** On `/issues` answering its form without a choice: why (domain `IssuesFormState`), beside `order`. */
  issuesForm?: unknown;
  /** On the items or shipments page answering its form: what was ticked (`PicksFormState`), beside `order`. */
  picksForm?: unknown;
  /** On a page a lookup leads to: the order the request's proof of a lookup names, and that lookup. */
  order?: unknown;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** The attribute of the `<style>` with the page's own CSS. */
const PAGE_CSS_ATTRIBUTE = 'data-op-page-css';

/** The attribute of the `<style>` with the entry's CSS, in place of index.html's link to it. */
const ENTRY_CSS_ATTRIBUTE = 'data-op-entry-css';

/** A chunk of the browser's build, as Vite's manifest describes it. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}

/** The browser build's manifest, written beside this renderer's build by `npm run build -w portal`. */
const manifest = JSON.parse(
  readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, ManifestChunk>;

/** The entry chunk of the browser's build: index.html's script. */
const entryChunk = manifest['index.html'];

/** The other entry: a claim's page hydrated without the router (pages/view/islandPath.ts), in its place. */
const VIEW_ENTRY = 'src/viewMain.tsx';

/** The text of a CSS file of the browser's build, read once. */
const builtCss = new Map<string, string>();
function builtCssText(file: string): string {
  let text = builtCss.get(file);
  if (text === undefined) {
    // No `</style` (only possible in a string or a comment) may end the element early; `<` alone stays, as
    // media queries may compare with it.
    text = readFileSync(new URL(`../dist/${file}`, import.meta.url), 'utf8').replace(
      /<\/style/gi,
      '\\3c /style',
    );
    builtCss.set(file, text);
  }
  return text;
}

/**
 * A CSS file of the build, named by a `disabled` link: the browser does not fetch it, but Vite's preloading
 * finds it and counts it as loaded, so a chunk that lists the file (the page chunks list the entry's
 * stylesheet) does not fetch the CSS inlined beside the link again.
 */
function inlinedCssLink(file: string): string {
  return `<link rel="stylesheet" crossorigin href="/${file}" disabled>`;
}

/** The stylesheets index.html links: the entry's, and those of the chunks it imports (vite.config.ts). */
const entryCss = [entryChunk, ...(entryChunk?.imports ?? []).map((key) => manifest[key])].flatMap(
  (chunk) => chunk?.css ?? [],
);

/**
 * index.html with the entry's stylesheets inlined where their links were (so the cascade keeps its order):
 * a rendered page is then painted as soon as its HTML arrives, with no stylesheet to wait for.
 */
function withEntryCssInlined(page: string): string {
  return entryCss.reduce(
    (html, file) =>
      html.replace(
        new RegExp(`<link rel="stylesheet"[^>]* href="/${file.replaceAll('.', '\\.')}"[^>]*>`),
        // A function, as the CSS could hold `$&` and the like, which a replacement string would expand.
        () => `<style ${ENTRY_CSS_ATTRIBUTE}>${builtCssText(file)}</style>${inlinedCssLink(file)}`,
      ),
    page,
  );
}

/** Modulepreload links appended in one task after the first paint (see withScriptsAfterFirstPaint). */
const PRELOADS_PER_TASK = 8;

/** The files of a chunk's static imports. */
function importedFiles(chunk: ManifestChunk): string[] {
  return (chunk.imports ?? []).flatMap((key) => {
    const file = manifest[key]?.file;
    return file === undefined ? [] : [file];
  });
}

/**
 * A rendered page with its entry's script (`entry`: index.html's, or the island's in its place), and the
 * modulepreloads of its imports and of the page's own chunks (`pageScripts`), asked for once the page has
 * painted (its first contentful paint) rather than from index.html's head. The page shows without them,
 * so its paint gains nothing from them, and Lighthouse's simulation would charge the paint for them: it
 * counts every script that arrived before the paint as one the paint waited for, unless it saw the script
 * run after the paint, and it does not see a module script run. A hidden tab paints nothing, and a browser
 * without paint timing says nothing: they ask at once.
 *
 * The page's chunks are preloaded here rather than by Vite's preloading when the entry loads the page's
 * route, which appends a link per chunk (over 30 on a claim's page) inside the entry's first task, the
 * longest of the page's load; Vite's preloading skips a chunk a link already names. A link costs about 2 ms
 * on a slow phone, so they are appended a few per task, none of them a long task.
 */
function withScriptsAfterFirstPaint(
  page: string,
  entry: ManifestChunk | undefined,
  pageScripts: readonly string[],
): string {
  if (entryChunk === undefined || entry === undefined) return page;
  const preloads = [...new Set([...importedFiles(entry), ...pageScripts])]
    .filter((file) => file !== entry.file)
    .map((file) => `/${file}`);
  // index.html's script and modulepreloads go, whichever entry the page loads.
  const indexTags = [entryChunk.file, ...importedFiles(entryChunk)].map((file) => `/${file}`);
  const withoutTags = indexTags.reduce(
    (html, href) =>
      html.replace(
        new RegExp(`<(script|link)\\b[^>]*"${href.replaceAll('.', '\\.')}"[^>]*>(</script>)?`),
        '',
      ),
    page,
  );
  const loader = `(() => {
const preloads = ${JSON.stringify(preloads)};
const preloadSome = () => {
  for (const href of preloads.splice(0, ${PRELOADS_PER_TASK})) {
    const link = document.createElement('link');
    Object.assign(link, { rel: 'modulepreload', crossOrigin: '', href });
    document.head.append(link);
  }
  if (preloads.length > 0) setTimeout(preloadSome);
};
const load = () => {
  const script = document.createElement('script');
  Object.assign(script, { type: 'module', crossOrigin: '', src: ${JSON.stringify(`/${entry.file}`)} });
  document.head.append(script);
  preloadSome();
};
if (document.visibilityState === 'hidden' || !window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) load();
else new PerformanceObserver((entries, observer) => {
  if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
  observer.disconnect();
  load();
}).observe({ type: 'paint', buffered: true });
})();`;
  return withoutTags.replace(/<\/body>/i, () => `<script>${loader}</script></body>`);
}

/**
 * The page's own CSS in the head (`links`): without it the markup would show unstyled until the page's chunk
 * loads (a layout shift). It is inlined, as the entry's is, so the page has no render-blocking request (a
 * file per component, 14 on a claim's page, each cost the first paint a request); each inlined file is also
 * named by a `disabled` link (inlinedCssLink). The page's scripts (`scripts`, the chunks of its `sources`
 * and their static imports) are not linked in the head: the page shows without them, and they would share
 * the first paint's connections; they are preloaded after the paint (withScriptsAfterFirstPaint).
 */
function pageAssets(sources: readonly string[], template: string): { links: string; scripts: string[] } {
  const css = new Set<string>();
  const chunks = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || chunks.has(chunk.file)) return;
    chunks.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  // The entry's own stylesheet is inlined where index.html links it (withEntryCssInlined).
  const notInTemplate = (file: string) => !template.includes(`"/${file}"`);
  const pageCss = [...css].filter(notInTemplate);
  const links = [
    pageCss.length === 0
      ? ''
      : `<style ${PAGE_CSS_ATTRIBUTE}>${pageCss.map((file) => builtCssText(file)).join('')}</style>`,
    ...pageCss.map(inlinedCssLink),
  ].join('');
  return { links, scripts: [...chunks] };
}

function asJsonScript(attribute: string, value: unknown): string {
  return `<script type="application/json" ${attribute}>${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;
}

/** A page the server rendered, and what the browser hydrates it with. */
interface RenderedPage {
  markup: string;
  /** The entry whose script hydrates it: index.html's, or the island's in its place. */
  entry: ManifestChunk | undefined;
  /** The manifest keys of the page's own modules, whose CSS and chunks it needs (pageAssets). */
  sources: string[];
  /** The router's state, for a page hydrated with the router (main.tsx). */
  routerState?: WrittenRouterState;
}

/**
 * The page at `url` rendered with the routes, and the router state it was rendered with; null to leave it
 * to the browser. A claim's page shows its claim; without one (no claim has the token) it shows the claim
 * loading, and the browser asks for it and shows the 404.
 */
async function renderRoute(
  url: URL,
  render: (tree: ReactNode) => string,
  pageOrder: CurrentOrder | undefined,
): Promise<RenderedPage | null> {
  const handler = createStaticHandler(createPortalRoutes({ pageOrder }));
  const context = await handler.query(new Request(url));
  // No route redirects; a Response here would be one.
  if (context instanceof Response) return null;
  // An error page (unmatched path, malformed token) needs no order; any other page of the flow does.
  if (context.errors === null && needsOrder(url.pathname) && pageOrder === undefined) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = render(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  const sources = context.matches.flatMap(({ route }) => {
    const source = (route.handle as PageHandle | undefined)?.source;
    return source === undefined ? [] : [source];
  });
  return { markup, entry: entryChunk, sources, routerState: writeRouterState(context) };
}

/**
 * `/view/{token}` with its claim, without the router: the browser hydrates it from its own entry. Its
 * modules are imported here, as the routes import the page, so this build does not warn that the routes'
 * import of it is no longer lazy.
 */
async function renderViewClaimIsland(url: URL, render: (tree: ReactNode) => string): Promise<RenderedPage> {
  const [{ ViewClaimIsland }, { loadViewClaimPageForServer }] = await Promise.all([
    import('../pages/view/ViewClaimIsland'),
    import('../pages/view/ViewClaimPage'),
  ]);
  await loadViewClaimPageForServer();
  const markup = render(<ViewClaimIsland pathname={url.pathname} search={url.search} />);
  return { markup, entry: manifest[VIEW_ENTRY], sources: [VIEW_ENTRY] };
}

/**
 * The portal's page for the server to send: the store's theme and the store (page.ts), and where the
 * server can render the page, its markup with the router state and the claim it was rendered with.
 * `/view/{token}` with its claim is rendered without the router (ViewClaimIsland), as its own entry
 * hydrates it (viewMain.tsx).
 */
export async function renderPortalPageWithMarkup(
  template: string,
  store: WhitelabelSettings | null,
  {
    url,
    claim,
    startForm,
    messageForm,
    reviews,
    reviewForm,
    issuesForm,
    picksForm,
    order,
  }: PortalPageRequest,
): Promise<string> {
  const page = withEntryCssInlined(renderPortalPage(template, store));
  const pageUrl = new URL(url);
  if (readStartupQuery(pageUrl.search).fake) return page;
  const token = claimTokenOfPortalPath(pageUrl.pathname);
  const parsedClaim = Claim.safeParse(claim);
  const parsedMessageForm = MessageFormState.safeParse(messageForm);
  const reviewPage = isClaimReviewPath(pageUrl.pathname);
  const parsedReviews = Review.array().safeParse(reviews);
  const parsedReviewForm = ReviewFormState.safeParse(reviewForm);
  const pageClaim: WrittenPageClaim | undefined =
    token !== undefined && parsedClaim.success
      ? {
          token,
          claim: parsedClaim.data,
          ...(parsedMessageForm.success ? { messageForm: parsedMessageForm.data } : {}),
          ...(reviewPage && parsedReviews.success ? { reviews: parsedReviews.data } : {}),
          ...(reviewPage && parsedReviewForm.success ? { reviewForm: parsedReviewForm.data } : {}),
        }
      : undefined;
  const parsedStartForm = StartFormState.safeParse(startForm);
  const pageStartForm = parsedStartForm.success ? parsedStartForm.data : undefined;
  const parsedOrder = LookedUpOrder.safeParse(order);
  const pageOrder = parsedOrder.success && isPageAfterLookup(pageUrl.pathname) ? parsedOrder.data : undefined;
  const parsedIssuesForm = IssuesFormState.safeParse(issuesForm);
  const pageIssuesForm =
    parsedIssuesForm.success && pageOrder !== undefined ? parsedIssuesForm.data : undefined;
  const parsedPicksForm = PicksFormState.safeParse(picksForm);
  const pagePicksForm = parsedPicksForm.success && pageOrder !== undefined ? parsedPicksForm.data : undefined;
  const services = { client: createLazyClaimsClient(), store, demo: false, clock: () => new Date() };
  const render = (tree: ReactNode) =>
    renderToString(
      <PortalProviders
        services={services}
        Brand={BrandProvider}
        pageClaim={pageClaim === undefined ? undefined : { ...pageClaim, shown: false }}
        startForm={pageStartForm === undefined ? undefined : { state: pageStartForm, shown: false }}
        issuesForm={pageIssuesForm === undefined ? undefined : { state: pageIssuesForm, shown: false }}
        picksForm={pagePicksForm === undefined ? undefined : { state: pagePicksForm, shown: false }}
      >
        {tree}
      </PortalProviders>,
    );
  const rendered: RenderedPage | null =
    pageClaim !== undefined && isViewClaimIslandPath(pageUrl.pathname)
      ? await renderViewClaimIsland(pageUrl, render)
      : await renderRoute(pageUrl, render, pageOrder);
  if (rendered === null) return page;
  const { links, scripts } = pageAssets(rendered.sources, template);
  const jsonScripts = [
    rendered.routerState === undefined ? '' : asJsonScript(ROUTER_STATE_ATTRIBUTE, rendered.routerState),
    pageClaim === undefined ? '' : asJsonScript(PAGE_CLAIM_ATTRIBUTE, pageClaim),
    pageStartForm === undefined ? '' : asJsonScript(START_FORM_ATTRIBUTE, pageStartForm),
    pageOrder === undefined ? '' : asJsonScript(PAGE_ORDER_ATTRIBUTE, pageOrder),
    pageIssuesForm === undefined ? '' : asJsonScript(ISSUES_FORM_ATTRIBUTE, pageIssuesForm),
    pagePicksForm === undefined ? '' : asJsonScript(PICKS_FORM_ATTRIBUTE, pagePicksForm),
  ];
  return withScriptsAfterFirstPaint(page, rendered.entry, scripts)
    .replace(/<\/head>/i, `${links}</head>`)
    .replace(ROOT_ELEMENT, `<div id="root">${rendered.markup}</div>${jsonScripts.join('')}`);
}
