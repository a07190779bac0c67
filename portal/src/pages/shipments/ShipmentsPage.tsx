/** Shipments (spec section 2): on the "Haven't received my order" path, the shopper picks the shipments. */
import { countLabel } from '@orderprotection/domain';
import { Alert, Button, ShipmentCard } from '@orderprotection/ui';
import { type FormEvent, useId, useState } from 'react';
import { pageIntro } from '../../app/layout.css';
import { PageHeading } from '../../app/navigationFocus';
import { usePortalNavigate } from '../../app/stickyQuery';
import { useDraft } from '../../claim/DraftProvider';
import { useCurrentOrder } from '../../claim/OrderProvider';
import { plainList, stack } from '../page.css';
import { StepActions } from '../StepActions';
import { shipmentTitle, shipmentUnavailableReason } from './shipmentReasons';

export const shipmentsCopy = {
  title: "Select the shipment(s) you're having issues with.",
  subtitle: (deliveries: string) => `Your order was sent in ${deliveries}.`,
  delivery: 'different delivery',
  deliveries: 'different deliveries',
  missingChoice: 'Select at least one shipment.',
  continue: 'Continue',
} as const;

export function ShipmentsPage() {
  const { order } = useCurrentOrder();
  const { draft, dispatch } = useDraft();
  const navigate = usePortalNavigate();
  const listId = useId();
  const [error, setError] = useState<string>();
  const total = order.fulfillments.length;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.keys(draft.fulfillments).length === 0) {
      setError(shipmentsCopy.missingChoice);
      document.getElementById(listId)?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
      return;
    }
    void navigate('/issues/shipment/details');
  };

  return (
    <form className={stack} noValidate onSubmit={submit}>
      <div>
        <PageHeading>{shipmentsCopy.title}</PageHeading>
        <p className={pageIntro}>
          {shipmentsCopy.subtitle(countLabel(total, shipmentsCopy.delivery, shipmentsCopy.deliveries))}
        </p>
      </div>
      {error === undefined ? null : <Alert tone="danger">{error}</Alert>}
      <ul id={listId} className={plainList}>
        {order.fulfillments.map((fulfillment, index) => (
          <ShipmentCard
            key={fulfillment.id}
            as="li"
            fulfillment={fulfillment}
            orderItems={order.orderItems}
            currency={order.currency}
            title={shipmentTitle(index + 1, total)}
            headingLevel={2}
            storeTrackingUrl={order.store?.trackingUrl}
            selectable
            selected={Object.hasOwn(draft.fulfillments, fulfillment.id)}
            disabledReason={shipmentUnavailableReason(fulfillment, order)}
            onSelectedChange={(selected) => {
              setError(undefined);
              dispatch({
                type: selected ? 'fulfillmentSelected' : 'fulfillmentDeselected',
                fulfillmentId: fulfillment.id,
              });
            }}
          />
        ))}
      </ul>
      <StepActions backTo="/issues">
        <Button type="submit">{shipmentsCopy.continue}</Button>
      </StepActions>
    </form>
  );
}
