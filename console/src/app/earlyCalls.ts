/**
 * The calls a page of the console opens with, started by a script inlined in its HTML (early.ts) before
 * any module has loaded, so they overlap the download and evaluation of the console's code instead of
 * leaving after it. The staff client then takes each answer instead of asking again (earlyFetch): the
 * loaders, the query cache and the client's parsing and errors stay as they are. Kept free of the domain's
 * schemas (zod), which would make the inline script large.
 */
import { CONSOLE_BASENAME } from './paths';
import { feedQuery, readQueueViewWith } from './queueView';

declare global {
  interface Window {
    /** The calls started by the HTML, by callKey, until the client takes them. */
    consoleEarlyCalls?: Map<string, Promise<Response>>;
  }
}

/** The pages anyone may open, without a session: they ask for nothing early. */
const SIGNED_OUT_PAGES = ['sign-in', 'forgot-password', 'reset-password'];
const QUEUE_PAGES = ['', 'claims'];

/**
 * The staff API's calls the page at `path` + `search` starts with, as the staff client sends them: who is
 * signed in on every signed-in page, and on the queue its first page of claims for the URL's view. The tab
 * is taken as written: an unknown one makes a call the console does not take, and it asks for the default
 * tab's itself.
 */
export function earlyCallUrls(path: string, search: string): string[] {
  if (path !== CONSOLE_BASENAME && !path.startsWith(`${CONSOLE_BASENAME}/`)) return [];
  const page = path.slice(CONSOLE_BASENAME.length + 1).replace(/\/$/, '');
  if (SIGNED_OUT_PAGES.includes(page)) return [];
  if (!QUEUE_PAGES.includes(page)) return ['/api/staff/me'];
  const query = new URLSearchParams();
  const view = readQueueViewWith(new URLSearchParams(search), () => true);
  for (const [key, value] of Object.entries(feedQuery(view))) {
    if (value !== undefined) query.set(key, String(value));
  }
  return ['/api/staff/me', `/api/staff/claims?${query}`];
}

/** A GET's URL with its query in one order and one encoding, so the HTML's call and the client's match. */
export function callKey(url: string): string {
  const parsed = new URL(url, 'http://console.invalid');
  const query = [...parsed.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${parsed.pathname}?${new URLSearchParams(query)}`;
}

/** Starts the page's calls (early.ts, inlined in the HTML); `fetchImpl` is the browser's fetch. */
export function startEarlyCalls(where: Pick<Location, 'pathname' | 'search'>, fetchImpl: typeof fetch): void {
  const calls = new Map<string, Promise<Response>>();
  for (const url of earlyCallUrls(where.pathname, where.search)) {
    const call = fetchImpl(url, { credentials: 'include', headers: { accept: 'application/json' } });
    // A call nobody takes (another page opened first) must not report an unhandled rejection.
    call.catch(() => undefined);
    calls.set(callKey(url), call);
  }
  window.consoleEarlyCalls = calls;
}

/**
 * `fetchImpl`, except that a GET the HTML already started is answered by that call, once: a retry or any
 * later call goes to the network.
 */
export function earlyFetch(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const calls = typeof window === 'undefined' ? undefined : window.consoleEarlyCalls;
    if (calls !== undefined && typeof input === 'string' && (init?.method ?? 'GET') === 'GET') {
      const key = callKey(input);
      const early = calls.get(key);
      if (early !== undefined) {
        calls.delete(key);
        return early;
      }
    }
    return fetchImpl(input, init);
  };
}
