/**
 * The pages the issues page's choice leads to (`ISSUE_GROUP_PAGES`), the items page and the shipments
 * page, are forms in the page's first HTML, but their next step (the item dialog, a shipment's details)
 * needs the page's script. Sent before that script has run (POST, url-encoded, to the page's own path), the
 * server answers with the same page showing what was ticked (`PicksFormState`), so nothing the shopper did
 * is lost: the script, once it runs, goes on from there.
 */
import { z } from 'zod';
import { claimableFulfillments } from '../rules/claimability';
import { fulfillmentLineAvailability } from '../rules/quantities';
import { ISSUE_GROUP_PAGES } from './issuesForm';
import type { Order } from './order';

/** A page whose checkboxes pick what the claim is about. */
export interface PicksForm {
  /** The page, which its form is sent to. */
  path: string;
  /** The name of its checkboxes, each sending the key of what it picks. */
  field: string;
  /** The keys of what the page lets the shopper pick; anything else it shows cannot be ticked. */
  pickable: (order: Order) => ReadonlySet<string>;
}

/** The key of a shipment's line on the items page, and what its checkbox sends. */
export function itemLineKey(fulfillmentId: string, sourceItemId: string): string {
  // JSON keeps the two ids apart whatever characters they hold.
  return JSON.stringify([fulfillmentId, sourceItemId]);
}

/** The items page: the lines of a claimable shipment that still have units to claim. */
export const ITEMS_FORM: PicksForm = {
  path: ISSUE_GROUP_PAGES.issuesWithItems,
  field: 'item',
  pickable: (order) =>
    new Set(
      claimableFulfillments(order).flatMap((fulfillment) =>
        fulfillmentLineAvailability(fulfillment, order).flatMap((line) =>
          line.orderItem !== null && line.claimable > 0
            ? [itemLineKey(fulfillment.id, line.orderItem.sourceItemId)]
            : [],
        ),
      ),
    ),
};

/** The shipments page: the claimable shipments, by id. */
export const SHIPMENTS_FORM: PicksForm = {
  path: ISSUE_GROUP_PAGES.notReceived,
  field: 'shipment',
  pickable: (order) => new Set(claimableFulfillments(order).map((fulfillment) => fulfillment.id)),
};

export const PICKS_FORMS: readonly PicksForm[] = [ITEMS_FORM, SHIPMENTS_FORM];

/** What was sent ticked that the page lets the shopper pick, each once. */
export function pickedOf(form: PicksForm, order: Order, sent: readonly unknown[]): string[] {
  const pickable = form.pickable(order);
  return [
    ...new Set(sent.filter((value): value is string => typeof value === 'string' && pickable.has(value))),
  ];
}

export const PicksFormState = z.object({
  /** The keys ticked (`pickedOf`); none, and the page asks for at least one, as its own check does. */
  picked: z.array(z.string()),
});
export type PicksFormState = z.infer<typeof PicksFormState>;
