/**
 * Items (spec section 2): on the "Issues with my items" path, the shopper picks the items with issues,
 * then describes each in the item issue modal ("Product n / total"). Items already fully claimed or
 * refunded are shown but cannot be picked, with the reason.
 */
import {
  claimableFulfillments,
  type Fulfillment,
  fulfillmentLineAvailability,
  type KnownLineAvailability,
  newId,
  type UnavailableReason,
} from '@orderprotection/domain';
import { Alert, Button, Callout, Heading, OrderItemRow } from '@orderprotection/ui';
import { type FormEvent, useId, useState } from 'react';
import { pageIntro } from '../../app/layout.css';
import { PageHeading } from '../../app/navigationFocus';
import { usePortalNavigate } from '../../app/stickyQuery';
import { useDraft } from '../../claim/DraftProvider';
import { useCurrentOrder } from '../../claim/OrderProvider';
import { plainList, sectionHeading, stack, tightStack } from '../page.css';
import { StepActions } from '../StepActions';
import { shipmentTitle } from '../shipments/shipmentReasons';
import { type ItemAnswer, ItemIssueDialog, type SelectedLine } from './ItemIssueDialog';

export const itemsCopy = {
  title: 'Tell us about your issues.',
  subtitle: 'Pick every item with a problem. Next, you will tell us what is wrong with each one.',
  selectItems: 'Select items with issues',
  unavailable: {
    refunded: 'Refunded: this item cannot be claimed.',
    fully_claimed: 'Already claimed: this item is part of an earlier claim.',
  } satisfies Record<UnavailableReason, string>,
  otherShipments: 'Other shipments of this order cannot be claimed right now, so their items are not listed.',
  missingChoice: 'Select at least one item.',
  continue: 'Continue',
} as const;

const lineKey = (fulfillmentId: string, sourceItemId: string) => `${fulfillmentId}\u0000${sourceItemId}`;
const keyOf = (line: SelectedLine) => lineKey(line.fulfillmentId, line.orderItem.sourceItemId);

interface ShipmentLines {
  fulfillment: Fulfillment;
  number: number;
  lines: KnownLineAvailability[];
}

