import {
  claimTypeLabel,
  ItemIssueType,
  LIMITS,
  type MediaInput,
  type UploadLimits,
} from '@orderprotection/domain';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { classNames } from '../../styles/classNames';
import { Checkbox } from '../Checkbox/Checkbox';
import {
  FileDropzone,
  type FileDropzoneLabels,
  type FileDropzoneProps,
  type UploadFile,
} from '../FileDropzone/FileDropzone';
import type { LightboxLabels } from '../Lightbox/Lightbox';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import { Select, type SelectOption } from '../Select/Select';
import { Text } from '../Text/Text';
import { TextArea } from '../TextArea/TextArea';
import * as styles from './ItemIssueForm.css';
import {
  describedUnits,
  describesEachUnit,
  emptyItemIssueUnit,
  type ItemIssueFormValue,
  type ItemIssueUnitDraft,
  withUnitChange,
} from './itemIssueValue';

export interface ItemIssueFormLabels {
  /** The issue type select's label. */
  issueType: string;
  /** Shown in the select while no type is chosen (the spec's "Select issue"). */
  issuePlaceholder: string;
  /** The select's error when no type is chosen and errors are shown. */
  missingIssue: string;
  details: string;
  /** The details' placeholder (the spec's "Tell us briefly about the issue"). */
  detailsPlaceholder: string;
  /** The drop zone's label. */
  photos: string;
  /** The drop zone's hint. */
  photosHint: string;
  /** Above the photos attached before (`savedMedia`). */
  photosAdded: string;
  /** The count's label. */
  affected: string;
  /** Under the count: how many units can be claimed. */
  affectedHelp: (claimable: number) => string;
  sameIssue: string;
  sameIssueHelp: string;
  /** The legend of a unit described on its own, from 1. */
  unit: (number: number) => string;
}

export const defaultItemIssueFormLabels: ItemIssueFormLabels = {
  issueType: 'Issue',
  issuePlaceholder: 'Select issue',
  missingIssue: 'Select the issue with this item.',
  details: 'Details',
  detailsPlaceholder: 'Tell us briefly about the issue',
  photos: 'Photos or videos',
  photosHint: 'Photos of the damage or of what you received help the store decide quickly.',
  photosAdded: 'Added before',
  affected: 'How many are affected?',
  affectedHelp: (claimable) => `Up to ${claimable} can be claimed.`,
  sameIssue: 'Same issue for all units',
  sameIssueHelp: 'Untick to describe each unit on its own.',
  unit: (number) => `Unit ${number}`,
};

export interface ItemIssueFormProps {
  /** What the shopper said so far (controlled): start from `emptyItemIssueFormValue()`. */
  value: ItemIssueFormValue;
  /** Called with each new value; `itemIssueAnswer(value)` gives the answer once every type is chosen. */
  onChange: (value: ItemIssueFormValue) => void;
  /** How many units of the item can be claimed (the domain's `claimableQuantity`): the count's maximum. */
  claimable: number;
  /** Sends one photo (the portal passes the client's `uploadMedia`); see FileDropzone. */
  upload: UploadFile;
  /** Whether any unit's photo is still uploading (a form waits for it before saving). */
  onPendingChange?: (pending: boolean) => void;
  /** Shows the errors of the fields (a missing issue type): set it once the shopper tried to save. */
  showErrors?: boolean;
  /** Shows the photos attached before (`savedMedia`) of a unit, e.g. as thumbnails; none when absent. */
  renderSavedMedia?: (media: readonly MediaInput[]) => ReactNode;
  /** Prefix of the fields' ids: `itemIssueTypeFieldId(id, unit)` is a unit's issue type select. */
  id?: string;
  labels?: Partial<ItemIssueFormLabels>;
  /** The drop zones' other labels (their label and hint come from `labels`). */
  dropzoneLabels?: Partial<Omit<FileDropzoneLabels, 'label' | 'hint'>>;
  lightboxLabels?: Partial<LightboxLabels>;
  /**
   * Overrides of the domain's upload limits (the order's `maxFilesPerClaim`). The file limit is the
   * claim's: every unit's files count against it, with `alreadyAttached`.
   */
  uploadLimits?: Partial<UploadLimits>;
  /** Files the claim already has outside this form (its other items), counted against the file limit. */
  alreadyAttached?: number;
  className?: string;
}

/** The id of a unit's issue type select (the button that opens it), to focus it or link to it. */
export const itemIssueTypeFieldId = (formId: string, unit: number) => `${formId}-type-${unit}`;

const issueOptions: readonly SelectOption<ItemIssueType>[] = ItemIssueType.options.map((type) => ({
  value: type,
  label: claimTypeLabel[type],
}));

/**
 * What is wrong with one order item: how many units are affected (up to the claimable count), whether they
 * share the same issue, and for each description an issue type ("Select issue"), details and photos. With
 * the same issue ticked, one set of fields describes every affected unit; unticked, each unit gets its own
 * fieldset ("Unit 2"). Controlled: the form keeps nothing but the drop zones' uploads in progress.
 */
