/**
 * Spec section 2: any path that contains neither "return" nor "/view" nor "/print" needs a loaded order,
 * and without one goes to /start (which itself needs none: it is where an order is found).
 */
export function needsOrder(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return !(path === '/start' || path.includes('return') || path.includes('/view') || path.includes('/print'));
}
