import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeError, maskEmail } from '../src/logger';
import { localDiskStorage } from '../src/modules/media/storage';
import {
  claimLinkToken,
  createSigner,
  issueOrderToken,
  linkTokenHash,
  MEDIA_KEY_PATTERN,
  newMediaKey,
  newRowId,
  readOrderToken,
  signUpload,
  verifyUpload,
} from '../src/security/tokens';

const signer = createSigner('a-signing-secret-of-at-least-thirty-two-chars');
const now = new Date('2025-06-15T12:00:00Z');
const inTwoHours = new Date(now.getTime() + 2 * 60 * 60 * 1000);

describe('order tokens', () => {
  it('prove one order until they expire', () => {
    const token = issueOrderToken(signer, 'order-id', inTwoHours);
    expect(readOrderToken(signer, token, now)).toEqual({
      ok: true,
      orderId: 'order-id',
      expiresAt: inTwoHours,
    });
    expect(readOrderToken(signer, token, inTwoHours)).toEqual({ ok: false, problem: 'expired' });
  });

  it('cannot be altered, forged with another secret, or made of anything else', () => {
    const token = issueOrderToken(signer, 'order-id', inTwoHours);
    const [, expiry, signature] = token.split('.');
    const tampered = [
      `other-id.${expiry}.${signature}`,
      `order-id.${Number(expiry) + 3600}.${signature}`,
      issueOrderToken(createSigner('another-secret-of-thirty-two-characters!'), 'order-id', inTwoHours),
      'order-id',
      '',
      `${token}.extra`,
      `order-id.soon.${signature}`,
    ];
    for (const candidate of tampered)
      expect(readOrderToken(signer, candidate, now)).toEqual({ ok: false, problem: 'malformed' });
  });

  it('are never accepted as upload signatures, which use another key', () => {
    const grant = { key: newMediaKey('png'), contentType: 'image/png', maxBytes: 100, expires: 1 };
    const signature = signUpload(signer, grant);
    expect(verifyUpload(signer, grant, signature)).toBe(true);
    expect(verifyUpload(signer, { ...grant, maxBytes: 101 }, signature)).toBe(false);
    expect(verifyUpload(signer, { ...grant, contentType: 'image/gif' }, signature)).toBe(false);
    const message = [grant.key, grant.contentType, grant.maxBytes, grant.expires].join('\n');
    expect(signer.verify('order', message, signature)).toBe(false);
  });
});

describe('claim link tokens', () => {
  it('are 192 bits, one per claim, the same each time, and known only to the holder of the secret', () => {
    const ids = Array.from({ length: 1000 }, newRowId);
    const tokens = new Set(ids.map((id) => claimLinkToken(signer, id)));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(24);
    const [id = ''] = ids;
    expect(claimLinkToken(signer, id)).toBe(claimLinkToken(signer, id));
    const otherSecret = createSigner('another-signing-secret-of-thirty-two-chars');
    expect(claimLinkToken(otherSecret, id)).not.toBe(claimLinkToken(signer, id));
  });

  it('are stored as their SHA-256 only', () => {
    const token = claimLinkToken(signer, newRowId());
    expect(linkTokenHash(token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(linkTokenHash(token)).not.toContain(token);
  });
});

describe('random ids', () => {
  it('makes row ids of 128 bits and media keys of 144 bits, all different', () => {
    const ids = new Set(Array.from({ length: 1000 }, newRowId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(Buffer.from(id, 'base64url')).toHaveLength(16);
    const key = newMediaKey('heic');
    expect(key).toMatch(MEDIA_KEY_PATTERN);
    expect(Buffer.from(key.split('.')[0] ?? '', 'base64url')).toHaveLength(18);
  });
});

describe('local disk storage', () => {
  it('refuses keys that are not media keys, so a key never names a path', async () => {
    const root = await mkdtemp(join(tmpdir(), 'op-storage-'));
    try {
      const storage = localDiskStorage(root);
      await expect(storage.write('../escape.png', new Uint8Array([1]))).rejects.toThrow('Invalid media key');
      expect(await storage.read('../../etc/passwd')).toBeNull();
      const key = newMediaKey('png');
      expect(await storage.write(key, new Uint8Array([1, 2, 3]))).toBe(3);
      expect((await storage.read(key))?.size).toBe(3);
      await storage.remove(key);
      await storage.remove(key);
      expect(await storage.read(key)).toBeNull();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('log hygiene', () => {
  it('masks emails down to their first letter and domain', () => {
    expect(maskEmail('ada.lovelace@example.com')).toBe('a***@example.com');
    expect(maskEmail('not-an-email')).toBe('***');
  });

  it('describes a failed query by its SQL, never its parameters', async () => {
    const { DrizzleQueryError } = await import('drizzle-orm/errors');
    const error = new DrizzleQueryError(
      'select * from orders where email = $1',
      ['ada@example.com'],
      new Error('boom'),
    );
    const described = JSON.stringify(describeError(error));
    expect(described).toContain('boom');
    expect(described).not.toContain('ada@example.com');
  });
});
