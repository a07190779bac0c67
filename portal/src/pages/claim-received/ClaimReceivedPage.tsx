/** Claim received: the claim is filed; its number, its link, and what happens next. */
import { Card, Heading, Text } from '@orderprotection/ui';
import { useEffect, useRef } from 'react';
import { pageIntro } from '../../app/layout.css';
import { ButtonLink } from '../../app/links';
import { PageHeading } from '../../app/navigationFocus';
import { useDraft } from '../../claim/DraftProvider';
import { orderNumberLabel } from '../../claim/flow';
import { useCurrentOrder, useOrderState } from '../../claim/OrderProvider';
import { actions, bulletList, stack, tightStack } from '../page.css';

export const claimReceivedCopy = {
  title: "We've received your claim",
  subtitle: (claimNumber: string, orderNumber: string) =>
    `Claim #${claimNumber} for order ${orderNumber} is filed. Thank you for letting us know.`,
  subtitleWithoutNumber: (orderNumber: string) =>
    `Your claim for order ${orderNumber} is filed. Thank you for letting us know.`,
  next: 'What happens next',
  steps: [
    'The store reviews your claim, usually within a few business days.',
    'If they need anything else, such as another photo, they will message you on your claim page.',
    'Once they decide, your claim page shows the resolution and, for a reshipment, its tracking.',
  ],
  keepLink: 'Keep the link to your claim: it is how you follow it, reply to messages and add photos.',
  view: 'View my claim',
  print: 'Print a summary',
  anotherOrder: 'File a claim for another order',
} as const;

export function ClaimReceivedPage() {
  const { order } = useCurrentOrder();
  const { submittedClaim } = useOrderState();
  const { draftSubmitted } = useDraft();
  const emptiedFor = useRef<string | null>(null);

  // The claim is filed: its answers are done with, and what comes next starts from an empty draft.
  useEffect(() => {
    if (submittedClaim === null || emptiedFor.current === submittedClaim.id) return;
    emptiedFor.current = submittedClaim.id;
    draftSubmitted();
  }, [submittedClaim, draftSubmitted]);
  // After a reload the filed claim is the newest of the order's claims, which the lookup lists.
  const latest = [...order.existingClaims].sort((left, right) =>
    (right.createdAt ?? '').localeCompare(left.createdAt ?? ''),
  )[0];
  const claim =
    submittedClaim === null
      ? latest === undefined
        ? undefined
        : { id: latest.id, claimNumber: latest.claimNumber ?? undefined }
      : { id: submittedClaim.id, claimNumber: submittedClaim.claimNumber };
  const orderNumber = orderNumberLabel(order.orderNumber);
  return (
    <div className={stack}>
      <div>
        <PageHeading>{claimReceivedCopy.title}</PageHeading>
        <p className={pageIntro}>
          {claim?.claimNumber === undefined
            ? claimReceivedCopy.subtitleWithoutNumber(orderNumber)
            : claimReceivedCopy.subtitle(claim.claimNumber, orderNumber)}
        </p>
      </div>
      <Card className={tightStack}>
        <Heading level={2} size="h4">
          {claimReceivedCopy.next}
        </Heading>
        <ol className={bulletList}>
          {claimReceivedCopy.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Text tone="muted">{claimReceivedCopy.keepLink}</Text>
      </Card>
      <div className={actions}>
        <ButtonLink to="/start" variant="secondary">
          {claimReceivedCopy.anotherOrder}
        </ButtonLink>
        {claim === undefined ? null : (
          <>
            <ButtonLink to={`/print/${encodeURIComponent(claim.id)}`} variant="secondary">
              {claimReceivedCopy.print}
            </ButtonLink>
            <ButtonLink to={`/view/${encodeURIComponent(claim.id)}`}>{claimReceivedCopy.view}</ButtonLink>
          </>
        )}
      </div>
    </div>
  );
}
