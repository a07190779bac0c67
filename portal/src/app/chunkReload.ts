/**
 * Pages are loaded lazily. After a deploy, an open tab may ask for a page chunk that no longer exists; a
 * reload fetches the new build. The reload happens at most once within a guard window, so a chunk that
 * really is broken shows the error page instead of reloading forever.
 */

export const RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = 'op:chunk-reload-at';

/** The messages browsers and Vite give for a dynamic import or a preload that failed. */
const chunkLoadMessages = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || chunkLoadMessages.some((pattern) => pattern.test(error.message));
}

/** Whether a reload may happen at `now`, given when the last one happened (null: never in this tab). */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= RELOAD_GUARD_MS || now < lastReloadAt;
}

/** Reloads the page unless it did so within the guard window; says whether it did. */
export function reloadOnce(now: number = Date.now()): boolean {
  let last: number | null = null;
  try {
    const stored = Number(sessionStorage.getItem(STORAGE_KEY));
    last = Number.isFinite(stored) && stored > 0 ? stored : null;
    if (!mayReload(last, now)) return false;
    sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // Without storage there is no guard: show the error page rather than risk a reload loop.
    return false;
  }
  location.reload();
  return true;
}

/**
 * Wraps a page's dynamic import: a chunk-load failure reloads the page once (the returned promise then
 * never settles, as the page is going away); any other failure, or a second one, reaches the error page.
 */
export function loadPage<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadOnce()) return new Promise<T>(() => {});
      throw error;
    });
}

/** Vite reports a failed preload of a page's CSS or dependencies with this event, before the import fails. */
export function reloadOnPreloadError(target: Window): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
