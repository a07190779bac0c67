/**
 * Sending one webhook: a POST signed by the Standard Webhooks scheme (`standardwebhooks`: webhook-id,
 * webhook-timestamp, webhook-signature), with a time limit, never to this machine or a private network.
 *
 * The target is checked after DNS resolution, inside the connection's own lookup, so the address checked
 * is the address connected to (a name that resolves differently a moment later gains nothing), and again
 * for each redirect, which is followed by hand. Loopback, private, shared, link-local (cloud metadata at
 * 169.254.169.254 included), multicast and reserved ranges are refused, unless the configuration allows
 * private targets (`WEBHOOKS_ALLOW_PRIVATE_TARGETS`, for tests and closed networks).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { Webhook } from 'standardwebhooks';

const forbidden = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv6');
}

/** Whether a webhook may not go to `address`: this machine, a private network, or a special range. */
export function isForbiddenAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] !== undefined) return isForbiddenAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return true;
  return forbidden.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class WebhookTargetRefused extends Error {
  override name = 'WebhookTargetRefused';
}

/** Tells which addresses a webhook may not reach: `isForbiddenAddress`, narrowed only by tests. */
export type AddressRule = (address: string) => boolean;

/**
 * Why a URL is refused before any lookup: not http(s), or (unless `refuses` is null: private targets
 * allowed) a name of this machine (`localhost`, `*.localhost`) or a forbidden address written out; null when
 * only its DNS answer can tell. Endpoints are checked with it when added, and every hop of a delivery when sent.
 */
export function literalTargetRefusal(
  url: URL,
  refuses: AddressRule | null = isForbiddenAddress,
): string | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `${url.protocol} is not http or https`;
  if (refuses === null) return null;
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return `${host} is this machine`;
  if (isIP(host) !== 0 && refuses(host)) return `${host} is a private address`;
  return null;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** `dns.lookup` for the connection, refusing a name that resolves to any forbidden address. */
function guardedLookup(refuses: AddressRule) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error !== null) return callback(error, []);
      const refused = addresses.find((entry) => refuses(entry.address));
      if (refused !== undefined) {
        return callback(
          new WebhookTargetRefused(`${hostname} resolves to ${refused.address}, a private address`),
          [],
        );
      }
      if (options.all === true) return callback(null, addresses);
      const [first] = addresses;
      if (first === undefined) return callback(new WebhookTargetRefused(`${hostname} has no address`), []);
      return callback(null, first.address, first.family);
    });
  };
}

export interface WebhookRequest {
  url: string;
  /** Same for every try of one event, so the receiver can drop duplicates. */
  messageId: string;
  body: string;
  secret: string;
  timestampAt: Date;
  timeoutMs: number;
  allowPrivateTargets: boolean;
}

export interface WebhookAnswer {
  statusCode: number;
}

const REDIRECTS = 3;

/**
 * Signs and POSTs the webhook; answers the final status (a 2xx is a delivery), throws when no answer came.
 * `refuses` is the rule on addresses; a test narrows it to let its receiver on this machine answer at all.
 */
export async function sendWebhook(
  request: WebhookRequest,
  refuses: AddressRule = isForbiddenAddress,
): Promise<WebhookAnswer> {
  const signature = new Webhook(request.secret).sign(request.messageId, request.timestampAt, request.body);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'OrderProtection-Webhooks',
    'webhook-id': request.messageId,
    'webhook-timestamp': String(Math.floor(request.timestampAt.getTime() / 1000)),
    'webhook-signature': signature,
  };
  const deadline = AbortSignal.timeout(request.timeoutMs);
  const rule: AddressRule | null = request.allowPrivateTargets ? null : refuses;
  let url = new URL(request.url);
  for (let hop = 0; ; hop += 1) {
    const answer = await post(url, headers, request.body, deadline, rule).catch((error: unknown) => {
      // Said plainly, since the log shows only the endpoint's own URL.
      if (hop > 0 && error instanceof WebhookTargetRefused) {
        throw new WebhookTargetRefused(`The redirect to ${url.href} is refused: ${error.message}`);
      }
      throw error;
    });
    const location = answer.location;
    if (answer.statusCode < 300 || answer.statusCode >= 400 || location === undefined || hop === REDIRECTS) {
      return { statusCode: answer.statusCode };
    }
    url = new URL(location, url);
  }
}

function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
  refuses: AddressRule | null,
): Promise<{ statusCode: number; location: string | undefined }> {
  const refusal = literalTargetRefusal(url, refuses);
  if (refusal !== null) return Promise.reject(new WebhookTargetRefused(refusal));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        signal,
        ...(refuses === null ? {} : { lookup: guardedLookup(refuses) as unknown as typeof dnsLookup }),
      },
      (incoming) => {
        // The answer's body is not read for anything; draining it frees the connection.
        incoming.resume();
        incoming.on('end', () =>
          resolve({ statusCode: incoming.statusCode ?? 0, location: incoming.headers.location }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