export function ItemIssueForm({
  value,
  onChange,
  claimable,
  upload,
  onPendingChange,
  showErrors = false,
  renderSavedMedia,
  id,
  labels: labelOverrides,
  dropzoneLabels,
  lightboxLabels,
  uploadLimits,
  alreadyAttached = 0,
  className,
}: ItemIssueFormProps) {
  const labels = { ...defaultItemIssueFormLabels, ...labelOverrides };
  const generatedId = useId();
  const formId = id ?? generatedId;

  // Uploads report long after the render that started them, and several may land before the owner
  // re-renders: each change builds on the latest value, and reaches the latest callbacks.
  const latest = useRef({ value, onChange, onPendingChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange, onPendingChange };
  });
  const change = (next: (current: ItemIssueFormValue) => ItemIssueFormValue) => {
    const updated = next(latest.current.value);
    latest.current.value = updated;
    latest.current.onChange(updated);
  };
  const changeUnit = (unit: number, changes: Partial<ItemIssueUnitDraft>) =>
    change((current) => withUnitChange(current, unit, changes));

  const pendingUnits = useRef(new Set<number>());
  const setPending = (unit: number, pending: boolean) => {
    const before = pendingUnits.current.size > 0;
    if (pending) pendingUnits.current.add(unit);
    else pendingUnits.current.delete(unit);
    const after = pendingUnits.current.size > 0;
    if (after !== before) latest.current.onPendingChange?.(after);
  };
  // A unit's drop zone goes (fewer units, or "same issue" toggled) and with it its uploads: they are
  // aborted and no longer listed, so they are no longer pending nor attached either.
  const dropzoneGone = (unit: number) => {
    setPending(unit, false);
    if ((latest.current.value.units[unit]?.media.length ?? 0) > 0) changeUnit(unit, { media: [] });
  };

  const units = describedUnits(value);
  // The file limit is per claim, so a unit's drop zone counts the files of every other unit too.
  const filesOf = (draft: ItemIssueUnitDraft) => draft.savedMedia.length + draft.media.length;
  const formFiles = units.reduce((sum, draft) => sum + filesOf(draft), 0);

  const unitFields = (unit: number, draft: ItemIssueUnitDraft) => (
    <div className={styles.unitFields}>
      <Select
        id={itemIssueTypeFieldId(formId, unit)}
        label={labels.issueType}
        placeholder={labels.issuePlaceholder}
        options={issueOptions}
        value={draft.type}
        onChange={(type) => changeUnit(unit, { type })}
        error={showErrors && draft.type === null ? labels.missingIssue : undefined}
        required
      />
      <TextArea
        label={labels.details}
        placeholder={labels.detailsPlaceholder}
        maxLength={LIMITS.details}
        value={draft.details}
        onChange={(event) => changeUnit(unit, { details: event.target.value })}
      />
      {draft.savedMedia.length > 0 && renderSavedMedia ? (
        <div className={styles.unitFields}>
          <Text size="sm" tone="muted">
            {labels.photosAdded}
          </Text>
          {renderSavedMedia(draft.savedMedia)}
        </div>
      ) : null}
      <UnitDropzone
        upload={upload}
        onChange={(media) => changeUnit(unit, { media })}
        onPendingChange={(pending) => setPending(unit, pending)}
        onGone={() => dropzoneGone(unit)}
        alreadyAttached={alreadyAttached + formFiles - draft.media.length}
        limits={uploadLimits}
        labels={{ ...dropzoneLabels, label: labels.photos, hint: labels.photosHint }}
        lightboxLabels={lightboxLabels}
      />
    </div>
  );

  return (
    <div className={classNames(styles.form, className)}>
      {claimable > 1 ? (
        <QuantityStepper
          label={labels.affected}
          description={labels.affectedHelp(claimable)}
          min={1}
          max={claimable}
          value={value.quantity}
          onChange={(quantity) => change((current) => ({ ...current, quantity }))}
        />
      ) : null}
      {value.quantity > 1 ? (
        <Checkbox
          label={labels.sameIssue}
          description={labels.sameIssueHelp}
          checked={value.sameIssueForAllUnits}
          onChange={(event) => {
            const sameIssueForAllUnits = event.target.checked;
            change((current) => ({ ...current, sameIssueForAllUnits }));
          }}
        />
      ) : null}
      {describesEachUnit(value)
        ? units.map((draft, unit) => (
            <fieldset key={itemIssueTypeFieldId(formId, unit)} className={styles.unit}>
              <legend className={styles.legend}>{labels.unit(unit + 1)}</legend>
              {unitFields(unit, draft)}
            </fieldset>
          ))
        : unitFields(0, units[0] ?? emptyItemIssueUnit())}
    </div>
  );
}

/** A FileDropzone that says when it goes away, taking its uploads with it. */
function UnitDropzone({ onGone, ...dropzone }: FileDropzoneProps & { onGone: () => void }) {
  const gone = useRef(onGone);
  useLayoutEffect(() => {
    gone.current = onGone;
  });
  useEffect(() => () => gone.current(), []);
  return <FileDropzone {...dropzone} />;
}
