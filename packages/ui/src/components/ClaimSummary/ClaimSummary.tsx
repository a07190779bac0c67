import {
  type Address,
  type AddressInput,
  claimTypeLabel,
  countLabel,
  labelOf,
  type ResolutionChoice,
  resolutionChoiceLabel,
} from '@orderprotection/domain';
import { type ReactNode, useId } from 'react';
import { ItemImage } from '../../internal/ItemImage';
import { classNames } from '../../styles/classNames';
import { Card } from '../Card/Card';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import * as styles from './ClaimSummary.css';
import { addressLines, type ClaimSummaryEntry, type ClaimSummaryIssue } from './claimSummaryEntries';

/** The section headings: the spec's review step wording by default. */
export interface ClaimSummaryHeadings {
  claim: string;
  resolution: string;
  address: string;
}

export const defaultClaimSummaryHeadings: ClaimSummaryHeadings = {
  claim: 'My Claim',
  resolution: 'Preferred Resolution for Issues',
  address: 'Confirm Shipping Address',
};

export interface ClaimSummaryLabels {
  /** Units with an issue, units of a shipment's item: "2 items". */
  quantity: (count: number) => string;
  /** Files attached to an issue: "3 photos". */
  photos: (count: number) => string;
}

export const defaultClaimSummaryLabels: ClaimSummaryLabels = {
  quantity: (count) => countLabel(count, 'item'),
  photos: (count) => countLabel(count, 'photo'),
};

export interface ClaimSummaryProps {
  /**
   * "My Claim": the items or shipments with their issues (`claimSummaryFromDraft` on the review step,
   * `claimSummaryFromClaim` on the view page). Left out, the section is not shown.
   */
  entries?: readonly ClaimSummaryEntry[];
  /**
   * The resolution chosen or requested: a `ResolutionChoice`, or `'mixed'` as the domain's
   * `requestedResolution` may answer. Null or left out, the section is not shown.
   */
  resolution?: ResolutionChoice | 'mixed' | (string & {}) | null;
  /** The shipping address to confirm, or the changed address of a stored claim. Null or left out: not shown. */
  address?: Address | AddressInput | null;
  /** Beside the address heading: the review step's Edit button, which opens the address dialog. */
  addressAction?: ReactNode;
  /** Under the address: the review step's confirmation checkbox. */
  addressFooter?: ReactNode;
  headings?: Partial<ClaimSummaryHeadings>;
  /** Level of the section headings in the page outline. */
  headingLevel?: HeadingLevel;
  labels?: Partial<ClaimSummaryLabels>;
  className?: string;
}

/** An issue type's label (`claimTypeLabel`); a type this version does not know reads in title case. */
export function issueTypeLabel(type: string): string {
  return labelOf(claimTypeLabel, type);
}

/** A resolution's label (`resolutionChoiceLabel`); anything else, 'mixed' included, in title case. */
export function resolutionLabel(resolution: string): string {
  return labelOf(resolutionChoiceLabel, resolution);
}

/**
 * The review step's summary (spec: "My Claim", "Preferred Resolution for Issues", "Confirm Shipping
 * Address"), each a titled section shown when its data is given. Read-only on the view-my-claim page with
 * the page's own headings (requested resolution, address change).
 */
export function ClaimSummary({
  entries,
  resolution,
  address,
  addressAction,
  addressFooter,
  headings: headingOverrides,
  headingLevel = 2,
  labels: labelOverrides,
  className,
}: ClaimSummaryProps) {
  const id = useId();
  const headings = { ...defaultClaimSummaryHeadings, ...headingOverrides };
  const labels = { ...defaultClaimSummaryLabels, ...labelOverrides };
  const headingIds = { claim: `${id}-claim`, resolution: `${id}-resolution`, address: `${id}-address` };

  return (
    <div className={classNames(styles.root, className)}>
      {entries !== undefined && (
        <Card as="section" aria-labelledby={headingIds.claim} className={styles.section}>
          <Heading id={headingIds.claim} level={headingLevel} size="h4">
            {headings.claim}
          </Heading>
          <ul className={styles.entries}>
            {entries.map((entry) => (
              <li key={entry.id} className={styles.entry}>
                {entry.items === undefined && <ItemImage src={entry.imageUrl} alt="" compact />}
                <div className={styles.entryBody}>
                  <p className={styles.entryTitle}>{entry.title}</p>
                  <ul className={styles.issues}>
                    {entry.issues.map((issue) => (
                      <IssueLine key={issue.id} issue={issue} labels={labels} />
                    ))}
                  </ul>
                  {entry.items !== undefined && entry.items.length > 0 && (
                    <ul className={styles.contents}>
                      {entry.items.map((item) => (
                        <li key={item.id}>
                          {item.name} · {labels.quantity(item.quantity)}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {resolution !== undefined && resolution !== null && (
        <Card as="section" aria-labelledby={headingIds.resolution} className={styles.section}>
          <Heading id={headingIds.resolution} level={headingLevel} size="h4">
            {headings.resolution}
          </Heading>
          <p className={styles.value}>{resolutionLabel(resolution)}</p>
        </Card>
      )}
      {address !== undefined && address !== null && (
        <Card as="section" aria-labelledby={headingIds.address} className={styles.section}>
          <div className={styles.sectionHeader}>
            <Heading id={headingIds.address} level={headingLevel} size="h4">
              {headings.address}
            </Heading>
            {addressAction}
          </div>
          <address className={styles.address}>
            {addressLines(address).map((line) => (
              <span key={line} className={styles.addressLine}>
                {line}
              </span>
            ))}
          </address>
          {addressFooter}
        </Card>
      )}
    </div>
  );
}

function IssueLine({ issue, labels }: { issue: ClaimSummaryIssue; labels: ClaimSummaryLabels }) {
  const details = issue.details?.trim();
  return (
    <li className={styles.issue}>
      <span>
        <span className={styles.issueType}>{issueTypeLabel(issue.type)}</span>
        {issue.quantity !== undefined && <> · {labels.quantity(issue.quantity)}</>}
      </span>
      {details && <span className={styles.details}>{details}</span>}
      {issue.photoCount !== undefined && issue.photoCount > 0 && (
        <span className={styles.photos}>{labels.photos(issue.photoCount)}</span>
      )}
    </li>
  );
}
