/**
 * The portal's issues page sends the shopper's choice as a plain HTML form (POST, url-encoded) when its
 * script has not run (its path and field: api.ts), and the server answers it: with the page of the chosen
 * path, the one the app goes to (`ISSUE_GROUP_PAGES`), else with the issues page again, rendered with why
 * (`IssuesFormState`), as the page shows it after its own check.
 */
import { z } from 'zod';
import type { IssueGroup } from '../enums';

/** The page each answer of the issues page leads to. */
export const ISSUE_GROUP_PAGES: Readonly<Record<IssueGroup, string>> = {
  notReceived: '/issues/shipment',
  issuesWithItems: '/issues/items',
};

export const IssuesFormState = z.object({
  /** Nothing chosen, or nothing the page offers: the page asks for a choice. */
  answer: z.object({ kind: z.literal('no-choice') }),
});
export type IssuesFormState = z.infer<typeof IssuesFormState>;
