/**
 * This machine's own host names. A server without PUBLIC_URL is a development server: it builds links
 * (sign-in email, uploads, downloads) on the host a request names only when it is one of these, or a
 * store's registered domain, never on any Host a client makes up.
 */
export const LOCAL_HOST_NAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

/** Whether `hostname` (as `URL.hostname` gives it: lower case, IPv6 in brackets, no port) is this machine's. */
export function isLocalHostName(hostname: string): boolean {
  return (LOCAL_HOST_NAMES as readonly string[]).includes(hostname);
}
