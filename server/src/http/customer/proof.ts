/**
 * The customer's proofs, without a login. A claim is proven by the token of its link. Proof of an order: a successful order lookup answers an order token (HMAC-signed,
 * expiring, scoped to that order) both as an HttpOnly SameSite=Lax cookie, for the portal served from
 * this origin, and in a response header, for clients on another origin that send it back the same way.
 * A request may prove the order with either.
 */
import { ORDER_TOKEN_COOKIE, ORDER_TOKEN_HEADER } from '@orderprotection/domain';
import { inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import { orders } from '../../db/schema';
import { AppError } from '../../modules/app-error';
import type { ClaimRow } from '../../modules/claims/claims';
import { findClaimRowByLinkToken } from '../../modules/claims/links';
import { issueOrderToken, readOrderToken } from '../../security/tokens';
import type { AppEnv, Services } from '../env';

/**
 * The headers that give proof of a lookup of the order `orderId`: its order token as a cookie and in a
 * header. The cookie's attributes are serialized once, by Hono's cookie serializer.
 */
export function orderProofHeaders(services: Services): (orderId: string) => Record<string, string> {
  const attributes = serialize(ORDER_TOKEN_COOKIE, '', {
    httpOnly: true,
    sameSite: 'Lax',
    secure: services.config.publicUrl?.startsWith('https:') ?? false,
    path: '/',
    maxAge: services.config.orderTokenTtlSeconds,
  }).slice(`${ORDER_TOKEN_COOKIE}=`.length);
  return (orderId) => {
    const expiresAt = new Date(services.now().getTime() + services.config.orderTokenTtlSeconds * 1000);
    // base64url, digits and dots: nothing a cookie value would encode.
    const token = issueOrderToken(services.signer, orderId, expiresAt);
    return { 'set-cookie': `${ORDER_TOKEN_COOKIE}=${token}${attributes}`, [ORDER_TOKEN_HEADER]: token };
  };
}

export interface ProvenOrder {
  /** `systemOrderId`. */
  id: string;
  /** The platform's order id. */
  sourceOrderId: string;
  customerEmail: string;
}

/**
 * The order `orderReference` names, when the request proves it. The reference may be the order's
 * `systemOrderId` or its platform `orderId`; a token only ever matches the one order it was issued for.
 * No proof (or an expired one) answers 401, proof of another order 403.
 */
export async function requireOrderProof(
  c: Context<AppEnv>,
  services: Services,
  orderReference: string,
): Promise<ProvenOrder> {
  const proven = await provenOrders(c, services);
  const match = proven.find((order) => order.id === orderReference || order.sourceOrderId === orderReference);
  if (match === undefined) throw new AppError('forbidden', 'Your order lookup was for another order.');
  c.set('principal', { kind: 'customer', proof: { of: 'order', orderId: match.id } });
  return match;
}

/** The order a request proves when it names none (an upload during the claim flow). */
export async function requireAnyOrderProof(c: Context<AppEnv>, services: Services): Promise<ProvenOrder> {
  const [first] = await provenOrders(c, services);
  if (first === undefined)
    throw new AppError('forbidden', 'Your order lookup was for an order that no longer exists.');
  c.set('principal', { kind: 'customer', proof: { of: 'order', orderId: first.id } });
  return first;
}

/**
 * The claim a link token proves: the token of its private link is the only proof its calls need. An
 * unknown token answers 404, exactly like a wrong one.
 */
export async function requireClaimProof(
  c: Context<AppEnv>,
  services: Services,
  token: string,
): Promise<ClaimRow> {
  return provenClaim(c, await findClaimRowByLinkToken(services.db, token));
}

/** The claim a link token found (null: none has it, 404), now the request's principal. */
function provenClaim<T extends { id: string }>(c: Context<AppEnv>, claim: T | null): T {
  const found = foundClaim(claim);
  c.set('principal', { kind: 'customer', proof: { of: 'claim', claimId: found.id } });
  return found;
}

/** The claim a link token found; 404 when it found none. */
export function foundClaim<T>(claim: T | null): T {
  if (claim === null) throw new AppError('not_found', 'Claim not found.');
  return claim;
}

/** Orders proven by the header and the cookie (a stale cookie may sit beside a fresh header). */
export async function provenOrders(c: Context<AppEnv>, services: Services): Promise<ProvenOrder[]> {
  const tokens = [c.req.header(ORDER_TOKEN_HEADER), getCookie(c, ORDER_TOKEN_COOKIE)].filter(
    (token): token is string => token !== undefined && token !== '',
  );
  const now = services.now();
  const checks = tokens.map((token) => readOrderToken(services.signer, token, now));
  const orderIds = checks.flatMap((check) => (check.ok ? [check.orderId] : []));
  if (orderIds.length === 0) {
    const expired = checks.some((check) => !check.ok && check.problem === 'expired');
    throw new AppError(
      'unauthenticated',
      expired
        ? 'Your order lookup has expired. Please look up your order again.'
        : 'Please look up your order with its order number and email address first.',
    );
  }
  return services.db
    .select({ id: orders.id, sourceOrderId: orders.sourceOrderId, customerEmail: orders.customerEmail })
    .from(orders)
    .where(inArray(orders.id, orderIds));
}
