import {
  claimStatusLabel,
  fromMinorUnits,
  isApprovedResolution,
  isCodeOf,
  labelOf,
  RESOLUTION_KINDS,
  type Resolution,
  type ResolutionKind,
  reasonCodeLabel,
  resolutionKindLabel,
  toMinorUnits,
  trackingLink,
} from '@orderprotection/domain';
import { type ReactNode, useId } from 'react';
import { classNames } from '../../styles/classNames';
import { visuallyHidden } from '../../styles/shared.css';
import { Card } from '../Card/Card';
import { DateText } from '../DateText/DateText';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { MoneyText } from '../MoneyText/MoneyText';
import * as styles from './ResolutionDetails.css';

/** The rows the spec lists as shown to customers (section 3, Resolution), and the section's heading. */
export interface ResolutionDetailsLabels {
  heading: string;
  resolutionDate: string;
  providedResolution: string;
  reimbursed: string;
  actionedBy: string;
  reasonForDenial: string;
  items: string;
  subtotal: string;
  taxes: string;
  shipping: string;
  totalValueToCustomer: string;
  totalReimbursed: string;
  reshipmentTracking: string;
  /** Read after the tracking link, which opens in a new tab. */
  opensInNewTab: string;
}

export const defaultResolutionDetailsLabels: ResolutionDetailsLabels = {
  heading: 'Resolution details',
  resolutionDate: 'Resolution date',
  providedResolution: 'Provided resolution',
  reimbursed: 'Reimbursed',
  actionedBy: 'Actioned by',
  reasonForDenial: 'Reason for denial',
  items: 'Items',
  subtotal: 'Subtotal',
  taxes: 'Taxes',
  shipping: 'Shipping',
  totalValueToCustomer: 'Total value to customer',
  totalReimbursed: 'Total reimbursed',
  reshipmentTracking: 'Reshipment tracking',
  opensInNewTab: '(opens in a new tab)',
};

export interface ResolutionDetailsProps {
  /** One of the claim's `claimResolutions`. */
  resolution: Resolution;
  /** The claim's currency: every amount but "Reimbursed" is in it. */
  currency: string | null | undefined;
  /** IANA zone of the resolution date; the shopper's when not given. */
  timeZone?: string;
  headingLevel?: HeadingLevel;
  labels?: Partial<ResolutionDetailsLabels>;
  className?: string;
}

interface Row {
  key: keyof ResolutionDetailsLabels;
  value: ReactNode;
}

const totalKeys: ReadonlySet<keyof ResolutionDetailsLabels> = new Set([
  'totalValueToCustomer',
  'totalReimbursed',
]);

/** The kinds that move goods or money, for which the spec lists the amounts. */
const kindsWithAmounts: ReadonlySet<ResolutionKind> = new Set(['RESHIP', 'REFUND']);

/** "Provided resolution": the kind's label, or "Denied" when the decision was a denial. */
export function providedResolutionLabel(resolution: Pick<Resolution, 'resolutionType' | 'decision'>): string {
  if (resolution.decision === 'DENIED') return claimStatusLabel.DENIED;
  return labelOf(resolutionKindLabel, resolution.resolutionType);
}

/** A reason's label (`reasonCodeLabel`, where POTENTIAL_FRAUD reads "Not Covered"); unknown codes in title case. */
export function reasonLabel(reason: string): string {
  return labelOf(reasonCodeLabel, reason);
}

/**
 * What the customer got: the subtotal, taxes and shipping of the resolution added up, counted in the
 * currency's minor units so the sum is exact (0.1 + 0.2 is 0.3). Null when none of them is recorded.
 */
export function totalValueToCustomer(
  resolution: Pick<Resolution, 'subtotal' | 'taxes' | 'shippingAmount'>,
  currency: string | null | undefined,
): number | null {
  const parts = [resolution.subtotal, resolution.taxes, resolution.shippingAmount].filter(
    (part): part is number => typeof part === 'number',
  );
  if (parts.length === 0) return null;
  const minor = parts.reduce((sum, part) => sum + toMinorUnits(part, currency), 0);
  return fromMinorUnits(minor, currency);
}

