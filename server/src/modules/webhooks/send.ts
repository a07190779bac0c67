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

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** `dns.lookup` for the connection, refusing a name that resolves to any forbidden address. */
function guardedLookup(
  hostname: string,
  options: { all?: boolean; family?: number },
  callback: LookupCallback,
) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error !== null) return callback(error, []);
    const refused = addresses.find((entry) => isForbiddenAddress(entry.address));
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

/** Signs and POSTs the webhook; answers the final status (a 2xx is a delivery), throws when no answer came. */
export async function sendWebhook(request: WebhookRequest): Promise<WebhookAnswer> {
  const signature = new Webhook(request.secret).sign(request.messageId, request.timestampAt, request.body);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'OrderProtection-Webhooks',
    'webhook-id': request.messageId,
    'webhook-timestamp': String(Math.floor(request.timestampAt.getTime() / 1000)),
    'webhook-signature': signature,
  };
  const deadline = AbortSignal.timeout(request.timeoutMs);
  let url = new URL(request.url);
  for (let hop = 0; ; hop += 1) {
    const answer = await post(url, headers, request.body, deadline, request.allowPrivateTargets);
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
  allowPrivateTargets: boolean,
): Promise<{ statusCode: number; location: string | undefined }> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return Promise.reject(new WebhookTargetRefused(`${url.protocol} is not http or https`));
  }
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivateTargets && isIP(literal) !== 0 && isForbiddenAddress(literal)) {
    return Promise.reject(new WebhookTargetRefused(`${literal} is a private address`));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        signal,
        ...(allowPrivateTargets ? {} : { lookup: guardedLookup as unknown as typeof dnsLookup }),
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
