import {
  checkReviewFields,
  countLabel,
  LIMITS,
  REVIEW_FORM_FIELDS,
  type ReviewFieldErrors,
  type ReviewFormState,
  ReviewInput,
  ratingOfField,
} from '@orderprotection/domain';
import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import * as fieldStyles from '../../internal/field/field.css';
import {
  useChoiceMadeBeforeHydration,
  useValueTypedBeforeHydration,
} from '../../internal/field/typedBeforeHydration';
import { CheckIcon } from '../../internal/icons';
import { visuallyHidden } from '../../styles/shared.css';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { FieldError } from '../FieldError/FieldError';
import { TextArea } from '../TextArea/TextArea';
import * as styles from './ReviewForm.css';

export interface ReviewFormLabels {
  /** The question of the star rating; the radio group's name. */
  rating: string;
  /** Each star's name: "1 star", "4 stars". */
  star: (count: number) => string;
  comment: string;
  submit: string;
  thanks: string;
  failed: string;
}

export const defaultReviewFormLabels: ReviewFormLabels = {
  rating: 'Your rating',
  star: (count) => countLabel(count, 'star'),
  comment: 'Comments (optional)',
  submit: 'Submit review',
  thanks: 'Thank you for your review!',
  failed: 'Your review could not be sent. Please try again.',
};

export interface ReviewFormProps {
  /** Sends the review (parsed with the domain's `ReviewInput`); reject to show the failure. */
  onSubmit: (review: ReviewInput) => Promise<void>;
  defaultValue?: { rating?: number; comment?: string };
  /**
   * Where the form is sent as a plain HTML form (POST, its fields named as the domain's
   * `REVIEW_FORM_FIELDS`) when it is used before the page's script has run: a server that answers it keeps
   * the form working on a slow phone, or without JavaScript.
   */
  action?: string;
  /** The server's answer to that form when it did not send the review: what was chosen stays, with why. */
  unsent?: ReviewFormState;
  labels?: Partial<ReviewFormLabels>;
}

// The bounds of the domain's schema, so the stars offered are exactly the ratings it accepts.
const { minValue: lowestRating, maxValue: highestRating } = ReviewInput.shape.rating;
const ratings = Array.from(
  { length: (highestRating ?? 0) - (lowestRating ?? 0) + 1 },
  (_, index) => (lowestRating ?? 0) + index,
);

/** What the form shows first: `defaultValue`, or the server's answer to the form it sent without the script. */
function shownFirst(defaultValue: ReviewFormProps['defaultValue'], unsent: ReviewFormState | undefined) {
  if (unsent === undefined) {
    return {
      rating: defaultValue?.rating ?? null,
      comment: defaultValue?.comment ?? '',
      errors: {},
      failed: false,
    };
  }
  const rating = ratingOfField(unsent.typed.rating);
  return {
    // Only a star that is offered can show as chosen; the schema's message says why another one is not.
    rating: rating !== null && ratings.includes(rating) ? rating : null,
    comment: unsent.typed.comment,
    errors: unsent.answer.kind === 'invalid' ? unsent.answer.errors : {},
    failed: unsent.answer.kind === 'not-sent',
  };
}

/**
 * A review of a resolved claim: a star rating (a radio group: Tab to it, arrow keys to choose) and an
 * optional comment, checked with the domain's `ReviewInput`. After sending it thanks the shopper and moves
 * focus to the thanks; a failed send keeps what was written and says so.
 */
export function ReviewForm({
  onSubmit,
  defaultValue,
  action,
  unsent,
  labels: labelOverrides,
}: ReviewFormProps) {
  const labels = { ...defaultReviewFormLabels, ...labelOverrides };
  const [first] = useState(() => shownFirst(defaultValue, unsent));
  const [rating, setRating] = useState<number | null>(first.rating);
  const [hovered, setHovered] = useState<number | null>(null);
  const [comment, setComment] = useState(first.comment);
  const [errors, setErrors] = useState<ReviewFieldErrors>(first.errors);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(first.failed);
  const [submitted, setSubmitted] = useState(false);
  const ratingErrorId = useId();
  const ratingGroup = useRef<HTMLDivElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const choose = useCallback((value: string) => {
    setRating(Number(value));
    setErrors((current) => ({ ...current, rating: undefined }));
  }, []);
  // The form is in the first HTML of the review page: what was chosen and written before it hydrated is kept.
  useChoiceMadeBeforeHydration(ratingGroup, choose);
  useValueTypedBeforeHydration(commentRef, setComment);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const checked = checkReviewFields({ rating, comment });
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.errors.rating) ratingGroup.current?.querySelector('input')?.focus();
      return;
    }
    setErrors({});
    setFailed(false);
    setSubmitting(true);
    try {
      await onSubmit(checked.review);
      setSubmitted(true);
    } catch {
      setFailed(true);
    } finally {
      setSubmitting(false);
    }
  }

  if (submitted) {
    return (
      <p role="status" tabIndex={-1} ref={focusOnMount} className={styles.thanks}>
        <CheckIcon />
        {labels.thanks}
      </p>
    );
  }

  const shown = hovered ?? rating ?? 0;
  return (
    <form
      className={styles.form}
      method={action === undefined ? undefined : 'post'}
      action={action}
      onSubmit={submit}
      noValidate
    >
      <RadioGroup
        ref={ratingGroup}
        name={REVIEW_FORM_FIELDS.rating}
        className={styles.ratingGroup}
        orientation="horizontal"
        value={rating === null ? null : String(rating)}
        onChange={choose}
        isInvalid={Boolean(errors.rating)}
        // The message is our FieldError; react-aria only marks the group invalid.
        validationBehavior="aria"
        aria-describedby={errors.rating ? ratingErrorId : undefined}
      >
        <Label className={fieldStyles.label}>{labels.rating}</Label>
        <div className={styles.stars}>
          {ratings.map((value) => (
            <Radio
              key={value}
              value={String(value)}
              className={styles.star}
              data-filled={value <= shown || undefined}
              onHoverStart={() => setHovered(value)}
              onHoverEnd={() => setHovered(null)}
            >
              <StarIcon />
              <span className={visuallyHidden}>{labels.star(value)}</span>
            </Radio>
          ))}
        </div>
        {errors.rating && <FieldError id={ratingErrorId}>{errors.rating}</FieldError>}
      </RadioGroup>

      <TextArea
        ref={commentRef}
        name={REVIEW_FORM_FIELDS.comment}
        label={labels.comment}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={LIMITS.details}
        rows={4}
        error={errors.comment}
      />

      {failed && <Alert tone="danger">{labels.failed}</Alert>}

      <div className={styles.actions}>
        <Button type="submit" loading={submitting}>
          {labels.submit}
        </Button>
      </div>
    </form>
  );
}

/** Module-level, so the thanks is focused once when it appears, not again on every render. */
function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}

function StarIcon() {
  return (
    <svg
      className={styles.starIcon}
      viewBox="0 0 24 24"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m12 2.5 2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5-4.9-4.5 6.6-.8Z" />
    </svg>
  );
}
