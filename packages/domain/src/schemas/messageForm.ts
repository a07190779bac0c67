/**
 * A claim's page sends its composer's message as a plain HTML form when its script has not run (its field:
 * api.ts), and the server sends it as POST claims/{id}/messages would: once sent, the page is loaded again
 * and shows it; otherwise the page is rendered with what was typed and why it was not sent
 * (`MessageFormState`), as the composer shows it after its own attempt.
 */
import { z } from 'zod';

export const MessageFormState = z.object({
  typed: z.string(),
  answer: z.discriminatedUnion('kind', [
    /** The message's own check refused it: the field says why. */
    z.object({ kind: z.literal('invalid'), message: z.string() }),
    /** Anything else that kept it from being sent (a limit reached): the composer's failure notice. */
    z.object({ kind: z.literal('not-sent') }),
  ]),
});
export type MessageFormState = z.infer<typeof MessageFormState>;
