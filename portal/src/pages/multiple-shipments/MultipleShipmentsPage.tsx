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
  subtitle: (shipments: number, claimable: number) =>
    `This order was sent in ${countLabel(shipments, 'shipment')}. ${claimableSentence(shipments, claimable)}`,
  continue: 'Continue with my claim',
} as const;

/** How many of the shipments can be claimed, in words that fit every count; the cards say why not. */
function claimableSentence(shipments: number, claimable: number): string {
  if (shipments === 1) {
    return claimable === 1 ? 'It can be claimed now.' : 'It cannot be claimed now; the shipment says why.';
  }
  if (claimable === shipments)
    return shipments === 2 ? 'Both can be claimed now.' : 'All of them can be claimed now.';
  if (claimable === 0) return 'None of them can be claimed now; each says why.';
  const others = shipments - claimable === 1 ? 'the other says why not' : 'the others say why not';
  return `${claimable} of them can be claimed now; ${others}.`;
}

export function MultipleShipmentsPage() {
  const { order } = useCurrentOrder();
  return (
    <div className={stack}>
      <div>
        <PageHeading>{multipleShipmentsCopy.title}</PageHeading>
        <p className={pageIntro}>
          {multipleShipmentsCopy.subtitle(order.fulfillments.length, claimableFulfillments(order).length)}
        </p>
      </div>
      <ShipmentList order={order} showReasons />
      <StepActions backTo="/start">
        <ButtonLink to="/issues">{multipleShipmentsCopy.continue}</ButtonLink>
      </StepActions>
    </div>
  );
}
