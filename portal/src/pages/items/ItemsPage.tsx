/**
 * Items (spec section 2): on the "Issues with my items" path, the shopper picks the items with issues,
 * then describes each in the item issue modal ("Product n / total"). Items already fully claimed or
 * refunded are shown but cannot be picked, with the reason. A real form: the dialog needs the page's script,
 * but sent before it runs (or without it), the server answers with this page showing what was ticked
 * (server/src/http/portal-forms.ts), and what was ticked before the script ran is kept.
 */
import {
  claimableFulfillments,
  type Fulfillment,
  fulfillmentLineAvailability,
  ITEMS_FORM,
  itemLineKey,
  type KnownLineAvailability,
  newId,
  type UnavailableReason,
} from '@orderprotection/domain';
import {
  Alert,
  Button,
  Callout,
  Heading,
  OrderItemRow,
  useTicksMadeBeforeHydration,
} from '@orderprotection/ui';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { pageIntro } from '../../app/layout.css';
import { PageHeading } from '../../app/navigationFocus';
import { usePortalNavigate, usePortalPath } from '../../app/stickyQuery';
import { useDraft } from '../../claim/DraftProvider';
import { useCurrentOrder } from '../../claim/OrderProvider';
import { usePagePicksForm } from '../../claim/pageLookup';
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

const keyOf = (line: SelectedLine) => itemLineKey(line.fulfillmentId, line.orderItem.sourceItemId);

interface ShipmentLines {
  fulfillment: Fulfillment;
  number: number;
  lines: KnownLineAvailability[];
}

export function ItemsPage() {
  const { order } = useCurrentOrder();
  const { draft, dispatch } = useDraft();
  const navigate = usePortalNavigate();
  const portalPath = usePortalPath();
  const listId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const claimable = claimableFulfillments(order);
  const pickable = ITEMS_FORM.pickable(order);
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
  // What the form sent before the script ran ticked, as the server answered it; else the draft's items.
  const pagePicksForm = usePagePicksForm();
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        pagePicksForm?.state.picked ??
          Object.values(draft.fulfillments).flatMap((entry) =>
            entry.issues.map((issue) => itemLineKey(entry.id, issue.sourceItemId)),
          ),
      ),
  );
  const [error, setError] = useState(() =>
    pagePicksForm?.state.picked.length === 0 ? itemsCopy.missingChoice : undefined,
  );
  const [describing, setDescribing] = useState<number | null>(null);

  const selectedLines: SelectedLine[] = shipments.flatMap(({ fulfillment, lines }) =>
    lines
      .filter((line) => {
        const key = itemLineKey(fulfillment.id, line.orderItem.sourceItemId);
        return pickable.has(key) && selected.has(key);
      })
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

  const toggle = useCallback((key: string, on: boolean) => {
    setError(undefined);
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  useTicksMadeBeforeHydration(listRef, toggle);

  // The server's answer is this visit's: the page opened again later starts without it.
  useEffect(() => {
    if (pagePicksForm !== undefined) pagePicksForm.shown = true;
  }, [pagePicksForm]);

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
        if (!keep.has(itemLineKey(entry.id, issue.sourceItemId))) {
          dispatch({ type: 'itemIssuesRemoved', fulfillmentId: entry.id, sourceItemId: issue.sourceItemId });
        }
      }
    }
    setDescribing(null);
    void navigate('/resolution');
  };

  return (
    <>
      <form className={stack} noValidate method="post" action={portalPath(ITEMS_FORM.path)} onSubmit={submit}>
        <div>
          <PageHeading>{itemsCopy.title}</PageHeading>
          <p className={pageIntro}>{itemsCopy.subtitle}</p>
        </div>
        <section className={tightStack} aria-labelledby={`${listId}-heading`}>
          <Heading level={2} size="h4" id={`${listId}-heading`} className={sectionHeading}>
            {itemsCopy.selectItems}
          </Heading>
          {error === undefined ? null : <Alert tone="danger">{error}</Alert>}
          <div id={listId} ref={listRef} className={stack}>
            {shipments.map(({ fulfillment, number, lines }) => (
              <div key={fulfillment.id} className={tightStack}>
                {order.fulfillments.length > 1 ? (
                  <Heading level={3} size="h5">
                    {shipmentTitle(number, order.fulfillments.length)}
                  </Heading>
                ) : null}
                <ul className={plainList}>
                  {lines.map((line) => {
                    const key = itemLineKey(fulfillment.id, line.orderItem.sourceItemId);
                    return (
                      <OrderItemRow
                        key={key}
                        as="li"
                        item={line.orderItem}
                        currency={order.currency}
                        quantity={line.line.quantity}
                        selectable
                        // A box that cannot be ticked may have been before the script ran.
                        selected={pickable.has(key) && selected.has(key)}
                        onSelectedChange={(on) => toggle(key, on)}
                        name={ITEMS_FORM.field}
                        value={key}
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
