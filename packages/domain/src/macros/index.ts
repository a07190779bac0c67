/**
 * Macros: a store's saved replies. A macro's text may hold placeholders (`{{first_name}}`) filled from the
 * claim when it is used, and it may also make a move and put a label on the claim. Which moves a macro (or
 * a bulk action) may make is `movesWithoutInput`: a staff move that needs nothing per claim.
 */
import { z } from 'zod';
import { type MoveName, movesWithoutInput } from '../lifecycle/moves';
import { LIMITS } from '../schemas/limits';
import { inputText, isoDateTime } from '../schemas/primitives';

// Beside the moves, without zod: the console's bulk bar reads it before the queue's first rows.
export { movesWithoutInput } from '../lifecycle/moves';

/** The placeholders a macro's text may use, with what each becomes and what stands in when it is unknown. */
export const macroPlaceholders = {
  first_name: { label: "The customer's first name", fallback: 'there' },
  customer_name: { label: "The customer's name", fallback: 'there' },
  claim_number: { label: 'The claim number', fallback: '' },
  order_number: { label: 'The order number', fallback: '' },
  store_name: { label: "The store's name", fallback: 'our store' },
  my_name: { label: 'Your name', fallback: 'the team' },
} as const satisfies Record<string, { label: string; fallback: string }>;
export type MacroPlaceholder = keyof typeof macroPlaceholders;

export type MacroValues = Partial<Record<MacroPlaceholder, string | null | undefined>>;

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** The placeholders a text uses that are not among `macroPlaceholders` (a typo the editor points out). */
export function unknownPlaceholders(body: string): string[] {
  return [...new Set([...body.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].filter(
    (name) => !(name in macroPlaceholders),
  );
}

/**
 * The macro's text for one claim: each known placeholder replaced with its value (trimmed), or its
 * fallback when the value is missing or blank; an unknown placeholder is left as written.
 */
export function fillMacro(body: string, values: MacroValues): string {
  return body.replace(PLACEHOLDER, (written, name: string) => {
    if (!(name in macroPlaceholders)) return written;
    const key = name as MacroPlaceholder;
    const value = values[key]?.trim();
    return value ? value : macroPlaceholders[key].fallback;
  });
}

/** The first word of a person's name ("Donald Knuth" -> "Donald"); undefined for a blank name. */
export function firstNameOf(name: string | null | undefined): string | undefined {
  const first = name?.trim().split(/\s+/)[0];
  return first === undefined || first === '' ? undefined : first;
}

export const Macro = z.object({
  id: z.string(),
  storeId: z.string(),
  name: z.string(),
  body: z.string(),
  /** Sent as an internal note rather than a reply to the shopper. */
  internal: z.boolean(),
  move: z.string().nullable(),
  labelId: z.string().nullable(),
  updatedAt: isoDateTime,
});
export type Macro = z.infer<typeof Macro>;

/** POST staff/stores/{storeId}/macros and PUT .../macros/{macroId}. */
export const MacroInput = z.strictObject({
  name: inputText(LIMITS.shortText).min(1, 'Name the macro'),
  body: inputText(LIMITS.message).min(1, 'Write the text of the macro'),
  internal: z.boolean().default(false),
  move: z
    .enum(movesWithoutInput as [MoveName, ...MoveName[]], {
      error: 'A macro can make only a move that needs no reason, and cannot approve',
    })
    .nullable()
    .default(null),
  labelId: inputText(100).min(1).nullable().default(null),
});
export type MacroInput = z.infer<typeof MacroInput>;
