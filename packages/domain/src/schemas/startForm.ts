/**
 * The portal's start page sends its lookup as a plain HTML form (POST, url-encoded) when its script has not
 * run (its path and fields: api.ts), and the server answers it: with the next page when the order leads to
 * one, else with the start page again, rendered with what was typed and the lookup's answer
 * (`StartFormState`).
 */
import { z } from 'zod';
import { Order } from './order';

/** The answer to a form that leads to no other page: the start page shows it. */
export const StartFormAnswer = z.discriminatedUnion('kind', [
  /** The server's message when its check of the fields refused what the page's own check let through. */
  z.object({ kind: z.literal('invalid'), message: z.string() }),
  z.object({ kind: z.literal('not-found') }),
  z.object({ kind: z.literal('rate-limited'), retryAfterSeconds: z.number() }),
  z.object({ kind: z.enum(['not-protected', 'already-claimed']), order: Order }),
  /** The store's one-time courtesy is the shopper's to accept, in the page's dialog, before `next`. */
  z.object({ kind: z.literal('one-time-appeasement'), next: z.enum(['issues', 'multiple-shipments']) }),
]);
export type StartFormAnswer = z.infer<typeof StartFormAnswer>;

export const StartFormState = z.object({
  typed: z.object({ orderNumber: z.string(), email: z.string() }),
  answer: StartFormAnswer,
});
export type StartFormState = z.infer<typeof StartFormState>;

/**
 * An order found by a lookup the server answered, and that lookup, as the portal keeps it: a page of the
 * flow the server renders after the form's lookup shows it.
 */
export const LookedUpOrder = z.object({
  order: Order,
  lookup: z.object({ email: z.string(), order: z.string() }),
});
export type LookedUpOrder = z.infer<typeof LookedUpOrder>;
