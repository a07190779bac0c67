/**
 * Where the console goes back to after signing in: the page the person asked for, when it is one of the
 * console's own (a path, never another site's address).
 */
export function signInPath(returnTo: string): string {
  return returnTo === '/' || returnTo === '' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(returnTo)}`;
}

/** The page to open after signing in: `next` when it is a path inside the console, else the queue. */
export function afterSignIn(next: string | null): string {
  if (next === null || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next.startsWith('/sign-in')) return '/';
  return next;
}
