/**
 * A filed claim as the shopper sees it on its view page and its print summary: the facts (claim and order
 * numbers, filing date), the design system's claim summary (item issues, requested resolution, address
 * change), the photos, and what was decided (resolution details with the reshipment's tracking).
 */
import { type Claim, formatCalendarDate, requestedResolution } from '@orderprotection/domain';
import {
  Card,
  ClaimSummary,
  claimSummaryFromClaim,
  Heading,
  ResolutionDetails,
  Text,
} from '@orderprotection/ui';
import type { ReactNode } from 'react';
import { useDisplayTimeZone } from '../app/timeZone';
import { definition, definitionList, plainList, term, tightStack } from '../pages/page.css';
import { orderNumberLabel } from './flow';
import { PhotoGallery } from './PhotoGallery';

export const claimDetailsCopy = {
  claimId: 'Claim ID',
  orderId: 'Order ID',
  filedOn: 'Filed on',
  itemIssues: 'Item issues',
  requested: 'Requested resolution',
  addressChange: 'Shipping address change',
  photos: 'Photos',
  resolutions: 'Resolution details',
  resolutionFor: (itemName: string) => `Resolution details: ${itemName}`,
  noResolution: 'No decision yet. This page shows it as soon as there is one.',
} as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={term}>{label}</dt>
      <dd className={definition}>{children}</dd>
    </>
  );
}

export function ClaimFacts({ claim }: { claim: Claim }) {
  const timeZone = useDisplayTimeZone();
  return (
    <Card>
      <dl className={definitionList}>
        <Fact label={claimDetailsCopy.claimId}>{`#${claim.claimNumber}`}</Fact>
        <Fact label={claimDetailsCopy.orderId}>{orderNumberLabel(claim.sourceOrderNumber)}</Fact>
        <Fact label={claimDetailsCopy.filedOn}>
          <time dateTime={claim.createdAt}>{formatCalendarDate(claim.createdAt, timeZone)}</time>
        </Fact>
      </dl>
    </Card>
  );
}

/** Item issues, requested resolution and the address change, then the photos the shopper sent. */
export function ClaimIssues({ claim }: { claim: Claim }) {
  const withPhotos = claim.claimItems.filter((item) => item.media.length > 0 || item.images.length > 0);
  return (
    <>
      <ClaimSummary
        entries={claimSummaryFromClaim(claim)}
        resolution={requestedResolution(claim.claimItems) ?? claim.requestedResolution ?? null}
        address={claim.updatedShippingAddress ?? null}
        headings={{
          claim: claimDetailsCopy.itemIssues,
          resolution: claimDetailsCopy.requested,
          address: claimDetailsCopy.addressChange,
        }}
      />
      {withPhotos.length === 0 ? null : (
        <Card as="section" className={tightStack} aria-label={claimDetailsCopy.photos}>
          <Heading level={2} size="h4">
            {claimDetailsCopy.photos}
          </Heading>
          <ul className={plainList}>
            {withPhotos.map((item) => (
              <li key={item.id} className={tightStack}>
                <Text size="sm" weight="medium">
                  {item.name}
                </Text>
                <PhotoGallery
                  photos={
                    item.media.length > 0
                      ? item.media
                      : item.images.map((image) => ({ downloadLink: image.url, filename: item.name }))
                  }
                />
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}

export function ClaimResolutions({ claim }: { claim: Claim }) {
  const timeZone = useDisplayTimeZone();
  if (claim.claimResolutions.length === 0) {
    return (
      <Card as="section" className={tightStack} aria-label={claimDetailsCopy.resolutions}>
        <Heading level={2} size="h4">
          {claimDetailsCopy.resolutions}
        </Heading>
        <Text tone="muted">{claimDetailsCopy.noResolution}</Text>
      </Card>
    );
  }
  const several = claim.claimResolutions.length > 1;
  return claim.claimResolutions.map((resolution) => {
    const item = claim.claimItems.find((claimItem) => claimItem.id === resolution.relatedClaimItemId);
    return (
      <ResolutionDetails
        key={resolution.id}
        resolution={resolution}
        currency={claim.currency}
        {...(timeZone === undefined ? {} : { timeZone })}
        labels={
          several && item !== undefined ? { heading: claimDetailsCopy.resolutionFor(item.name) } : undefined
        }
      />
    );
  });
}
