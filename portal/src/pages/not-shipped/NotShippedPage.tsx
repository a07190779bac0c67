/** Not shipped: nothing of the order has left the store yet, so there is nothing to claim for. */
import { Text } from '@orderprotection/ui';
import { pageIntro } from '../../app/layout.css';
import { ButtonLink } from '../../app/links';
import { PageHeading } from '../../app/navigationFocus';
import { useStoreName } from '../../app/services';
import { orderNumberLabel } from '../../claim/flow';
import { useCurrentOrder } from '../../claim/OrderProvider';
import { ShipmentList } from '../multiple-shipments/ShipmentList';
import { actions, bulletList, stack, tightStack } from '../page.css';

export const notShippedCopy = {
  title: "Your order hasn't shipped yet",
  subtitle: (orderNumber: string) =>
    `Order ${orderNumber} is still being prepared, so there is nothing to file a claim for yet. Package protection covers it from the moment it ships.`,
  next: 'What happens next:',
  steps: (storeName: string) => [
    `${storeName} will email you a tracking number when your order ships.`,
    'If it is lost, stolen or arrives damaged, come back here and file a claim.',
    `Want to change or cancel the order? Contact ${storeName} directly.`,
  ],
  anotherOrder: 'Look up another order',
} as const;

export function NotShippedPage() {
  const { order } = useCurrentOrder();
  const portalStoreName = useStoreName();
  const storeName = order.store?.name ?? portalStoreName;
  return (
    <div className={stack}>
      <div>
        <PageHeading>{notShippedCopy.title}</PageHeading>
        <p className={pageIntro}>{notShippedCopy.subtitle(orderNumberLabel(order.orderNumber))}</p>
      </div>
      {order.fulfillments.length > 0 ? <ShipmentList order={order} showReasons={false} /> : null}
      <div className={tightStack}>
        <Text>{notShippedCopy.next}</Text>
        <ul className={bulletList}>
          {notShippedCopy.steps(storeName).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </div>
      <div className={actions}>
        <ButtonLink to="/start" variant="secondary">
          {notShippedCopy.anotherOrder}
        </ButtonLink>
      </div>
    </div>
  );
}
