/** Home: the shopper's order is found; the way back into the claim, or to another order. */
import { Alert, Button, Card, Text } from '@orderprotection/ui';
import { useState } from 'react';
import { pageIntro } from '../../app/layout.css';
import { ButtonLink, TextLink } from '../../app/links';
import { PageHeading } from '../../app/navigationFocus';
import { usePortalNavigate } from '../../app/stickyQuery';
import { useDraft } from '../../claim/DraftProvider';
import { issueGroupOf, orderNumberLabel } from '../../claim/flow';
import { useCurrentOrder } from '../../claim/OrderProvider';
import { actions, stack, tightStack } from '../page.css';

export const homeCopy = {
  title: 'Your order protection claim',
  subtitle: (orderNumber: string) => `You are filing a claim for order ${orderNumber}.`,
  started: 'Your answers so far are saved. Pick up where you left off.',
  notStarted: 'Tell us what went wrong and we will help you get it resolved.',
  continue: 'Continue my claim',
  begin: 'Start my claim',
  howItWorks: 'How does a claim work?',
  anotherOrder: 'Look up another order',
  startOver: 'Start over',
  startOverHelp: 'Starting over deletes the answers saved for this order.',
  startOverFailed: 'We could not delete your saved answers. Please try again.',
  returns: 'Want to return something instead?',
} as const;

export function HomePage() {
  const { order } = useCurrentOrder();
  const { draft, startOver } = useDraft();
  const navigate = usePortalNavigate();
  const [clearing, setClearing] = useState(false);
  const [failed, setFailed] = useState(false);

  const clear = async () => {
    setClearing(true);
    setFailed(false);
    try {
      await startOver();
      void navigate('/issues');
    } catch {
      setFailed(true);
      setClearing(false);
    }
  };

  const group = issueGroupOf(draft);
  const next =
    draft.resolution.desiredMethod != null
      ? '/resolution/review'
      : group !== null
        ? '/resolution'
        : '/issues';
  return (
    <div className={stack}>
      <div>
        <PageHeading>{homeCopy.title}</PageHeading>
        <p className={pageIntro}>{homeCopy.subtitle(orderNumberLabel(order.orderNumber))}</p>
      </div>
      <Card className={tightStack}>
        <Text>{group === null ? homeCopy.notStarted : homeCopy.started}</Text>
        {group === null ? null : (
          <Text size="sm" tone="muted">
            {homeCopy.startOverHelp}
          </Text>
        )}
        {failed ? <Alert tone="danger">{homeCopy.startOverFailed}</Alert> : null}
        <div className={actions}>
          <ButtonLink to="/start" variant="secondary">
            {homeCopy.anotherOrder}
          </ButtonLink>
          {group === null ? null : (
            <Button variant="secondary" loading={clearing} onClick={() => void clear()}>
              {homeCopy.startOver}
            </Button>
          )}
          <ButtonLink to={next}>{group === null ? homeCopy.begin : homeCopy.continue}</ButtonLink>
        </div>
      </Card>
      <Text>
        <TextLink to="/process">{homeCopy.howItWorks}</TextLink>
      </Text>
      <Text>
        <TextLink to="/return">{homeCopy.returns}</TextLink>
      </Text>
    </div>
  );
}