export function ItemsPage() {
  const { order } = useCurrentOrder();
  const { draft, dispatch } = useDraft();
  const navigate = usePortalNavigate();
  const listId = useId();
  const claimable = claimableFulfillments(order);
  const shipments: ShipmentLines[] = order.fulfillments.flatMap((fulfillment, index) =>
    claimable.some((entry) => entry.id === fulfillment.id)
      ? [
          {
            fulfillment,
            number: index + 1,
            lines: fulfillmentLineAvailability(fulfillment, order).filter(
              (line): line is KnownLineAvailability => line.orderItem !== null,
            ),
          },
        ]
      : [],
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        Object.values(draft.fulfillments).flatMap((entry) =>
          entry.issues.map((issue) => lineKey(entry.id, issue.sourceItemId)),
        ),
      ),
  );
  const [error, setError] = useState<string>();
  const [describing, setDescribing] = useState<number | null>(null);

  const selectedLines: SelectedLine[] = shipments.flatMap(({ fulfillment, lines }) =>
    lines
      .filter(
        (line) => line.claimable > 0 && selected.has(lineKey(fulfillment.id, line.orderItem.sourceItemId)),
      )
      .map((line) => ({
        fulfillmentId: fulfillment.id,
        orderItem: line.orderItem,
        claimable: line.claimable,
      })),
  );

  const issuesOf = (line: SelectedLine) =>
    (Object.hasOwn(draft.fulfillments, line.fulfillmentId)
      ? (draft.fulfillments[line.fulfillmentId]?.issues ?? [])
      : []
    ).filter((issue) => issue.sourceItemId === line.orderItem.sourceItemId);
  // The order's file limit is for the whole claim: the files of the other picked items count too (those
  // of items no longer picked go when the shopper finishes, so they do not).
  const filesOnOtherItems = (line: SelectedLine) =>
    selectedLines
      .filter((other) => keyOf(other) !== keyOf(line))
      .flatMap(issuesOf)
      .reduce((sum, issue) => sum + issue.media.length, 0);

  const toggle = (key: string, on: boolean) => {
    setError(undefined);
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (selectedLines.length === 0) {
      setError(itemsCopy.missingChoice);
      document.getElementById(listId)?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
      return;
    }
    setDescribing(0);
  };

  const save = (line: SelectedLine, answer: ItemAnswer) => {
    const sourceItemId = line.orderItem.sourceItemId;
    if (answer.sameIssueForAllUnits) {
      const [unit] = answer.units;
      if (unit === undefined) return;
      dispatch({
        type: 'issueAdded',
        fulfillmentId: line.fulfillmentId,
        issue: { id: newId(), sourceItemId, quantity: answer.quantity, ...unit },
      });
    } else {
      dispatch({
        type: 'unitIssuesAdded',
        fulfillmentId: line.fulfillmentId,
        sourceItemId,
        issues: answer.units.map((unit) => ({ id: newId(), ...unit })),
      });
    }
  };

  // Issues of items the shopper unpicked go, and so do shipments left without an issue.
  const finish = () => {
    const keep = new Set(selectedLines.map(keyOf));
    for (const entry of Object.values(draft.fulfillments)) {
      if (!selectedLines.some((line) => line.fulfillmentId === entry.id)) {
        dispatch({ type: 'fulfillmentDeselected', fulfillmentId: entry.id });
        continue;
      }
      for (const issue of entry.issues) {
        if (!keep.has(lineKey(entry.id, issue.sourceItemId))) {
          dispatch({ type: 'itemIssuesRemoved', fulfillmentId: entry.id, sourceItemId: issue.sourceItemId });
        }
      }
    }
    setDescribing(null);
    void navigate('/resolution');
  };

  return (
    <>
      <form className={stack} noValidate onSubmit={submit}>
        <div>
          <PageHeading>{itemsCopy.title}</PageHeading>
          <p className={pageIntro}>{itemsCopy.subtitle}</p>
        </div>
        <section className={tightStack} aria-labelledby={`${listId}-heading`}>
          <Heading level={2} size="h4" id={`${listId}-heading`} className={sectionHeading}>
            {itemsCopy.selectItems}
          </Heading>
          {error === undefined ? null : <Alert tone="danger">{error}</Alert>}
          <div id={listId} className={stack}>
            {shipments.map(({ fulfillment, number, lines }) => (
              <div key={fulfillment.id} className={tightStack}>
                {order.fulfillments.length > 1 ? (
                  <Heading level={3} size="h5">
                    {shipmentTitle(number, order.fulfillments.length)}
                  </Heading>
                ) : null}
                <ul className={plainList}>
                  {lines.map((line) => {
                    const key = lineKey(fulfillment.id, line.orderItem.sourceItemId);
                    return (
                      <OrderItemRow
                        key={key}
                        as="li"
                        item={line.orderItem}
                        currency={order.currency}
                        quantity={line.line.quantity}
                        selectable
                        selected={selected.has(key)}
                        onSelectedChange={(on) => toggle(key, on)}
                        disabledReason={line.reason === null ? undefined : itemsCopy.unavailable[line.reason]}
                      />
                    );
                  })}
                </ul>
              </div>
            ))}
          </div>
          {claimable.length < order.fulfillments.length ? (
            <Callout>{itemsCopy.otherShipments}</Callout>
          ) : null}
        </section>
        <StepActions backTo="/issues">
          <Button type="submit">{itemsCopy.continue}</Button>
        </StepActions>
      </form>
      {describing === null ? null : (
        <ItemIssueDialog
          key={describing}
          orderId={order.systemOrderId}
          currency={order.currency}
          maxFilesPerClaim={order.maxFilesPerClaim}
          filesOnOtherItems={filesOnOtherItems}
          lines={selectedLines}
          index={describing}
          existingIssues={issuesOf}
          onSave={(answer) => {
            const line = selectedLines[describing];
            if (line !== undefined) save(line, answer);
            if (describing + 1 < selectedLines.length) setDescribing(describing + 1);
            else finish();
          }}
          onBack={() => setDescribing(Math.max(0, describing - 1))}
          onClose={() => setDescribing(null)}
        />
      )}
    </>
  );
}
