/**
 * Shipment details: for each chosen shipment, what happened to it (the spec's shipment issue types) and,
 * if the shopper wants, a few words more. Each answer covers every unit the shipment holds.
 */
import {
  claimTypeLabel,
  LIMITS,
  type ShipmentIssueType,
  ShipmentIssueType as ShipmentIssueTypes,
} from '@orderprotection/domain';
import { Button, Card, Heading, RadioGroup, type RadioOption, TextArea } from '@orderprotection/ui';
import { type FormEvent, useId, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { pageIntro } from '../../app/layout.css';
import { PageHeading } from '../../app/navigationFocus';
import { usePortalNavigate, usePortalPath } from '../../app/stickyQuery';
import { useDraft } from '../../claim/DraftProvider';
import { useCurrentOrder } from '../../claim/OrderProvider';
import { plainList, stack, tightStack } from '../page.css';
import { StepActions } from '../StepActions';
import { shipmentTitle } from './shipmentReasons';

export const shipmentDetailsCopy = {
  title: (count: number) =>
    count === 1 ? 'What happened to your shipment?' : 'What happened to your shipments?',
  subtitle: 'Tell us what you know. The carrier and the store will look into it.',
  question: 'What happened?',
  details: 'Anything else we should know? (optional)',
  detailsPlaceholder: 'Tell us briefly about the issue',
  missingIssue: 'Choose what happened to this shipment.',
  continue: 'Continue',
} as const;

const issueOptions: readonly RadioOption<ShipmentIssueType>[] = ShipmentIssueTypes.options.map((type) => ({
  value: type,
  label: claimTypeLabel[type],
}));

interface Answer {
  issue: ShipmentIssueType | null;
  details: string;
}

export function ShipmentDetailsPage() {
  const { order } = useCurrentOrder();
  const { draft, dispatch } = useDraft();
  const navigate = usePortalNavigate();
  const portalPath = usePortalPath();
  const idPrefix = useId();
  const chosen = order.fulfillments.flatMap((fulfillment, index) =>
    Object.hasOwn(draft.fulfillments, fulfillment.id) ? [{ fulfillment, number: index + 1 }] : [],
  );
  const [answers, setAnswers] = useState<Record<string, Answer>>(() =>
    Object.fromEntries(
      chosen.map(({ fulfillment }) => {
        const entry = draft.fulfillments[fulfillment.id];
        return [fulfillment.id, { issue: entry?.shipmentIssue ?? null, details: entry?.details ?? '' }];
      }),
    ),
  );
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());

  if (chosen.length === 0) return <Navigate to={portalPath('/issues/shipment')} replace />;

  const answerOf = (fulfillmentId: string): Answer => answers[fulfillmentId] ?? { issue: null, details: '' };
  const update = (fulfillmentId: string, change: Partial<Answer>) =>
    setAnswers((current) => ({ ...current, [fulfillmentId]: { ...answerOf(fulfillmentId), ...change } }));
  const groupId = (fulfillmentId: string) => `${idPrefix}-${fulfillmentId}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const unanswered = chosen.filter(({ fulfillment }) => answerOf(fulfillment.id).issue === null);
    setMissing(new Set(unanswered.map(({ fulfillment }) => fulfillment.id)));
    const [first] = unanswered;
    if (first !== undefined) {
      document
        .getElementById(groupId(first.fulfillment.id))
        ?.querySelector<HTMLInputElement>('input')
        ?.focus();
      return;
    }
    for (const { fulfillment } of chosen) {
      const { issue, details } = answerOf(fulfillment.id);
      if (issue === null) continue;
      const trimmed = details.trim();
      dispatch({
        type: 'shipmentIssueChosen',
        fulfillmentId: fulfillment.id,
        shipmentIssue: issue,
        ...(trimmed === '' ? {} : { details: trimmed }),
      });
    }
    void navigate('/resolution');
  };

  return (
    <form className={stack} noValidate onSubmit={submit}>
      <div>
        <PageHeading>{shipmentDetailsCopy.title(chosen.length)}</PageHeading>
        <p className={pageIntro}>{shipmentDetailsCopy.subtitle}</p>
      </div>
      <ul className={plainList}>
        {chosen.map(({ fulfillment, number }) => {
          const answer = answerOf(fulfillment.id);
          const headingId = `${groupId(fulfillment.id)}-heading`;
          return (
            <Card as="li" key={fulfillment.id} className={tightStack}>
              <Heading level={2} size="h4" id={headingId}>
                {shipmentTitle(number, order.fulfillments.length)}
              </Heading>
              <RadioGroup
                id={groupId(fulfillment.id)}
                label={shipmentDetailsCopy.question}
                options={issueOptions}
                value={answer.issue}
                onChange={(issue) => {
                  update(fulfillment.id, { issue });
                  setMissing((current) => new Set([...current].filter((id) => id !== fulfillment.id)));
                }}
                error={missing.has(fulfillment.id) ? shipmentDetailsCopy.missingIssue : undefined}
                required
              />
              <TextArea
                label={shipmentDetailsCopy.details}
                placeholder={shipmentDetailsCopy.detailsPlaceholder}
                maxLength={LIMITS.details}
                value={answer.details}
                onChange={(event) => update(fulfillment.id, { details: event.target.value })}
              />
            </Card>
          );
        })}
      </ul>
      <StepActions backTo="/issues/shipment">
        <Button type="submit">{shipmentDetailsCopy.continue}</Button>
      </StepActions>
    </form>
  );
}
