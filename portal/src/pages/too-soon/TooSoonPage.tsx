/** Too soon (spec section 2): the parcel is marked delivered, but claims open a little later. */
import { formatCalendarDate, soonestFilingDate } from '@orderprotection/domain';
import { Callout, Card, Heading, Text } from '@orderprotection/ui';
import { pageIntro } from '../../app/layout.css';
import { ButtonLink } from '../../app/links';
import { PageHeading } from '../../app/navigationFocus';
import { useCurrentOrder } from '../../claim/OrderProvider';
import { actions, bulletList, stack, tightStack } from '../page.css';

export const tooSoonCopy = {
  title: 'Hold that thought!',
  subtitle: 'Your order has been marked as delivered.',
  fileFrom: 'You can file a claim from',
  fileSoon: 'You can file a claim in a few days.',
  meanwhile: 'In the meantime, your package may be closer than you think:',
  checks: [
    'Ask your building staff, concierge or mailroom whether they took it in.',
    'Check with your neighbours: they may have accepted it for you.',
    'Look at any doorbell or security camera footage from around the delivery time.',
    'Look around your porch, side doors, garage and mailbox.',
  ],
  finePrint:
    'Why wait? Carriers sometimes mark a package as delivered before it actually arrives, and most of those packages turn up within a few days. So our policy accepts claims for packages that have not arrived from the date above, rather than as soon as the carrier marks them delivered.',
  anotherOrder: 'Look up another order',
} as const;

export function TooSoonPage() {
  const { order } = useCurrentOrder();
  const filingDate = soonestFilingDate(order);
  return (
    <div className={stack}>
      <div>
        <PageHeading>{tooSoonCopy.title}</PageHeading>
        <p className={pageIntro}>{tooSoonCopy.subtitle}</p>
      </div>
      <Card className={tightStack}>
        {filingDate === null ? (
          <Text weight="medium">{tooSoonCopy.fileSoon}</Text>
        ) : (
          <>
            <Text tone="muted">{tooSoonCopy.fileFrom}</Text>
            <Heading level={2} size="h3">
              <time dateTime={filingDate}>{formatCalendarDate(filingDate)}</time>
            </Heading>
          </>
        )}
      </Card>
      <div className={tightStack}>
        <Text>{tooSoonCopy.meanwhile}</Text>
        <ul className={bulletList}>
          {tooSoonCopy.checks.map((check) => (
            <li key={check}>{check}</li>
          ))}
        </ul>
      </div>
      <Callout>
        <Text size="sm">{tooSoonCopy.finePrint}</Text>
      </Callout>
      <div className={actions}>
        <ButtonLink to="/start" variant="secondary">
          {tooSoonCopy.anotherOrder}
        </ButtonLink>
      </div>
    </div>
  );
}
