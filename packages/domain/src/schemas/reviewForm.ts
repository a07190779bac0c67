/**
 * A claim's review page sends its review as a plain HTML form when its script has not run (its fields:
 * api.ts), and the server sends it as POST claims/{id}/reviews would: once sent, the page is loaded again
 * and shows the review; otherwise the page is rendered with what was chosen and typed and why it was not
 * sent (`ReviewFormState`), as the form shows it after its own attempt. Both check the review here.
 */
import { z } from 'zod';
import { ReviewInput } from './message';

/** Each field's first message from `ReviewInput`'s check. */
export const ReviewFieldErrors = z.object({
  rating: z.string().optional(),
  comment: z.string().optional(),
});
export type ReviewFieldErrors = z.infer<typeof ReviewFieldErrors>;

export const ReviewFormState = z.object({
  /** As sent: the chosen star's value (empty when none was), and the comment. */
  typed: z.object({ rating: z.string(), comment: z.string() }),
  answer: z.discriminatedUnion('kind', [
    /** The review's own check refused it: the fields say why. */
    z.object({ kind: z.literal('invalid'), errors: ReviewFieldErrors }),
    /** Anything else that kept it from being sent (a limit reached): the form's failure notice. */
    z.object({ kind: z.literal('not-sent') }),
  ]),
});
export type ReviewFormState = z.infer<typeof ReviewFormState>;

/** The rating a form's star field holds: its number, or null when no star was chosen. */
export function ratingOfField(value: string): number | null {
  return /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * A review as its form holds it, checked with `ReviewInput`: the review to send, or each field's message.
 * No star chosen is a rating of 0, so the schema answers with its own "Choose 1 to 5 stars".
 */
export function checkReviewFields(fields: {
  rating: number | null;
  comment: string;
}): { ok: true; review: ReviewInput } | { ok: false; errors: ReviewFieldErrors } {
  const parsed = ReviewInput.safeParse({ rating: fields.rating ?? 0, comment: fields.comment });
  if (parsed.success) return { ok: true, review: parsed.data };
  const errors: ReviewFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'rating' || field === 'comment') errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
