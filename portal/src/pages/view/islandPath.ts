/**
 * Which pages are hydrated without the router (ViewClaimIsland.tsx): `/view/{token}` (not its review),
 * when the server rendered it with its claim. The server's render and the browser's entry both ask here.
 */
const ISLAND_PATH = /^\/view\/[^/]+\/?$/;

export function isViewClaimIslandPath(pathname: string): boolean {
  return ISLAND_PATH.test(pathname);
}
