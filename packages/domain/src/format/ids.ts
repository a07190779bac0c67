/**
 * Ids made on the client (issue ids of a claim draft): short UUIDs in base58 (spec section 9).
 */
import { createTranslator } from 'short-uuid';

/** short-uuid's branded UUID type, which the package does not export by name. */
type BrandedUuid = ReturnType<ReturnType<typeof createTranslator>['uuid']>;

// short-uuid's default alphabet is flickrBase58, which leaves out 0, O, I and l as they read alike. It pads
// every id with the alphabet's first character to the length of the largest UUID (22 characters), so all
// ids have the same length. `constants` is not imported: Node cannot see it as a named export of this
// CommonJS package.
const translator = createTranslator({ uuid: () => randomUuid() as BrandedUuid });

/**
 * A version 4 UUID from `crypto.getRandomValues`. short-uuid's own generator calls `crypto.randomUUID`,
 * which browsers offer only in secure contexts: on plain http anywhere but localhost (a phone on the LAN,
 * an http staging host) the portal stopped with "randomUUID is not a function".
 */
export function randomUuid(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  // RFC 9562: the version (4) in the high nibble of byte 6, the variant (10xx) in the high bits of byte 8.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Length of every id made by {@link newId}. */
export const SHORT_ID_LENGTH = translator.maxLength;

/** A new random id: a version 4 UUID written as 22 base58 characters. */
export function newId(): string {
  return translator.generate();
}

/**
 * Whether `value` is an id {@link newId} could have made: 22 base58 characters that decode to a valid UUID
 * and are its canonical spelling (22 characters can hold more than 128 bits; such values are refused).
 */
export function isShortId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    translator.validate(value, true) &&
    translator.fromUUID(translator.toUUID(value)) === value
  );
}
