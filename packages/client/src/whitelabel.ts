// Names that always mean this machine. A portal opened through one of them is a developer's, and a
// merchant's store is found by the `store` parameter instead.
const LOOPBACK_NAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * The `domain` of GET whitelabel/settings (spec section 7): the current host, unless it is localhost.
 * `location.hostname` writes IPv6 addresses in brackets, and any `*.localhost` name is loopback too.
 */
export function whitelabelDomain(hostname: string | undefined): string | undefined {
  const host = hostname?.trim().toLowerCase().replace(/\.$/, '');
  if (host === undefined || host === '') return undefined;
  if (LOOPBACK_NAMES.has(host) || host.endsWith('.localhost')) return undefined;
  return host;
}
