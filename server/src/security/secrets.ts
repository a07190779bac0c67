/**
 * Secrets a store gives us to reach its platforms (a Shopify app's client secret and access token, a
 * WooCommerce consumer secret, a carrier's webhook key), kept encrypted at rest with AES-256-GCM under
 * `SECRETS_KEY`: a copy of the database alone reveals none of them. Each sealed value names its version, so
 * a later key or cipher can be told apart from this one.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SECRETS_KEY_BYTES = 32;

export interface SecretBox {
  seal(plaintext: string): string;
  /** The plaintext, or throws when the value was sealed with another key or changed. */
  open(sealed: string): string;
}

export function secretBox(key: Uint8Array): SecretBox {
  if (key.byteLength !== SECRETS_KEY_BYTES) throw new Error(`A secrets key is ${SECRETS_KEY_BYTES} bytes`);
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body].map(encode).join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined)
        throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

function encode(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}

/**
 * A key for a server on its embedded database (a laptop, the demo) that was given none: derived from the
 * signing secret, so it survives restarts without another file to keep. A server on PostgreSQL is given
 * its own `SECRETS_KEY`, kept apart from the database it protects.
 */
export function derivedSecretsKey(signingSecret: string): Uint8Array {
  return new Uint8Array(
    hkdfSync('sha256', signingSecret, '', 'orderprotection platform secrets', SECRETS_KEY_BYTES),
  );
}
