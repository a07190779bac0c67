/**
 * The review step of a claim opened by its link (`/view/{token}/review`): the shopper rates how the claim
 * was handled, with an optional comment. A claim already reviewed shows that review.
 *
 * The server renders it with the claim and its reviews, so the form (or the review) shows before the page's
 * script runs; the form is also a plain form sent to the page itself, which the server answers with the
 * review sent (the page again, now showing it) or with what was chosen and why it was not.
 */
import type { Review } from '@orderprotection/domain';
import { Card, ReviewForm, Spinner, Text } from '@orderprotection/ui';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { pageIntro } from '../../app/layout.css';
import { ButtonLink } from '../../app/links';
import { PageHeading } from '../../app/navigationFocus';
import { useServices } from '../../app/services';
import { usePageReviews, useUnsentPageReview } from '../../claim/pageClaim';
import { useClaimByToken } from '../../claim/useClaimByToken';
import { actions, stack, tightStack } from '../page.css';

export const viewClaimReviewCopy = {
  title: 'How did we do?',
  subtitle: (claimNumber: string, storeName: string) =>
    `Tell ${storeName} how your claim #${claimNumber} was handled. It takes a few seconds and helps them improve.`,
  theStore: 'the store',
  loading: 'Loading your claim…',
  alreadyReviewed: 'Thank you: you have already reviewed this claim.',
  yourRating: (stars: number) => `Your rating: ${stars} out of 5`,
  back: 'Back to my claim',
} as const;

export function ViewClaimReviewPage() {
  const { token = '' } = useParams();
  const { client, store } = useServices();
  const { claim } = useClaimByToken(token);
  const pageReviews = usePageReviews(token);
  const [earlier, setEarlier] = useState<readonly Review[] | undefined>(pageReviews);
  const unsent = useUnsentPageReview(token);

  useEffect(() => {
    // The reviews the server rendered the page with are current: asking again would only load the client.
    if (pageReviews !== undefined) return;
    let current = true;
    client.listReviews(token).then(
      (reviews) => current && setEarlier(reviews),
      // Without the list the form is shown: a second review is better than none.
      () => current && setEarlier([]),
    );
    return () => {
      current = false;
    };
  }, [client, token, pageReviews]);

  if (claim === undefined || earlier === undefined) {
    return <Spinner size="lg" label={viewClaimReviewCopy.loading} showLabel />;
  }
  const [reviewed] = earlier;
  const reviewPath = `/view/${encodeURIComponent(token)}/review`;
  return (
    <div className={stack}>
      <div>
        <PageHeading>{viewClaimReviewCopy.title}</PageHeading>
        <p className={pageIntro}>
          {viewClaimReviewCopy.subtitle(claim.claimNumber, store?.storeName ?? viewClaimReviewCopy.theStore)}
        </p>
      </div>
      {reviewed === undefined ? (
        <ReviewForm
          action={reviewPath}
          unsent={unsent}
          onSubmit={async (review) => {
            await client.addReview(token, review);
          }}
        />
      ) : (
        <Card className={tightStack}>
          <Text weight="medium">{viewClaimReviewCopy.alreadyReviewed}</Text>
          <Text>{viewClaimReviewCopy.yourRating(reviewed.rating)}</Text>
          {reviewed.comment === '' ? null : <Text tone="muted">{reviewed.comment}</Text>}
        </Card>
      )}
      <div className={actions}>
        <ButtonLink to={`/view/${encodeURIComponent(token)}`} variant="secondary">
          {viewClaimReviewCopy.back}
        </ButtonLink>
      </div>
    </div>
  );
}
