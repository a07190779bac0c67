/** Too late: the claim window of the order's shipment has passed. */
import { formatCalendarDate } from '@orderprotection/domain';
import { Card, Text } from '@orderprotection/ui';
import { pageIntro } from '../../app/layout.css';
import { ButtonLink } from '../../app/links';
import { PageHeading } from '../../app/navigationFocus';
import { useStoreName } from '../../app/services';
import { orderNumberLabel } from '../../claim/flow';
import { useCurrentOrder } from '../../claim/OrderProvider';
import { actions, bulletList, stack, tightStack } from '../page.css';

export const tooLateCopy = {
  title: "It's too late to file a claim for this order",
  subtitle: (orderNumber: string) =>
    `The time to file a claim for order ${orderNumber} has passed. Claims need to be filed within a set number of days after delivery, while the carrier can still investigate.`,
  delivered: (date: string) => `Delivered on ${date}`,
  shipped: (date: string) => `Shipped on ${date}`,
  whatNow: 'What you can do now:',
  options: (storeName: string) => [
    `Contact ${storeName} directly: their customer service may still be able to help.`,
    'If the item is faulty, it may be covered by the manufacturer’s warranty.',
    'Filing for a more recent order? Look it up instead.',
  ],
  anotherOrder: 'Look up another order',
} as const;

export function TooLatePage() {
  const { order } = useCurrentOrder();
  const portalStoreName = useStoreName();
  const storeName = order.store?.name ?? portalStoreName;
  const [first] = order.fulfillments;
  const anchor = first?.deliveredAt
    ? tooLateCopy.delivered(formatCalendarDate(first.deliveredAt))
    : first?.shippedAt
      ? tooLateCopy.shipped(formatCalendarDate(first.shippedAt))
      : null;
  return (
    <div className={stack}>
      <div>
        <PageHeading>{tooLateCopy.title}</PageHeading>
        <p className={pageIntro}>{tooLateCopy.subtitle(orderNumberLabel(order.orderNumber))}</p>
      </div>
      {anchor === null ? null : (
        <Card>
          <Text weight="medium">{anchor}</Text>
        </Card>
      )}
      <div className={tightStack}>
        <Text>{tooLateCopy.whatNow}</Text>
        <ul className={bulletList}>
          {tooLateCopy.options(storeName).map((option) => (
            <li key={option}>{option}</li>
          ))}
        </ul>
      </div>
      <div className={actions}>
        <ButtonLink to="/start" variant="secondary">
          {tooLateCopy.anotherOrder}
        </ButtonLink>
      </div>
    </div>
  );
}
