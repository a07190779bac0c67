/**
 * Shipments (spec section 2): on the "Haven't received my order" path, the shopper picks the shipments. A
 * real form: the next page needs the page's script, but sent before it runs (or without it), the server
 * answers with this page showing what was ticked (server/src/http/portal-forms.ts), and what was ticked
 * before the script ran is kept.
 */
import { countLabel, SHIPMENTS_FORM } from '@orderprotection/domain';
import { Alert, Button, ShipmentCard, useTicksMadeBeforeHydration } from '@orderprotection/ui';
import { type FormEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { pageIntro } from '../../app/layout.css';
import { PageHeading } from '../../app/navigationFocus';
import { usePortalNavigate, usePortalPath } from '../../app/stickyQuery';
import { useDraft } from '../../claim/DraftProvider';
import { useCurrentOrder } from '../../claim/OrderProvider';
import { usePagePicksForm } from '../../claim/pageLookup';
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
  const portalPath = usePortalPath();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const total = order.fulfillments.length;
  // What the form sent before the script ran ticked, as the server answered it.
  const pagePicksForm = usePagePicksForm();
  const [error, setError] = useState(() =>
    pagePicksForm?.state.picked.length === 0 ? shipmentsCopy.missingChoice : undefined,
  );
  // Shipments ticked before the script ran (the server's answer, then the boxes as the page hydrates),
  // shown ticked until they are in the draft, which holds the selection from then on.
  const [tickedBeforeScript, setTickedBeforeScript] = useState<ReadonlySet<string>>(
    () => new Set(pagePicksForm?.state.picked),
  );
  const tickBeforeScript = useCallback((fulfillmentId: string, ticked: boolean) => {
    setTickedBeforeScript((current) => {
      const next = new Set(current);
      if (ticked) next.add(fulfillmentId);
      else next.delete(fulfillmentId);
      return next;
    });
  }, []);
  useTicksMadeBeforeHydration(listRef, tickBeforeScript);
  // Before the browser paints or handles a click, so Continue always sees them in the draft.
  useLayoutEffect(() => {
    if (tickedBeforeScript.size === 0) return;
    // A box that cannot be ticked may have been before the script ran.
    const pickable = SHIPMENTS_FORM.pickable(order);
    for (const fulfillmentId of tickedBeforeScript) {
      if (pickable.has(fulfillmentId)) dispatch({ type: 'fulfillmentSelected', fulfillmentId });
    }
    setTickedBeforeScript(new Set());
    setError(undefined);
  }, [tickedBeforeScript, order, dispatch]);

  // The server's answer is this visit's: the page opened again later starts without it.
  useEffect(() => {
    if (pagePicksForm !== undefined) pagePicksForm.shown = true;
  }, [pagePicksForm]);

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
    <form
      className={stack}
      noValidate
      method="post"
      action={portalPath(SHIPMENTS_FORM.path)}
      onSubmit={submit}
    >
      <div>
        <PageHeading>{shipmentsCopy.title}</PageHeading>
        <p className={pageIntro}>
          {shipmentsCopy.subtitle(countLabel(total, shipmentsCopy.delivery, shipmentsCopy.deliveries))}
        </p>
      </div>
      {error === undefined ? null : <Alert tone="danger">{error}</Alert>}
      <ul id={listId} ref={listRef} className={plainList}>
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
            selected={
              Object.hasOwn(draft.fulfillments, fulfillment.id) || tickedBeforeScript.has(fulfillment.id)
            }
            name={SHIPMENTS_FORM.field}
            value={fulfillment.id}
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
