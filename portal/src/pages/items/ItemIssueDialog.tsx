/**
 * The item issue modal (spec sections 2 and 5): for one picked item at a time ("Product n / total"), the
 * issue type ("Select issue"), details ("Tell us briefly about the issue"), photos, how many units are
 * affected, and whether they all share the same issue or each gets its own description.
 */
import { type Issue, ItemIssueType, type OrderItem } from '@orderprotection/domain';
import {
  Alert,
  Button,
  Dialog,
  defaultItemIssueFormLabels,
  emptyItemIssueFormValue,
  firstMissingIssueType,
  type ItemIssueAnswer,
  ItemIssueForm,
  type ItemIssueFormValue,
  type ItemIssueUnitAnswer,
  type ItemIssueUnitDraft,
  itemIssueAnswer,
  itemIssueTypeFieldId,
  OrderItemRow,
  ProductProgress,
} from '@orderprotection/ui';
import { useId, useState } from 'react';
import { useServices } from '../../app/services';
import { PhotoGallery } from '../../claim/PhotoGallery';
import { stack } from '../page.css';

/** The dialog's own words; the form's fields keep the design system's (the spec's) wording. */
export const itemIssueCopy = {
  ...defaultItemIssueFormLabels,
  title: 'What is wrong with this item?',
  description: 'Your answers help the store resolve your claim quickly.',
  uploading: 'Wait for your photos to finish uploading.',
  back: 'Previous item',
  cancel: 'Cancel',
  next: 'Save and continue',
  finish: 'Save and finish',
} as const;

/** An item the shopper picked: the order line, in which shipment, and how many units can be claimed. */
export interface SelectedLine {
  fulfillmentId: string;
  orderItem: OrderItem;
  claimable: number;
}

export type UnitAnswer = ItemIssueUnitAnswer;

/** One item's answers: one description for all its affected units, or one per unit. */
export type ItemAnswer = ItemIssueAnswer;

function unitFromIssue(issue: Issue): ItemIssueUnitDraft {
  const type = ItemIssueType.safeParse(issue.type);
  return {
    type: type.success ? type.data : null,
    details: issue.details,
    savedMedia: issue.media,
    media: [],
  };
}

function initialValue(line: SelectedLine, issues: readonly Issue[]): ItemIssueFormValue {
  const [first] = issues;
  if (first === undefined) return emptyItemIssueFormValue();
  if (first.sameIssueForAllUnits) {
    return {
      quantity: Math.min(first.quantity, line.claimable),
      sameIssueForAllUnits: true,
      units: [unitFromIssue(first)],
    };
  }
  return {
    quantity: Math.min(issues.length, line.claimable),
    sameIssueForAllUnits: false,
    units: issues.map(unitFromIssue),
  };
}

export interface ItemIssueDialogProps {
  /** The order being claimed: uploads carry its proof of lookup. */
  orderId: string;
  currency: string;
  /** The order's `maxFilesPerClaim`: the files the whole claim may attach, as the server allows them. */
  maxFilesPerClaim: number;
  /** How many files the draft's other items attach: they count against `maxFilesPerClaim` too. */
  filesOnOtherItems: (line: SelectedLine) => number;
  lines: readonly SelectedLine[];
  /** Which of `lines` is described, from 0. */
  index: number;
  /** What the draft already says about a line, to start from. */
  existingIssues: (line: SelectedLine) => Issue[];
  onSave: (answer: ItemAnswer) => void;
  onBack: () => void;
  onClose: () => void;
}

export function ItemIssueDialog({
  orderId,
  currency,
  maxFilesPerClaim,
  filesOnOtherItems,
  lines,
  index,
  existingIssues,
  onSave,
  onBack,
  onClose,
}: ItemIssueDialogProps) {
  const { client } = useServices();
  const line = lines[index];
  const formId = useId();
  const [value, setValue] = useState(() =>
    line === undefined ? emptyItemIssueFormValue() : initialValue(line, existingIssues(line)),
  );
  const [showErrors, setShowErrors] = useState(false);
  const [uploading, setUploading] = useState(false);
  if (line === undefined) return null;

  const isLast = index === lines.length - 1;

  const save = () => {
    setShowErrors(true);
    const answer = itemIssueAnswer(value);
    if (answer === null) {
      document.getElementById(itemIssueTypeFieldId(formId, firstMissingIssueType(value)))?.focus();
      return;
    }
    if (uploading) return;
    onSave(answer);
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={itemIssueCopy.title}
      description={itemIssueCopy.description}
      size="lg"
      footer={
        <>
          {index > 0 ? (
            <Button variant="secondary" onClick={onBack}>
              {itemIssueCopy.back}
            </Button>
          ) : (
            <Button variant="secondary" onClick={onClose}>
              {itemIssueCopy.cancel}
            </Button>
          )}
          <Button onClick={save} aria-disabled={uploading ? true : undefined}>
            {isLast ? itemIssueCopy.finish : itemIssueCopy.next}
          </Button>
        </>
      }
    >
      <div className={stack}>
        <ProductProgress current={index + 1} total={lines.length} />
        <OrderItemRow item={line.orderItem} currency={currency} quantity={line.claimable} compact />
        <ItemIssueForm
          id={formId}
          value={value}
          onChange={setValue}
          claimable={line.claimable}
          upload={(file, { onProgress, signal }) => client.uploadMedia(file, { onProgress, signal, orderId })}
          uploadLimits={{ maxFilesPerClaim }}
          alreadyAttached={filesOnOtherItems(line)}
          onPendingChange={setUploading}
          showErrors={showErrors}
          renderSavedMedia={(media) => <PhotoGallery photos={media} />}
          labels={itemIssueCopy}
        />
        {uploading && showErrors ? <Alert tone="warning">{itemIssueCopy.uploading}</Alert> : null}
      </div>
    </Dialog>
  );
}
