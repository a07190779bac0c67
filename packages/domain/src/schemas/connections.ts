/**
 * A store's connections to the platforms its orders and shipments come from: the commerce platforms
 * (Shopify, WooCommerce), whose orders are read and whose webhooks keep them current, and the carriers'
 * tracking services (EasyPost, AfterShip), whose webhooks bring the scans. What a person enters to connect
 * one, and each connection's health as the staff API answers it. Secrets go in and never come back.
 */
import { z } from 'zod';
import { inputString, isoDateTime } from './primitives';
import { ProtectionMarker } from './protectionMarker';

export const ConnectionPlatform = z.enum(['shopify', 'woocommerce', 'easypost', 'aftership']);
export type ConnectionPlatform = z.infer<typeof ConnectionPlatform>;

/** The platforms whose past orders can be read (`backfill`); the carriers send scans only. */
export const commercePlatforms = ['shopify', 'woocommerce'] as const satisfies readonly ConnectionPlatform[];

export function isCommercePlatform(
  platform: ConnectionPlatform,
): platform is (typeof commercePlatforms)[number] {
  return (commercePlatforms as readonly ConnectionPlatform[]).includes(platform);
}

/** The last reading of a shop's past orders. */
export const ConnectionBackfill = z.object({
  /** `waiting`: paused by the platform's rate limit until it lets the next call through. */
  status: z.enum(['running', 'waiting', 'done', 'failed']),
  days: z.number().int(),
  ordersDone: z.number().int(),
  /** As the platform counted them when the backfill began; null until it has been asked. */
  ordersTotal: z.number().int().nullable(),
  startedAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
  error: z.string().nullable(),
});
export type ConnectionBackfill = z.infer<typeof ConnectionBackfill>;

export const Connection = z.object({
  id: z.string(),
  platform: ConnectionPlatform,
  /** The shop's domain, the WooCommerce site's host, or the carrier service's name. */
  account: z.string(),
  /** How the shop's protected orders are told apart; null for carriers. */
  protection: ProtectionMarker.nullable(),
  /** Where the platform must send its webhooks. */
  webhookUrl: z.string(),
  createdAt: isoDateTime,
  disconnectedAt: isoDateTime.nullable(),
  lastDeliveryAt: isoDateTime.nullable(),
  /** When the worker last applied one of its deliveries (a test event's outcome shows by it). */
  lastAppliedAt: isoDateTime.nullable(),
  lastFailureAt: isoDateTime.nullable(),
  lastFailure: z.string().nullable(),
  /** Deliveries stored and not yet applied. */
  pending: z.number().int(),
  /** Deliveries that could not be applied. */
  failed: z.number().int(),
  /** The last backfill of the shop's orders; null before the first, and always for carriers. */
  backfill: ConnectionBackfill.nullable(),
});
export type Connection = z.infer<typeof Connection>;

export const ShopifyConnectionInput = z.strictObject({
  shopDomain: inputString()
    .trim()
    .toLowerCase()
    .regex(
      /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/,
      'Expected the shop’s myshopify.com domain, e.g. aurora.myshopify.com',
    ),
  clientSecret: inputString().trim().min(16, 'Expected the app’s client secret').max(200),
  accessToken: inputString().trim().min(16, 'Expected an Admin API access token').max(200),
  /** What marks an order protected in this shop; without it, the fee line's SKU `ORDERPROTECTION`. */
  protection: ProtectionMarker.optional(),
});
export type ShopifyConnectionInput = z.input<typeof ShopifyConnectionInput>;

/**
 * A site on plain http is taken only on this machine (a local WooCommerce or a stand-in): WooCommerce
 * accepts its API keys as basic auth over https only, and they must not cross a network in clear.
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const WooCommerceConnectionInput = z.strictObject({
  siteUrl: inputString()
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/, error: 'Expected the site’s https:// address' }))
    .transform((url, context) => {
      const { protocol, hostname, origin } = new URL(url);
      if (protocol === 'https:' || LOCAL_HOSTS.has(hostname)) return origin;
      context.addIssue({ code: 'custom', message: 'Expected the site’s https:// address' });
      return z.NEVER;
    }),
  webhookSecret: inputString().trim().min(16, 'Expected at least 16 characters').max(200),
  consumerKey: inputString()
    .trim()
    .regex(/^ck_\w{16,100}$/, 'Expected the REST API consumer key (ck_…)'),
  consumerSecret: inputString()
    .trim()
    .regex(/^cs_\w{16,100}$/, 'Expected the REST API consumer secret (cs_…)'),
  protection: ProtectionMarker.optional(),
});
export type WooCommerceConnectionInput = z.input<typeof WooCommerceConnectionInput>;

/** EasyPost's and AfterShip's: the secret their tracking webhooks are signed with. */
export const CarrierConnectionInput = z.strictObject({
  webhookSecret: inputString().trim().min(16, 'Expected the webhook secret').max(200),
});
export type CarrierConnectionInput = z.input<typeof CarrierConnectionInput>;

/** What each platform's `PUT .../connections/{platform}` takes. */
export interface ConnectionInputs {
  shopify: ShopifyConnectionInput;
  woocommerce: WooCommerceConnectionInput;
  easypost: CarrierConnectionInput;
  aftership: CarrierConnectionInput;
}

export const BackfillInput = z.strictObject({
  /** How many days back; the store's claim window when not given. */
  days: z.number().int().min(1).max(365).optional(),
});
export type BackfillInput = z.infer<typeof BackfillInput>;
