import type { OrderItem } from '@orderprotection/domain';
import { type ReactNode, useId } from 'react';
import { ItemImage } from '../../internal/ItemImage';
import { SelectionCheckbox, type SelectionProps } from '../../internal/SelectionCheckbox';
import { stretchedLabel } from '../../internal/SelectionCheckbox.css';
import { classNames } from '../../styles/classNames';
import { MoneyText } from '../MoneyText/MoneyText';
import * as styles from './OrderItemRow.css';

/** The row's own words; the portal may pass its own. */
export interface OrderItemRowLabels {
  color: string;
  size: string;
  flavor: string;
  /** "Qty 2" */
  quantity: (quantity: number) => string;
}

export const defaultOrderItemRowLabels: OrderItemRowLabels = {
  color: 'Color',
  size: 'Size',
  flavor: 'Flavor',
  quantity: (quantity) => `Qty ${quantity}`,
};

export interface OrderItemRowProps extends SelectionProps {
  /** The order line, as the order lookup returns it (`Order['orderItems']`). */
  item: OrderItem;
  /** The order's currency: the price is shown in it, as an item price (up to 3 decimals). */
  currency: string | null | undefined;
  /** Units to show, when not the line's ordered quantity (the units in one shipment, say). */
  quantity?: number;
  /** Smaller image and text, for lists inside a card (the items of a shipment). */
  compact?: boolean;
  /** `li` inside a list of rows; the caller provides the `ul`. */
  as?: 'div' | 'li';
  /** A checkbox row: the shopper picks the items with issues. The product name is the checkbox's name. */
  selectable?: boolean;
  /**
   * Why the item cannot be picked ("Already claimed", "Refunded"). Given, the row is shown but cannot be
   * selected, and the reason is read with the checkbox.
   */
  disabledReason?: ReactNode;
  /**
   * What the image shows beyond the name beside it. Empty by default: the product name sits next to the
   * image, and an alt repeating it would be read twice (WAI images tutorial, "redundant" images).
   */
  imageAlt?: string;
  labels?: Partial<OrderItemRowLabels>;
  className?: string;
}

/**
 * One line of an order: image, name, colour / size (with its region) / flavour, quantity and price. With
 * `selectable` the whole row is a checkbox's label; with `disabledReason` too, it stays reachable by
 * keyboard but cannot be ticked, and says why.
 */
export function OrderItemRow({
  item,
  currency,
  quantity = item.quantity,
  compact = false,
  as: Tag = 'div',
  selectable = false,
  disabledReason,
  imageAlt = '',
  labels: labelOverrides,
  selected,
  defaultSelected,
  onSelectedChange,
  name,
  value,
  className,
}: OrderItemRowProps) {
  const id = useId();
  const labels = { ...defaultOrderItemRowLabels, ...labelOverrides };
  const unavailable = disabledReason !== undefined && disabledReason !== null && disabledReason !== false;
  const hints = itemHints(item, labels);
  const ids = { input: `${id}-input`, hints: `${id}-hints`, meta: `${id}-meta`, reason: `${id}-reason` };
  // The reason first: it is what a shopper needs to hear before the details.
  const describedBy = [unavailable && ids.reason, hints.length > 0 && ids.hints, ids.meta]
    .filter(Boolean)
    .join(' ');

  return (
    <Tag
      className={classNames(
        styles.row({ selectable, unavailable: selectable && unavailable, compact }),
        className,
      )}
    >
      {selectable && (
        <SelectionCheckbox
          id={ids.input}
          unavailable={unavailable}
          selected={selected}
          defaultSelected={defaultSelected}
          onSelectedChange={onSelectedChange}
          name={name}
          value={value}
          aria-describedby={describedBy}
        />
      )}
      <ItemImage src={item.productImage} alt={imageAlt} compact={compact} dimmed={unavailable} />
      <div className={styles.body}>
        {selectable ? (
          <label htmlFor={ids.input} className={classNames(styles.name({ compact }), stretchedLabel)}>
            {item.productName}
          </label>
        ) : (
          <span className={styles.name({ compact })}>{item.productName}</span>
        )}
        {hints.length > 0 && (
          <dl id={ids.hints} className={styles.hints}>
            {hints.map((hint) => (
              <div key={hint.label} className={styles.hint}>
                <dt>{hint.label}:</dt>
                <dd>{hint.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {unavailable && (
          <span id={ids.reason} className={styles.reason}>
            {disabledReason}
          </span>
        )}
      </div>
      <div id={ids.meta} className={styles.meta}>
        <MoneyText amount={item.price} currency={currency} kind="itemPrice" className={styles.price} />
        <span className={styles.quantity}>{labels.quantity(quantity)}</span>
      </div>
    </Tag>
  );
}

interface ItemHint {
  label: string;
  value: string;
}

/** The display hints the order carries (spec: colour, size with region, flavour), blank ones left out. */
export function itemHints(
  item: Pick<OrderItem, 'color' | 'size' | 'sizeRegion' | 'flavor'>,
  labels: Pick<OrderItemRowLabels, 'color' | 'size' | 'flavor'> = defaultOrderItemRowLabels,
): ItemHint[] {
  const color = item.color?.trim();
  const size = item.size?.trim();
  const region = item.sizeRegion?.trim();
  const flavor = item.flavor?.trim();
  const hints: ItemHint[] = [];
  if (color) hints.push({ label: labels.color, value: color });
  if (size) hints.push({ label: labels.size, value: region ? `${size} (${region})` : size });
  if (flavor) hints.push({ label: labels.flavor, value: flavor });
  return hints;
}