/**
 * A resolution as the view-my-claim page shows it to the customer (spec section 3): its date, the
 * resolution provided, what was reimbursed, who actioned it and, for a denial, the reason (a suspected
 * fraud reads "Not Covered"). A reship or refund adds its amounts: items, subtotal, taxes, shipping, the
 * total value to the customer and the total reimbursed, and a reship its tracking link.
 *
 * The spec names the rows, not their fields; they are read as: "Reimbursed" the amount paid back in the
 * currency it was paid in (`paidOriginalValue`, `paidOriginalCurrency`); "Total reimbursed" the resolution's
 * `paidValue` in the claim's currency; "Total value to customer" subtotal + taxes + shipping; "Items" the
 * resolution's quantity. A row without data is left out, as is the whole amounts block for other kinds.
 */
export function ResolutionDetails({
  resolution,
  currency,
  timeZone,
  headingLevel = 2,
  labels: labelOverrides,
  className,
}: ResolutionDetailsProps) {
  const headingId = useId();
  const labels = { ...defaultResolutionDetailsLabels, ...labelOverrides };
  const money = (amount: number | null | undefined, inCurrency = currency) =>
    typeof amount === 'number' ? <MoneyText amount={amount} currency={inCurrency} /> : null;
  const actionedBy = resolution.resolvedBy?.trim() || resolution.user?.trim();
  const kind = resolution.resolutionType;
  const withAmounts =
    isCodeOf(RESOLUTION_KINDS, kind) && kindsWithAmounts.has(kind) && resolution.decision !== 'DENIED';
  const reshipment = resolution.reshipment;
  const reshipmentHref =
    reshipment &&
    trackingLink({ trackingNumber: reshipment.trackingNumber, trackingUrl: reshipment.trackingUrl });
  const reshipmentText = [reshipment?.trackingCompany?.trim(), reshipment?.trackingNumber?.trim()]
    .filter(Boolean)
    .join(' ');

  const summary: Row[] = [
    {
      key: 'resolutionDate',
      value: resolution.createdAt ? <DateText date={resolution.createdAt} timeZone={timeZone} /> : null,
    },
    { key: 'providedResolution', value: providedResolutionLabel(resolution) },
    {
      key: 'reimbursed',
      value: money(resolution.paidOriginalValue, resolution.paidOriginalCurrency?.trim() || currency),
    },
    { key: 'actionedBy', value: actionedBy || null },
    {
      key: 'reasonForDenial',
      value: !isApprovedResolution(resolution) && resolution.reason ? reasonLabel(resolution.reason) : null,
    },
  ];
  const amounts: Row[] = withAmounts
    ? [
        { key: 'items', value: typeof resolution.quantity === 'number' ? String(resolution.quantity) : null },
        { key: 'subtotal', value: money(resolution.subtotal) },
        { key: 'taxes', value: money(resolution.taxes) },
        { key: 'shipping', value: money(resolution.shippingAmount) },
        { key: 'totalValueToCustomer', value: money(totalValueToCustomer(resolution, currency)) },
        { key: 'totalReimbursed', value: money(resolution.paidValue) },
        {
          key: 'reshipmentTracking',
          value: reshipmentHref ? (
            <a href={reshipmentHref} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {reshipmentText || reshipmentHref}
              <span className={visuallyHidden}> {labels.opensInNewTab}</span>
            </a>
          ) : null,
        },
      ]
    : [];
  const shown = (rows: Row[]) => rows.filter((row) => row.value !== null);
  const amountRows = shown(amounts);

  return (
    <Card as="section" aria-labelledby={headingId} className={classNames(styles.root, className)}>
      <Heading id={headingId} level={headingLevel} size="h4">
        {labels.heading}
      </Heading>
      <dl className={styles.list}>
        {shown(summary).map((row) => (
          <div key={row.key} className={styles.row}>
            <dt className={styles.term}>{labels[row.key]}</dt>
            <dd className={styles.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {amountRows.length > 0 && (
        <dl className={classNames(styles.list, styles.amounts)}>
          {amountRows.map((row) => (
            <div key={row.key} className={classNames(styles.row, totalKeys.has(row.key) && styles.totalRow)}>
              <dt className={styles.term}>{labels[row.key]}</dt>
              <dd className={classNames(styles.value, styles.amount)}>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
