/**
 * Ids made on the client (issue ids of a claim draft): short UUIDs in base58 (spec section 9).
 */
import { createTranslator } from 'short-uuid';

// short-uuid's default alphabet is flickrBase58, which leaves out 0, O, I and l as they read alike. It pads
// every id with the alphabet's first character to the length of the largest UUID (22 characters), so all
// ids have the same length. The UUID comes from crypto.randomUUID, which browsers offer only in secure
// contexts (https and localhost). `constants` is not imported: Node cannot see it as a named export of
// this CommonJS package.
const translator = createTranslator();

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
