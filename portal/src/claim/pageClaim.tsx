/**
 * The claim the server rendered a claim's page with (src/serve/render.tsx), handed to the first page that
 * shows it (useClaimByToken) instead of asking the API again; on its review page, with its reviews.
 */
import type { Claim, MessageFormState, Review, ReviewFormState } from '@orderprotection/domain';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { jsonScript } from '../app/jsonScript';

/** The attribute of the JSON script with the claim a claim's page was rendered with. */
export const PAGE_CLAIM_ATTRIBUTE = 'data-op-claim';

/** The claim a claim's page was rendered with, as the server wrote it: parsed with the domain's schema. */
export interface WrittenPageClaim {
  token: string;
  claim: Claim;
  /** The server's answer to the page's message form when it did not send the message. */
  messageForm?: MessageFormState;
  /** On the claim's review page (`/view/{token}/review`), its reviews as GET claims/{token}/reviews answers. */
  reviews?: Review[];
  /** The server's answer to the review page's form when it did not send the review. */
  reviewForm?: ReviewFormState;
}

/** Shown once: a page opened later asks for the claim afresh, as it may have changed since (a message sent). */
export interface PageClaim {
  readonly token: string;
  readonly claim: Claim;
  readonly messageForm?: MessageFormState;
  readonly reviews?: readonly Review[];
  readonly reviewForm?: ReviewFormState;
  shown: boolean;
}

export const PageClaimContext = createContext<PageClaim | undefined>(undefined);

export function PageClaimProvider({
  pageClaim,
  children,
}: {
  pageClaim: PageClaim | undefined;
  children: ReactNode;
}) {
  return <PageClaimContext.Provider value={pageClaim}>{children}</PageClaimContext.Provider>;
}

/**
 * The claim the server rendered the page with, for the page to show without asking again. Not parsed
 * again here: the server parsed it with the domain's schema before writing it, and zod stays out of the
 * first load.
 */
export function readPageClaim(document: Document): PageClaim | undefined {
  const written = jsonScript(document, PAGE_CLAIM_ATTRIBUTE) as WrittenPageClaim | undefined;
  return written === undefined ? undefined : { ...written, shown: false };
}

/**
 * The server's answer to the claim page's message form, sent before the page's script ran, when it did not
 * send the message: what was typed and why, for the composer to show again.
 */
export function useUnsentPageMessage(claimId: string): MessageFormState | undefined {
  const pageClaim = useContext(PageClaimContext);
  return pageClaim?.claim.id === claimId ? pageClaim.messageForm : undefined;
}

/**
 * The claim's reviews the server rendered its review page with, for the page's first showing; undefined
 * when the server gave none for this claim, or the page is shown again later (the reviews may have changed).
 */
export function usePageReviews(token: string): readonly Review[] | undefined {
  const pageClaim = useContext(PageClaimContext);
  // Read as the page first renders, beside useClaimByToken's claim: its effect marks the page claim shown.
  const [reviews] = useState(() =>
    pageClaim !== undefined && !pageClaim.shown && pageClaim.token === token ? pageClaim.reviews : undefined,
  );
  return reviews;
}

/**
 * The server's answer to the claim's review form, sent before the page's script ran, when it did not send
 * the review: what was chosen and written and why, for the form to show again.
 */
export function useUnsentPageReview(token: string): ReviewFormState | undefined {
  const pageClaim = useContext(PageClaimContext);
  return pageClaim?.token === token ? pageClaim.reviewForm : undefined;
}
