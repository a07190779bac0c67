import {
  claimableFulfillments,
  type Fulfillment,
  formatCalendarDate,
  type Order,
} from '@orderprotection/domain';

const shipmentReasonCopy = {
  tooSoon: (date: string) => `You can file a claim for this shipment from ${date}.`,
  expired: 'The time to file a claim for this shipment has passed.',
  notShipped: "This shipment hasn't shipped yet.",
  alreadyClaimed: 'Everything in this shipment is already part of a claim.',
} as const;

/**
 * Why a shipment cannot be part of a new claim, in the shopper's words, from the eligibility the server
 * computed (`eligibilityCode`, `eligibleAt`); undefined when it can be claimed.
 */
export function shipmentUnavailableReason(fulfillment: Fulfillment, order: Order): string | undefined {
  if (claimableFulfillments(order).some((claimable) => claimable.id === fulfillment.id)) return undefined;
  switch (fulfillment.eligibilityCode) {
    case 'too_soon':
      return fulfillment.eligibleAt == null
        ? shipmentReasonCopy.notShipped
        : shipmentReasonCopy.tooSoon(formatCalendarDate(fulfillment.eligibleAt));
    case 'expired':
      return shipmentReasonCopy.expired;
    case 'not_shipped':
      return shipmentReasonCopy.notShipped;
    default:
      return shipmentReasonCopy.alreadyClaimed;
  }
}

export const shipmentTitle = (number: number, total: number) => `Shipment ${number} of ${total}`;
