/**
 * The customer portal, served by the API server (the `portal` seam of `createApp`): the built files of
 * `portal/dist`, and for every portal route its `index.html` as the portal renders it for the store (its
 * theme and the page's markup written in, so the first paint is already the store's page). The renderer is
 * the portal's own (portal/src/serve/render.tsx, built to portal/dist-server/render.js), passed in by
 * whoever starts the server: the server never imports the portal or the design system.
 *
 * The store of a page a claim's link opens (`/view/{token}`, `/print/{token}`) is the claim's, on any host
 * and whatever `?store=` says; on every other page it is the one of `?store=` when it names one, otherwise
 * the one registered for the host, exactly as GET whitelabel/settings chooses it. Hashed build files are cached for a year; the HTML is revalidated
 * on every visit, as it names the current build's files and the store's current theme.
 *
 * The forms of the start page, the issues page, the items and shipments pages, a claim's page and its
 * review page sent before (or without) the page's script come here as a POST of the page
 * (http/portal-forms.ts answers them); a claim's review page is rendered with the claim's reviews too, so it
 * shows the form or the review; a page a lookup leads to (the domain's `isPageAfterLookup`) is rendered
 * with the order the request's proof of a lookup names, if any, so it shows without the script.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type Claim,
  claimTokenOfPortalPath,
  ISSUES_FORM_PATH,
  type IssuesFormState,
  isClaimReviewPath,
  isPageAfterLookup,
  type MessageFormState,
  PICKS_FORMS,
  type PicksFormState,
  type Review,
  type ReviewFormState,
  type StartFormState,
  type WhitelabelSettings,
} from '@orderprotection/domain';
import type { PortalHandler, PortalPageLoaders } from '../app';
import type { Queryable } from '../db/database';
import { describeError, type Logger } from '../logger';
import { findWhitelabelSettings } from '../modules/stores/stores';
import { appPage, buildFile, decodedPath, isFilePath, notFound } from './built-app';
import type { PageFormOutcome, PageOrder } from './portal-forms';

/** What the server knows of the page asked for, for the portal to render it. */
export interface PortalPageRequest {
  /** The page's full URL. */
  url: string;
  /**
   * On a claim's page (`/view/{token}`, `/print/{token}`), the claim its token opens, as GET claims/{token}
   * answers it; null when none does. Absent on every other page.
   */
  claim?: Claim | null;
  /** On `/start` answering its form (http/portal-forms.ts): what was typed and the lookup's answer. */
  startForm?: StartFormState;
  /** On a claim's page answering its message form unsent (http/portal-forms.ts): what was typed and why. */
  messageForm?: MessageFormState;
  /**
   * On a claim's review page (`/view/{token}/review`) whose token opens a claim, its reviews as GET
   * claims/{token}/reviews answers them.
   */
  reviews?: Review[];
  /** On a claim's review page answering its form unsent (http/portal-forms.ts): what was chosen and why. */
  reviewForm?: ReviewFormState;
  /** On `/issues` answering its form without a choice (http/portal-forms.ts): why, beside `order`. */
  issuesForm?: IssuesFormState;
  /** On the items or shipments page answering its form (http/portal-forms.ts): what was ticked, beside `order`. */
  picksForm?: PicksFormState;
  /** On a page a lookup leads to, the order the request's proof of a lookup names (http/portal-forms.ts). */
  order?: PageOrder;
}

/**
 * The portal's HTML for a page: its build's `index.html`, the store found for the request, if any, and the
 * page asked for (the portal renders the page's markup into it).
 */
export type PortalPageRenderer = (
  template: string,
  store: WhitelabelSettings | null,
  page: PortalPageRequest,
) => string | Promise<string>;

export interface PortalPages {
  /** The portal's build output: `portal/dist`. */
  distDir: string;
  renderPage: PortalPageRenderer;
}

