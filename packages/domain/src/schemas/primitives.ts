/**
 * Building blocks shared by the entity schemas. Two families:
 * - `read*`: data we receive from another system (the commerce platform, stored rows). Tolerant: unknown
 *   keys are kept, ids may be numbers or strings, numbers may arrive as numeric strings, and a missing or
 *   null optional field never throws.
 * - `input*`: data a shopper or a client sends us. Strict: unknown keys are refused, every length and
 *   quantity is bounded and every string is `inputString`, so bad input is answered with a clear message
 *   instead of being stored.
 */
import { z } from 'zod';
import { LIMITS } from './limits';
import { EMAIL_PATTERN, isStorableText, UNSTORABLE_TEXT_MESSAGE } from './textChecks';

/** Ids from other systems arrive as numbers or strings; we always work with strings. */
export const readId = z.union([z.string(), z.number()]).transform(String);

/** A number that may arrive as a numeric string ("12.50"). */
export const readNumber = z.union([
  z.number().finite(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, 'Expected a number')
    .transform(Number),
]);

/** A count of units: a whole number, never negative. */
export const readCount = readNumber.pipe(z.number().int().nonnegative());

/** Optional text that another system may send as null. */
export const readText = z.string().nullish();

/** Timestamps travel as ISO 8601 strings. */
export const isoDateTime = z.iso.datetime({ offset: true });

/**
 * An enum read from another system: a value we know keeps its type, an unknown one is kept as a plain
 * string so a new status upstream never breaks the portal (labels fall back to title case).
 */
export function readEnum<T extends string>(known: z.ZodType<T>): z.ZodType<T | (string & {})> {
  return z.union([known, z.string()]);
}

/**
 * The string every input schema is built on: body fields, nested ones, path and query parameters. It
 * refuses what cannot be stored (see `UNSTORABLE`) at the edge, as a 400 naming the field, instead of a
 * database error later. Chain the field's own rules after it.
 */
export const inputString = () =>
  z.string().refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE, abort: true });

export const inputText = (max: number = LIMITS.shortText) => inputString().trim().max(max);
export const inputRequiredText = (max: number = LIMITS.shortText) =>
  inputString().trim().min(1, 'Required').max(max);
export const inputEmail = inputString()
  .trim()
  .max(LIMITS.email)
  .pipe(z.email({ pattern: EMAIL_PATTERN, message: 'Enter a valid email address' }));
export const inputQuantity = z.number().int('Quantity must be a whole number').min(1).max(LIMITS.quantity);
