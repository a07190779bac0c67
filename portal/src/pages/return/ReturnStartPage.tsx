/** Return start: where a return begins, the store's returns page when it has one, else how to ask for one. */
import { Button, Callout, Text } from '@orderprotection/ui';
import { pageIntro } from '../../app/layout.css';
import { ButtonLink } from '../../app/links';
import { PageHeading } from '../../app/navigationFocus';
import { useStoreName } from '../../app/services';
import { useOrderState } from '../../claim/OrderProvider';
import { actions, bulletList, stack, tightStack } from '../page.css';
import { returnsPortalUrl } from './returnPortal';

export const returnStartCopy = {
  title: 'Start a return',
  withPortal: (storeName: string) => `${storeName} handles returns on its own returns page.`,
  withoutPortal: (storeName: string) =>
    `${storeName} handles returns directly. Reply to your order confirmation email, or contact their customer service, with:`,
  include: ['your order number', 'the items you want to return', 'why you are returning them'],
  openPortal: 'Open the returns page (opens in a new tab)',
  damaged: 'Did something arrive damaged, or not at all? That is a claim, not a return.',
  back: 'Back to returns and claims',
} as const;

export function ReturnStartPage() {
  const { current } = useOrderState();
  const portalStoreName = useStoreName();
  const storeName = current?.order.store?.name ?? portalStoreName;
  const portalUrl = returnsPortalUrl(current?.order);
  return (
    <div className={stack}>
      <PageHeading>{returnStartCopy.title}</PageHeading>
      {portalUrl === undefined ? (
        <div className={tightStack}>
          <p className={pageIntro}>{returnStartCopy.withoutPortal(storeName)}</p>
          <ul className={bulletList}>
            {returnStartCopy.include.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
        </div>
      ) : (
        <div className={tightStack}>
          <Text>{returnStartCopy.withPortal(storeName)}</Text>
          <div>
            <Button href={portalUrl} target="_blank" rel="noopener noreferrer">
              {returnStartCopy.openPortal}
            </Button>
          </div>
        </div>
      )}
      <Callout>{returnStartCopy.damaged}</Callout>
      <div className={actions}>
        <ButtonLink to="/return" variant="secondary">
          {returnStartCopy.back}
        </ButtonLink>
      </div>
    </div>
  );
}
