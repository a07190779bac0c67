/**
 * Print (spec section 2): a clean printable summary of a filed claim, opened by its token. It has no
 * portal chrome; on paper the buttons go too (print stylesheet).
 */
import { Button, ClaimStatusBadge, Logo, Spinner } from '@orderprotection/ui';
import { useParams } from 'react-router-dom';
import { hideWhenPrinting, waiting } from '../../app/layout.css';
import { ButtonLink } from '../../app/links';
import { PageHeading } from '../../app/navigationFocus';
import { useStoreName } from '../../app/services';
import { ClaimFacts, ClaimIssues, ClaimResolutions } from '../../claim/ClaimDetails';
import { useClaimByToken } from '../../claim/useClaimByToken';
import { actions, stack } from '../page.css';
import * as styles from './PrintPage.css';

export const printCopy = {
  title: (claimNumber: string) => `Claim #${claimNumber} summary`,
  loading: 'Loading your claim…',
  print: 'Print',
  back: 'Back to my claim',
} as const;

export function PrintPage() {
  const { token = '' } = useParams();
  const storeName = useStoreName();
  const { claim } = useClaimByToken(token);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Logo alt={storeName} />
      </header>
      <main className={styles.main}>
        {claim === undefined ? (
          <div className={waiting}>
            <Spinner size="lg" label={printCopy.loading} showLabel />
          </div>
        ) : (
          <div className={stack}>
            <div className={styles.titleRow}>
              <PageHeading>{printCopy.title(claim.claimNumber)}</PageHeading>
              <ClaimStatusBadge status={claim.claimState} />
            </div>
            <ClaimFacts claim={claim} />
            <ClaimIssues claim={claim} />
            <ClaimResolutions claim={claim} />
            {/* A wrapper of its own: on one element, `actions` (loaded later) overrode the print rule. */}
            <div className={hideWhenPrinting}>
              <div className={actions}>
                <ButtonLink to={`/view/${encodeURIComponent(token)}`} variant="secondary">
                  {printCopy.back}
                </ButtonLink>
                <Button onClick={() => window.print()}>{printCopy.print}</Button>
              </div>
            </div>
          </div>
        )}
      </main>
    </div>
  );
}
