/**
 * The claim's order as the platform has it now: its totals, each shipment with its carrier, tracking
 * number, what the carrier last said and whether a claim could be filed on it today, and what changed on the platform since the claim was filed
 * (a cancellation, a refund of claimed units, a carrier scan, an edit), which the agent reads before
 * deciding.
 */
import {
  formatDate,
  formatMoney,
  labelOf,
  type Order,
  type OrderChange,
  orderChangesSinceFiling,
  type StaffClaimDetail,
  shipmentStatusLabel,
} from '@orderprotection/domain';
import { Callout, Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';

export function OrderCard({ detail }: { detail: StaffClaimDetail }) {
  const { order, claim } = detail;
  return (
    <Card>
      <Heading as="h2" size="4" mb="2">
        Order
      </Heading>
      {order === null ? (
        <Text as="p">The order is not on file.</Text>
      ) : (
        <Flex direction="column" gap="3">
          <OrderChanges changes={orderChangesSinceFiling(order, claim)} />
          <Flex direction="column" gap="1">
            <Text>Order {order.orderNumber}</Text>
            <Text>
              {order.customerName} ({order.customerEmail})
            </Text>
            <Text>Total {formatMoney(order.total, order.currency)}</Text>
            <Text>Shipping paid {formatMoney(order.shipping, order.currency)}</Text>
            {order.createdAt && <Text>Placed {formatDate(order.createdAt)}</Text>}
          </Flex>
          {order.fulfillments.map((shipment, index) => (
            <Shipment key={shipment.id} shipment={shipment} position={index + 1} />
          ))}
        </Flex>
      )}
    </Card>
  );
}

function OrderChanges({ changes }: { changes: OrderChange[] }) {
  if (changes.length === 0) return null;
  return (
    <Callout.Root color="amber" role="note" highContrast>
      <Callout.Text weight="bold">Since the claim was filed</Callout.Text>
      <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
        {changes.map((change) => (
          <li key={`${change.kind}-${'at' in change ? change.at : change.productName}`}>
            <Text size="2">{describeChange(change)}</Text>
          </li>
        ))}
      </ul>
    </Callout.Root>
  );
}

function describeChange(change: OrderChange): string {
  switch (change.kind) {
    case 'cancelled':
      return `The order was cancelled on the platform ${formatDate(change.at)}.`;
    case 'refunded':
      return `${change.refundedQuantity} of ${change.quantity} × ${change.productName} refunded on the platform; the resolution leaves them out.`;
    case 'scanned': {
      const parcel = change.trackingNumber === null ? 'A shipment' : `Tracking ${change.trackingNumber}`;
      const status = change.status === null ? 'scanned' : labelOf(shipmentStatusLabel, change.status);
      const said = change.detail === null ? '' : `: “${change.detail}”`;
      return `${parcel}: ${status} ${formatDate(change.at)}${said}.`;
    }
    case 'edited':
      return `The platform changed the order ${formatDate(change.at)}.`;
  }
}

function Shipment({ shipment, position }: { shipment: Order['fulfillments'][number]; position: number }) {
  const trackingNumber = shipment.trackingNumber[0];
  const trackingUrl = shipment.trackingUrl[0];
  return (
    <Flex direction="column" gap="1" asChild>
      <section aria-label={`Shipment ${position}`}>
        <Text weight="bold" size="2">
          Shipment {position}
          {shipment.fulfillmentStatus ? ` · ${labelOf(shipmentStatusLabel, shipment.fulfillmentStatus)}` : ''}
        </Text>
        {trackingNumber !== undefined && (
          <Text size="2">
            {shipment.trackingCompany ?? 'Carrier'}{' '}
            {trackingUrl ? (
              <RadixLink href={trackingUrl} target="_blank" rel="noreferrer">
                {trackingNumber}
              </RadixLink>
            ) : (
              trackingNumber
            )}
          </Text>
        )}
        {shipment.shippedAt && <Text size="2">Shipped {formatDate(shipment.shippedAt)}</Text>}
        {shipment.deliveredAt && <Text size="2">Delivered {formatDate(shipment.deliveredAt)}</Text>}
        {shipment.eligibilityCode && <Text size="2">{eligibilityText(shipment)}</Text>}
        {shipment.lastScanAt && (
          <Text size="2">
            Last scan {formatDate(shipment.lastScanAt)}
            {shipment.carrierDetail ? `: ${shipment.carrierDetail}` : ''}
          </Text>
        )}
      </section>
    </Flex>
  );
}

/** What the eligibility rules conclude of the shipment today, leaving this claim aside. */
function eligibilityText(shipment: Order['fulfillments'][number]): string {
  switch (shipment.eligibilityCode) {
    case 'eligible':
      return 'A claim could be filed on it today.';
    case 'too_soon':
      return shipment.eligibleAt
        ? `Too soon for a claim until ${formatDate(shipment.eligibleAt)}.`
        : 'Too soon for a claim.';
    case 'expired':
      return 'Past the store’s claim window.';
    case 'not_shipped':
      return 'Not shipped: no claim can be filed on it yet.';
    case 'already_claimed':
      return 'Every unit is in other claims.';
    default:
      return '';
  }
}
