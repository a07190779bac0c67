/**
 * Return: a return is not a claim. A shopper who simply does not want an item sends it back through the
 * store; a claim is for what went wrong in delivery. Needs no order: it is reachable from anywhere.
 */
import { Button, Card, Heading, Text } from '@orderprotection/ui';
import { pageIntro } from '../../app/layout.css';
import { ButtonLink } from '../../app/links';
import { PageHeading } from '../../app/navigationFocus';
import { useOrderState } from '../../claim/OrderProvider';
import { actions, stack, tightStack } from '../page.css';
import { returnsPortalUrl } from './returnPortal';

export const returnCopy = {
  title: 'Returns and claims',
  subtitle: 'Not sure which one you need? It depends on what happened.',
  returnTitle: 'A return',
  returnBody:
    'You received your order as expected but want to send something back: it does not fit, you changed your mind, or it is not what you hoped for.',
  claimTitle: 'A claim',
  claimBody:
    'Your package was lost, stolen or returned to sender, or an item arrived damaged, defective, wrong or missing.',
  startReturn: 'Start a return',
  fileClaim: 'File a claim',
  openPortal: 'Open the store’s returns page (opens in a new tab)',
} as const;

export function ReturnPage() {
  const { current } = useOrderState();
  const portalUrl = returnsPortalUrl(current?.order);
  return (
    <div className={stack}>
      <div>
        <PageHeading>{returnCopy.title}</PageHeading>
        <p className={pageIntro}>{returnCopy.subtitle}</p>
      </div>
      <Card className={tightStack}>
        <Heading level={2} size="h4">
          {returnCopy.returnTitle}
        </Heading>
        <Text>{returnCopy.returnBody}</Text>
        <div className={actions}>
          {portalUrl === undefined ? (
            <ButtonLink to="/return/start" variant="secondary">
              {returnCopy.startReturn}
            </ButtonLink>
          ) : (
            <Button href={portalUrl} variant="secondary" target="_blank" rel="noopener noreferrer">
              {returnCopy.openPortal}
            </Button>
          )}
        </div>
      </Card>
      <Card className={tightStack}>
        <Heading level={2} size="h4">
          {returnCopy.claimTitle}
        </Heading>
        <Text>{returnCopy.claimBody}</Text>
        <div className={actions}>
          <ButtonLink to={current === null ? '/start' : '/issues'}>{returnCopy.fileClaim}</ButtonLink>
        </div>
      </Card>
    </div>
  );
}
