import {
  type Fulfillment,
  labelOf,
  type OrderItem,
  orderItemForLine,
  shipmentDisplayState,
  shipmentStatusLabel,
  trackingLink,
} from '@orderprotection/domain';
import { type ReactNode, useId } from 'react';
import { SelectionCheckbox, type SelectionProps } from '../../internal/SelectionCheckbox';
import { stretchedLabel } from '../../internal/SelectionCheckbox.css';
import { classNames } from '../../styles/classNames';
import { visuallyHidden } from '../../styles/shared.css';
import { Card } from '../Card/Card';
import { DateText } from '../DateText/DateText';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { OrderItemRow, type OrderItemRowLabels } from '../OrderItemRow/OrderItemRow';
import * as styles from './ShipmentCard.css';

/** The card's own words; the portal may pass its own. */
export interface ShipmentCardLabels {
  carrier: string;
  /** The tracking row's label, for one or several numbers. */
  tracking: (count: number) => string;
  status: string;
  /** Spec, shipment display state: "In transit, or delivered with its date". */
  inTransit: string;
  /** Followed by the delivery date, when there is one. */
  delivered: string;
  /** Read after each tracking link, which opens in a new tab. */
  opensInNewTab: string;
  /** For the item rows inside the card. */
  item?: Partial<OrderItemRowLabels>;
}

export const defaultShipmentCardLabels: ShipmentCardLabels = {
  carrier: 'Carrier',
  tracking: (count) => (count === 1 ? 'Tracking number' : 'Tracking numbers'),
  status: 'Status',
  inTransit: 'In transit',
  delivered: 'Delivered',
  opensInNewTab: '(opens in a new tab)',
};

export interface ShipmentCardProps extends SelectionProps {
  /** The shipment, as the order lookup returns it (`Order['fulfillments'][number]`). */
  fulfillment: Fulfillment;
  /** The order's lines, to show the items the shipment holds. */
  orderItems: readonly OrderItem[];
  /** The order's currency, for the item prices. */
  currency: string | null | undefined;
  /** What names the shipment ("Shipment 1 of 2"): the card's heading and, when selectable, the checkbox's name. */
  title: ReactNode;
  /** Level of the title in the page outline. */
  headingLevel?: HeadingLevel;
  /** The store's own tracking page (`Store.trackingUrl`), used when the shipment has no tracking URL. */
  storeTrackingUrl?: string | null;
  /** Base address a tracking number is appended to otherwise; the domain's default when not given. */
  trackingBaseUrl?: string;
  /** IANA zone of the delivery date; the shopper's when not given. */
  timeZone?: string;
  /** A checkbox card, for the shipments page ("Select the shipment(s) you're having issues with."). */
  selectable?: boolean;
  /**
   * Why the shipment cannot be claimed (too soon, expired, already claimed: the portal's words). Given, the
   * card is shown but cannot be selected, and the reason is read with its checkbox.
   */
  disabledReason?: ReactNode;
  /** `li` inside a list of shipments; the caller provides the `ul`. */
  as?: 'div' | 'li' | 'article';
  labels?: Partial<ShipmentCardLabels>;
  className?: string;
}

/** The status's label; a status this version does not know reads in title case. */
export function shipmentStatusText(status: string): string {
  return labelOf(shipmentStatusLabel, status);
}

interface TrackingEntry {
  number: string;
  href: string | undefined;
}

/**
 * Each tracking number with its link: the shipment's tracking URL at the same position, else the store's
 * tracking page, else the base address plus the number (`trackingLink`). Unsafe URLs are never linked;
 * blank and repeated numbers are left out.
 */
export function trackingEntries(
  fulfillment: Pick<Fulfillment, 'trackingNumber' | 'trackingUrl'>,
  { storeTrackingUrl, trackingBaseUrl }: Pick<ShipmentCardProps, 'storeTrackingUrl' | 'trackingBaseUrl'> = {},
): TrackingEntry[] {
  const seen = new Set<string>();
  return fulfillment.trackingNumber.flatMap((raw, index) => {
    const number = raw.trim();
    if (number === '' || seen.has(number)) return [];
    seen.add(number);
    const href = trackingLink({
      trackingNumber: number,
      trackingUrl: fulfillment.trackingUrl[index] || storeTrackingUrl,
      ...(trackingBaseUrl === undefined ? {} : { baseUrl: trackingBaseUrl }),
    });
    return [{ number, href }];
  });
}

