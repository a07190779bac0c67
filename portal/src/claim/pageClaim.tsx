/**
 * The claim the server rendered a claim's page with (src/serve/render.tsx), handed to the first page that
 * shows it (useClaimByToken) instead of asking the API again.
 */
import type { Claim } from '@orderprotection/domain';
import { createContext, type ReactNode } from 'react';

/** Shown once: a page opened later asks for the claim afresh, as it may have changed since (a message sent). */
export interface PageClaim {
  readonly token: string;
  readonly claim: Claim;
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
