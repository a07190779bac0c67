/**
 * The time zone dates are shown in. The server renders in UTC, as it cannot know the shopper's zone, and
 * the browser hydrates its page in UTC too, so both render the same text; right after, each component that
 * shows a date moves to the shopper's own zone (undefined: the domain's formatters use the browser's) in a
 * transition, which React renders in short slices. (A `useSyncExternalStore` whose browser value differs
 * from the server's, the way this was done before, re-renders every component reading it at once, in one
 * task of the main thread: the longest of a claim page's load on a slow phone.) A page the browser renders
 * itself, after a navigation or on a page the server left empty, starts in the shopper's zone.
 */
import { startTransition, useEffect, useState } from 'react';
import type { createBrowserRouter } from 'react-router-dom';

const SERVER_TIME_ZONE = 'UTC';

/** Whether the page shown is the server's, still hydrating or hydrated: set by `hydrateInServerTimeZone`. */
let showingServerPage = false;

/**
 * Called before hydrating the page the server rendered: dates mount in the server's zone, as its markup
 * has them, until the shopper goes to another page (by the router; without one, viewMain.tsx, every
 * other page is a new document).
 */
export function hydrateInServerTimeZone(
  router?: Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>,
): void {
  showingServerPage = true;
  if (router === undefined) return;
  const serverLocation = router.state.location;
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.location === serverLocation) return;
    showingServerPage = false;
    unsubscribe();
  });
}

export function useDisplayTimeZone(): string | undefined {
  const [timeZone, setTimeZone] = useState(() =>
    typeof window === 'undefined' || showingServerPage ? SERVER_TIME_ZONE : undefined,
  );
  useEffect(() => {
    if (timeZone !== undefined) startTransition(() => setTimeZone(undefined));
  }, [timeZone]);
  return timeZone;
}
