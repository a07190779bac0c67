import type { SessionMetadata } from '../schemas';
import { emptyDraft } from './draft-reducer';
import { isStructurallyEqual } from './structural-equality';

/**
 * Spec section 4, "Claim session status": the session is saved whenever its stored metadata changes,
 * except in the three cases (a), (b) and (c) below. Metadata is compared structurally: key order does not
 * matter, and a null or undefined field is the same as a missing one.
 */
export function shouldSaveSession(previous: SessionMetadata, next: SessionMetadata): boolean {
  if (isStructurallyEqual(previous, next)) return false;
  return !(
    onlyTheCustomerChanged(previous, next) ||
    currentShipmentHasNoEntry(next) ||
    isEmptyTemplateWithoutCurrentShipment(next)
  );
}

/**
 * (a) The change is only a customer value being set or cleared. The order lookup sets the customer before
 * the shopper has answered anything, and the session already carries that email and order id.
 */
function onlyTheCustomerChanged(previous: SessionMetadata, next: SessionMetadata): boolean {
  return isStructurallyEqual({ ...previous, customer: {} }, { ...next, customer: {} });
}

/**
 * (b) The current shipment has no fulfillment entry: the portal has moved to a shipment whose first issue
 * is still being written, and the save that adds the entry follows.
 */
function currentShipmentHasNoEntry(next: SessionMetadata): boolean {
  return next.currentShipmentId != null && !Object.hasOwn(next.fulfillments, next.currentShipmentId);
}

/**
 * (c) The claim is still the empty template with no current shipment: nothing worth keeping, and a cleared
 * draft's session is deleted rather than saved. The template has no current shipment, so equality with it
 * covers both halves. The customer counts as part of the claim here, so a reset (which keeps the customer)
 * is saved, and a reload does not bring back what was reset.
 */
function isEmptyTemplateWithoutCurrentShipment(next: SessionMetadata): boolean {
  return isStructurallyEqual(next, emptyDraft());
}
