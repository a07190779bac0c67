/**
 * Saved views of the claim queue: a named queue URL (its query, e.g. `tab=all&status=OPEN`), kept for the
 * person who saved it, or shared with the team of one store.
 */
import { z } from 'zod';
import { LIMITS } from '../schemas/limits';
import { inputText, isoDateTime } from '../schemas/primitives';

export const SavedView = z.object({
  id: z.string(),
  name: z.string(),
  /** The queue URL's query, without the `?`. */
  query: z.string(),
  /** The store whose team shares the view; null for one's own. */
  storeId: z.string().nullable(),
  owner: z.object({ id: z.string(), name: z.string() }),
  createdAt: isoDateTime,
});
export type SavedView = z.infer<typeof SavedView>;

/** POST staff/views. */
export const SavedViewInput = z.strictObject({
  name: inputText(LIMITS.shortText).min(1, 'Name the view'),
  query: inputText(2000).refine((query) => !query.startsWith('?'), 'Give the query without its "?"'),
  storeId: inputText(100).min(1).nullable().default(null),
});
export type SavedViewInput = z.infer<typeof SavedViewInput>;
