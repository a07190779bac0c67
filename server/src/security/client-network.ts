/** Who a rate limit counts as one client: every limit on what clients do (lookups, shopper writes) uses it. */
import { isIPv4, isIPv6 } from 'node:net';

/**
 * Who a limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one host or one home usually
 * gets a whole /64, so changing the low 64 bits must not make a new client). An IPv4 address mapped into
 * IPv6 (`::ffff:192.0.2.1`, what a dual-stack socket reports for IPv4 peers) is its IPv4 address:
 * otherwise every IPv4 client would share the /64 `0:0:0:0`. Anything else is kept as given.
 */
export function clientNetwork(address: string): string {
  const bare = address.trim().replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  const [g5, g6, g7] = [groups[5] ?? 0, groups[6] ?? 0, groups[7] ?? 0];
  if (groups.slice(0, 5).every((group) => group === 0) && g5 === 0xffff) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 converted). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((piece) => {
          if (!piece.includes('.')) return [Number.parseInt(piece, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  const first = parse(head);
  if (tail === undefined) return first;
  const last = parse(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}
