/**
 * Proofs of access without a login (DESIGN.md, "Server principles"):
 * - an order token, issued by a successful order lookup: HMAC-signed, expiring, scoped to one order;
 * - a claim's link token (`/view/{token}`): 192 bits derived from the claim's id with a key of its own,
 *   so the server can give the link again (a retried submission, the order's list of claims) while the
 *   database keeps only its SHA-256 and never the link itself;
 * - signed upload URLs: HMAC over the file key, content type, size limit and expiry.
 *
 * Each purpose signs with its own key derived from the signing secret, so a signature made for one
 * purpose can never be replayed as another.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Ids of rows that prove nothing (claims, lines, messages, sessions): 128 random bits, base64url. */
export function newRowId(): string {
  return randomBytes(16).toString('base64url');
}

/** A media file key: 144 random bits, then the file's extension so storage and logs show what it is. */
export function newMediaKey(extension: string): string {
  return `${randomBytes(18).toString('base64url')}.${extension}`;
}

export const MEDIA_KEY_PATTERN = /^[A-Za-z0-9_-]{24}\.[a-z0-9]{2,5}$/;

export type TokenPurpose = 'order' | 'upload' | 'claim-link';

export interface Signer {
  sign(purpose: TokenPurpose, message: string): string;
  verify(purpose: TokenPurpose, message: string, signature: string): boolean;
}

export function createSigner(secret: string): Signer {
  const keys = new Map<TokenPurpose, Buffer>(
    (['order', 'upload', 'claim-link'] as const).map((purpose) => [
      purpose,
      createHmac('sha256', secret).update(`orderprotection:${purpose}`).digest(),
    ]),
  );
  const sign = (purpose: TokenPurpose, message: string) =>
    createHmac('sha256', keyFor(keys, purpose)).update(message).digest('base64url');
  return {
    sign,
    verify(purpose, message, signature) {
      const expected = Buffer.from(sign(purpose, message));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

function keyFor(keys: ReadonlyMap<TokenPurpose, Buffer>, purpose: TokenPurpose): Buffer {
  const key = keys.get(purpose);
  if (key === undefined) throw new Error(`No signing key for ${purpose}`);
  return key;
}

export type OrderTokenCheck =
  | { ok: true; orderId: string; expiresAt: Date }
  | { ok: false; problem: 'malformed' | 'expired' };

/** `<orderId>.<expiry in epoch seconds>.<signature>`; the order id is base64url, so it holds no dot. */
export function issueOrderToken(signer: Signer, orderId: string, expiresAt: Date): string {
  const payload = `${orderId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${signer.sign('order', payload)}`;
}

export function readOrderToken(signer: Signer, token: string, now: Date): OrderTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, problem: 'malformed' };
  const [orderId = '', expiry = '', signature = ''] = parts;
  if (!/^\d{1,12}$/.test(expiry) || !signer.verify('order', `${orderId}.${expiry}`, signature)) {
    return { ok: false, problem: 'malformed' };
  }
  const expiresAt = new Date(Number(expiry) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, problem: 'expired' };
  return { ok: true, orderId, expiresAt };
}

export interface UploadGrant {
  key: string;
  contentType: string;
  maxBytes: number;
  /** Epoch seconds. */
  expires: number;
}

function uploadMessage(grant: UploadGrant): string {
  return [grant.key, grant.contentType, grant.maxBytes, grant.expires].join('\n');
}

export function signUpload(signer: Signer, grant: UploadGrant): string {
  return signer.sign('upload', uploadMessage(grant));
}

export function verifyUpload(signer: Signer, grant: UploadGrant, signature: string): boolean {
  return signer.verify('upload', uploadMessage(grant), signature);
}

/**
 * The token of a claim's private link: the first 192 bits of its HMAC, as 32 base64url characters. Only
 * whoever holds the signing secret can derive it, so it is as unguessable as 192 random bits.
 */
export function claimLinkToken(signer: Signer, claimId: string): string {
  return signer.sign('claim-link', claimId).slice(0, 32);
}

/** What the database keeps of a link token: its SHA-256, base64url. */
export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