/**
 * A shipment: its carrier, tracking numbers as links to the tracking page (new tab, announced), status,
 * "In transit" or "Delivered" with its date, and the items it holds. `selectable` makes the whole card a
 * checkbox; `disabledReason` keeps it visible and focusable but not selectable, and says why.
 */
export function ShipmentCard({
  fulfillment,
  orderItems,
  currency,
  title,
  headingLevel = 3,
  storeTrackingUrl,
  trackingBaseUrl,
  timeZone,
  selectable = false,
  disabledReason,
  as = 'div',
  labels: labelOverrides,
  selected,
  defaultSelected,
  onSelectedChange,
  name,
  value,
  className,
}: ShipmentCardProps) {
  const id = useId();
  const labels = { ...defaultShipmentCardLabels, ...labelOverrides };
  const unavailable = disabledReason !== undefined && disabledReason !== null && disabledReason !== false;
  const ids = { input: `${id}-input`, state: `${id}-state`, reason: `${id}-reason` };
  const display = shipmentDisplayState(fulfillment);
  const tracking = trackingEntries(fulfillment, { storeTrackingUrl, trackingBaseUrl });
  const carrier = fulfillment.trackingCompany?.trim();
  const status = fulfillment.fulfillmentStatus?.trim();
  const lines = fulfillment.items.flatMap((line) => {
    // A line naming an item the order does not have cannot be shown meaningfully; the rest still can.
    const item = orderItemForLine(line, orderItems);
    return item === null ? [] : [{ item, quantity: line.quantity }];
  });
  const describedBy = [unavailable && ids.reason, display.state !== 'not_shipped' && ids.state]
    .filter(Boolean)
    .join(' ');

  return (
    <Card
      as={as}
      className={classNames(styles.card({ selectable, unavailable: selectable && unavailable }), className)}
    >
      <div className={styles.header}>
        {selectable && (
          <SelectionCheckbox
            id={ids.input}
            className={styles.checkbox}
            unavailable={unavailable}
            selected={selected}
            defaultSelected={defaultSelected}
            onSelectedChange={onSelectedChange}
            name={name}
            value={value}
            aria-describedby={describedBy || undefined}
          />
        )}
        <div className={styles.titleBlock}>
          <Heading level={headingLevel} size="h5">
            {selectable ? (
              <label htmlFor={ids.input} className={stretchedLabel}>
                {title}
              </label>
            ) : (
              title
            )}
          </Heading>
          {display.state === 'delivered' && (
            <p id={ids.state} className={styles.state}>
              {labels.delivered}
              {display.deliveredAt && (
                <>
                  {' '}
                  <DateText date={display.deliveredAt} timeZone={timeZone} />
                </>
              )}
            </p>
          )}
          {display.state === 'in_transit' && (
            <p id={ids.state} className={styles.state}>
              {labels.inTransit}
            </p>
          )}
        </div>
      </div>
      {unavailable && (
        <p id={ids.reason} className={styles.reason}>
          {disabledReason}
        </p>
      )}
      {(carrier || tracking.length > 0 || status) && (
        <dl className={styles.details}>
          {carrier && (
            <div className={styles.detail}>
              <dt className={styles.term}>{labels.carrier}</dt>
              <dd className={styles.value}>{carrier}</dd>
            </div>
          )}
          {tracking.length > 0 && (
            <div className={styles.detail}>
              <dt className={styles.term}>{labels.tracking(tracking.length)}</dt>
              {tracking.map(({ number, href }) => (
                <dd key={number} className={styles.value}>
                  {href === undefined ? (
                    number
                  ) : (
                    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                      {number}
                      <span className={visuallyHidden}> {labels.opensInNewTab}</span>
                      <ExternalIcon />
                    </a>
                  )}
                </dd>
              ))}
            </div>
          )}
          {status && (
            <div className={styles.detail}>
              <dt className={styles.term}>{labels.status}</dt>
              <dd className={styles.value}>{shipmentStatusText(status)}</dd>
            </div>
          )}
        </dl>
      )}
      {lines.length > 0 && (
        <ul className={styles.items}>
          {lines.map(({ item, quantity }) => (
            <OrderItemRow
              key={item.id}
              as="li"
              compact
              item={item}
              quantity={quantity}
              currency={currency}
              labels={labels.item}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function ExternalIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className={styles.externalIcon}>
      <path
        d="M9 3h4v4M13 3 7 9M11 9.5V13H3V5h3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
