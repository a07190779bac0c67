/**
 * Several shipments: the order arrived (or is arriving) in more than one parcel. The shopper sees every
 * parcel, which can be claimed now and why the others cannot, before saying what is wrong.
 */
import { claimableFulfillments, countLabel } from '@orderprotection/domain';
import { pageIntro } from '../../app/layout.css';
import { ButtonLink } from '../../app/links';
import { PageHeading } from '../../app/navigationFocus';
import { useCurrentOrder } from '../../claim/OrderProvider';
import { stack } from '../page.css';
import { StepActions } from '../StepActions';
import { ShipmentList } from './ShipmentList';

export const multipleShipmentsCopy = {
  title: 'Your order was sent in several shipments',
  subtitle: (shipments: string, claimable: string) =>
    `This order was sent in ${shipments}. ${claimable} can be claimed now; the others say why not.`,
  shipment: 'shipment',
  continue: 'Continue with my claim',
} as const;

export function MultipleShipmentsPage() {
  const { order } = useCurrentOrder();
  const claimable = claimableFulfillments(order).length;
  return (
    <div className={stack}>
      <div>
        <PageHeading>{multipleShipmentsCopy.title}</PageHeading>
        <p className={pageIntro}>
          {multipleShipmentsCopy.subtitle(
            countLabel(order.fulfillments.length, multipleShipmentsCopy.shipment),
            countLabel(claimable, multipleShipmentsCopy.shipment),
          )}
        </p>
      </div>
      <ShipmentList order={order} showReasons />
      <StepActions backTo="/start">
        <ButtonLink to="/issues">{multipleShipmentsCopy.continue}</ButtonLink>
      </StepActions>
    </div>
  );
}
