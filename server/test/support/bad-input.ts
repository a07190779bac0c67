/** Random bad input for the property tests: values a schema refuses, and bodies that carry them. */
import {
  ClaimStatus,
  ItemIssueType,
  moveNames,
  QueueTab,
  ReasonCode,
  ResolutionChoice,
  SenderType,
  ShipmentIssueType,
} from '@orderprotection/domain';
import fc from 'fast-check';
import { expect } from 'vitest';
import { type Answer, type CallOptions, expectError } from './http';

/** A 4xx in the shared error shape, never a 500. */
export function expectRefused(answer: Answer): void {
  expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
  expect(expectError(answer, answer.status).length).toBeGreaterThan(0);
}

const knownValues = new Set<string>([
  ...ItemIssueType.options,
  ...ShipmentIssueType.options,
  ...ResolutionChoice.options,
  ...ClaimStatus.options,
  ...SenderType.options,
  ...QueueTab.options,
  ...moveNames,
  ...ReasonCode.options,
  'CLAIM',
]);
/** A word that is none of the enumerations' values. */
export const unknownWord = fc.string({ maxLength: 20 }).filter((value) => !knownValues.has(value));
export const notAString = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
);
/**
 * Text with a character no input may hold (the domain's `inputString`) somewhere in it: NUL, another
 * control character, DEL, or half of a surrogate pair.
 */
export const unstorable = fc
  .tuple(
    fc.string({ maxLength: 10 }),
    fc.oneof(
      fc.constant('\u0000'),
      fc
        .integer({ min: 0x01, max: 0x1f })
        .filter((code) => ![0x09, 0x0a, 0x0d].includes(code))
        .map((code) => String.fromCharCode(code)),
      fc.constant('\u007F'),
      fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
    ),
    fc.string({ maxLength: 10 }),
  )
  .map(([before, character, after]) => `${before}${character}${after}`);
/** The same for a URL, which cannot carry a lone surrogate (it is sent as U+FFFD). */
export const unstorableInUrl = unstorable.filter((text) => !/[\uD800-\uDFFF]/.test(text));

export const tooLong = (max: number) =>
  fc.string({ minLength: max + 1, maxLength: max + 20 }).map((text) => `${'x'.repeat(max)}${text}`);

export type Path = (string | number)[];

/** A field of a valid body and values its schema refuses. */

export function corrupted(
  valid: unknown,
  corruptions: [Path, fc.Arbitrary<unknown>][],
): fc.Arbitrary<unknown> {
  return fc.oneof(
    ...corruptions.map(([path, values]) =>
      values.map((value) => {
        const copy = structuredClone(valid) as Record<string | number, unknown>;
        let target = copy;
        for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
        target[path.at(-1) as string | number] = value;
        return copy;
      }),
    ),
  );
}

/** Random JSON, broken JSON text, or a valid body with one bad field. */
export function badBodies(
  valid: unknown,
  corruptions: [Path, fc.Arbitrary<unknown>][],
): fc.Arbitrary<CallOptions> {
  return fc.oneof(
    fc.jsonValue().map(
      (json): CallOptions => ({
        body: JSON.stringify(json),
        headers: { 'content-type': 'application/json' },
      }),
    ),
    fc
      .string({ maxLength: 50 })
      .map((text): CallOptions => ({ body: `{${text}`, headers: { 'content-type': 'application/json' } })),
    corrupted(valid, corruptions).map((json): CallOptions => ({ json })),
  );
}
