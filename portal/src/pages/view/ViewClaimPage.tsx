/**
 * View my claim (`/view/{token}`): the filed claim opened by its link: status, facts, item issues with
 * photos, resolution details with the reshipment's tracking, and the conversation with the store.
 */
import { claimTokenOfPortalPath } from '@orderprotection/domain';
import { ClaimStatusBadge, loadFileDropzone, Skeleton, Spinner } from '@orderprotection/ui';
import { Suspense } from 'react';
import { ButtonLink } from '../../app/links';
import { usePortalLocation } from '../../app/location';
import { PageHeading } from '../../app/navigationFocus';
import { useServices } from '../../app/services';
import { ClaimFacts, ClaimIssues, ClaimResolutions } from '../../claim/ClaimDetails';
import { useClaimByToken } from '../../claim/useClaimByToken';
import { actions, stack } from '../page.css';
import { ClaimMessages } from './ClaimMessages';
import * as styles from './ViewClaimPage.css';

export const viewClaimCopy = {
  title: (claimNumber: string) => `My Claim #${claimNumber}`,
  loading: 'Loading your claim',
  review: 'Rate how we handled it',
  print: 'Print a summary',
} as const;

/**
 * What the server awaits before it renders the page: the message composer's drop zone, which it renders
 * complete, while the browser loads its code at the shopper's first touch of it (LazyFileDropzone).
 */
export function loadViewClaimPageForServer(): Promise<void> {
  return loadFileDropzone();
}

export function ViewClaimPage() {
  // The path's token, not the router's params: the page is also hydrated without the router
  // (ViewClaimIsland).
  const token = claimTokenOfPortalPath(usePortalLocation().pathname) ?? '';
  const { claim } = useClaimByToken(token);
  const { store } = useServices();
  if (claim === undefined) {
    return (
      <div className={`${stack} ${styles.loading}`}>
        <Spinner label={viewClaimCopy.loading} />
        <Skeleton shape="text" width="60%" height="2rem" />
        <Skeleton shape="block" height="10rem" />
        <Skeleton shape="block" height="6rem" />
      </div>
    );
  }
  const claimPath = `/view/${encodeURIComponent(token)}`;
  return (
    <div className={stack}>
      <div className={styles.titleRow}>
        <PageHeading>{viewClaimCopy.title(claim.claimNumber)}</PageHeading>
        <ClaimStatusBadge status={claim.claimState} />
      </div>
      <ClaimFacts claim={claim} />
      {/*
        Each part in a boundary of its own: React hydrates the server's markup of each boundary apart, yielding
        to the browser between them, so a slow phone runs several short tasks instead of one long one (the
        page's blocking time). Nothing in them suspends, so no fallback is ever shown.
      */}
      <Suspense>
        <ClaimIssues claim={claim} />
      </Suspense>
      <Suspense>
        <ClaimResolutions claim={claim} />
      </Suspense>
      <Suspense>
        <ClaimMessages claim={claim} storeName={store?.storeName} action={claimPath} />
      </Suspense>
      <div className={actions}>
        <ButtonLink to={`/print/${encodeURIComponent(token)}`} variant="secondary">
          {viewClaimCopy.print}
        </ButtonLink>
        <ButtonLink to={`${claimPath}/review`}>{viewClaimCopy.review}</ButtonLink>
      </div>
    </div>
  );
}
