import type { Order } from '@orderprotection/domain';
import { ShipmentCard } from '@orderprotection/ui';
import { plainList } from '../page.css';
import { shipmentTitle, shipmentUnavailableReason } from '../shipments/shipmentReasons';

/** Every shipment of the order with its tracking and state; those that cannot be claimed say why. */
export function ShipmentList({ order, showReasons }: { order: Order; showReasons: boolean }) {
  const total = order.fulfillments.length;
  return (
    <ul className={plainList}>
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
          disabledReason={showReasons ? shipmentUnavailableReason(fulfillment, order) : undefined}
        />
      ))}
    </ul>
  );
}