/**
 * `logger` hears of a page the renderer failed on: that page is answered with the build's `index.html`
 * as it is, which the browser renders by itself (the store asked for, the theme computed there), so a
 * rendering bug costs the server-rendered first paint, never the page.
 */
export function createPortalHandler(
  { distDir, renderPage }: PortalPages,
  db: Queryable,
  logger?: Logger,
): PortalHandler {
  return {
    async fetch(request, loaders) {
      const url = new URL(request.url);
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return notFound();
      if (isFilePath(url.pathname)) {
        const relativePath = decodedPath(url.pathname);
        return relativePath === null ? notFound() : buildFile(distDir, relativePath, request);
      }
      const claimToken = claimTokenOfPortalPath(url.pathname);
      const reviewPage = isClaimReviewPath(url.pathname);
      let answered: Extract<PageFormOutcome, { kind: 'this-page' }> | undefined;
      if (request.method === 'POST' && loaders !== undefined) {
        const outcome = await answerPageForm(url.pathname, loaders, await sentForm(request));
        if (outcome.kind === 'next-page') {
          // 303: the browser GETs the next page, and its Back button does not send the form again.
          const fragment = outcome.fragment === undefined ? '' : `#${outcome.fragment}`;
          return new Response(null, {
            status: 303,
            headers: { ...outcome.headers, Location: `${outcome.path}${url.search}${fragment}` },
          });
        }
        if (outcome.kind === 'this-page') answered = outcome;
      }
      const template = await readFile(join(distDir, 'index.html'), 'utf8');
      const store = await findWhitelabelSettings(db, {
        claimLinkToken: claimToken,
        storeId: url.searchParams.get('store')?.trim() || undefined,
        domain: url.hostname,
      });
      const [claim, reviews] =
        claimToken === undefined || loaders === undefined
          ? [undefined, null]
          : await Promise.all([
              loaders.claimByToken(claimToken),
              reviewPage ? loaders.reviewsByToken(claimToken) : null,
            ]);
      let page: PortalPageRequest = {
        url: request.url,
        ...(claim === undefined ? {} : { claim }),
        ...(reviews === null ? {} : { reviews }),
        ...answered?.form,
      };
      if (answered === undefined && isPageAfterLookup(url.pathname) && loaders !== undefined) {
        const order = await loaders.provenOrder();
        if (order !== null) page = { ...page, order };
      }
      const status = answered?.status ?? 200;
      const headers = answered?.headers ?? {};
      try {
        return withAnswer(await appPage(await renderPage(template, store, page), request), status, headers);
      } catch (error) {
        logger?.error('the portal page could not be rendered', { url: request.url, ...describeError(error) });
        return withAnswer(await appPage(template, request), status, headers);
      }
    },
  };
}

/** The answer to a page's form, by the page it was sent to (app.ts lets only the pages with a form). */
function answerPageForm(
  pathname: string,
  loaders: PortalPageLoaders,
  form: FormData,
): Promise<PageFormOutcome> {
  const claimToken = claimTokenOfPortalPath(pathname);
  if (claimToken !== undefined) {
    return isClaimReviewPath(pathname)
      ? loaders.answerReviewForm(claimToken, form)
      : loaders.answerMessageForm(claimToken, form);
  }
  if (pathname === ISSUES_FORM_PATH) return loaders.answerIssuesForm(form);
  const picksForm = PICKS_FORMS.find((page) => page.path === pathname);
  if (picksForm !== undefined) return loaders.answerPicksForm(picksForm, form);
  return loaders.answerStartForm(form);
}

/** The form's fields; a body that is no form sends none, which the lookup then asks for. */
async function sentForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/** The page with the status and headers (proof of a lookup, Retry-After) of the form's answer. */
function withAnswer(page: Response, status: number, headers: Record<string, string>): Response {
  if (status === 200 && Object.keys(headers).length === 0) return page;
  const answer = new Response(page.body, { status, headers: page.headers });
  for (const [name, value] of Object.entries(headers)) answer.headers.append(name, value);
  return answer;
}
