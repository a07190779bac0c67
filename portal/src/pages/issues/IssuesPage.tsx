/** Issues (spec section 2): the shopper says which kind of problem they have; it decides the next step. */
import { countLabel, type IssueGroup } from '@orderprotection/domain';
import { Button, type ChoiceCard, ChoiceCardGroup } from '@orderprotection/ui';
import { type FormEvent, useId, useState } from 'react';
import { pageIntro } from '../../app/layout.css';
import { PageHeading } from '../../app/navigationFocus';
import { usePortalNavigate } from '../../app/stickyQuery';
import { useDraft } from '../../claim/DraftProvider';
import { issueGroupOf, orderedUnits, orderNumberLabel } from '../../claim/flow';
import { useCurrentOrder } from '../../claim/OrderProvider';
import { form, stack } from '../page.css';
import { StepActions } from '../StepActions';

export const issuesCopy = {
  title: "What's happening with your order?",
  subtitle: (orderNumber: string, items: string) => `Order ${orderNumber} · ${items}`,
  question: 'What is the problem?',
  notReceived: "Haven't received my order",
  notReceivedHelp: 'Stolen, returned to sender, stuck in transit or similar',
  issuesWithItems: 'Issues with my items',
  issuesWithItemsHelp: 'Defective, damaged, wrong or missing items',
  missingChoice: "Choose what's happening with your order.",
  continue: 'Continue',
} as const;

const choices: readonly ChoiceCard<IssueGroup>[] = [
  { value: 'notReceived', title: issuesCopy.notReceived, help: issuesCopy.notReceivedHelp },
  { value: 'issuesWithItems', title: issuesCopy.issuesWithItems, help: issuesCopy.issuesWithItemsHelp },
];

const nextStep: Record<IssueGroup, string> = {
  notReceived: '/issues/shipment',
  issuesWithItems: '/issues/items',
};

export function IssuesPage() {
  const { order } = useCurrentOrder();
  const { draft, dispatch } = useDraft();
  const navigate = usePortalNavigate();
  const answered = issueGroupOf(draft);
  const [group, setGroup] = useState<IssueGroup | null>(answered);
  const [error, setError] = useState<string>();
  const groupId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (group === null) {
      setError(issuesCopy.missingChoice);
      document.getElementById(groupId)?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    // The two paths describe the same shipments differently: answers of the other path are dropped.
    if (answered !== null && answered !== group) {
      for (const fulfillmentId of Object.keys(draft.fulfillments)) {
        dispatch({ type: 'fulfillmentDeselected', fulfillmentId });
      }
    }
    void navigate(nextStep[group]);
  };

  return (
    <form className={stack} noValidate onSubmit={submit}>
      <div>
        <PageHeading>{issuesCopy.title}</PageHeading>
        <p className={pageIntro}>
          {issuesCopy.subtitle(orderNumberLabel(order.orderNumber), countLabel(orderedUnits(order), 'item'))}
        </p>
      </div>
      <div className={form}>
        <ChoiceCardGroup
          id={groupId}
          label={issuesCopy.question}
          hideLabel
          options={choices}
          value={group}
          onChange={(value) => {
            setGroup(value);
            setError(undefined);
          }}
          error={error}
          required
        />
      </div>
      <StepActions backTo={order.fulfillments.length > 1 ? '/multiple-shipments' : '/start'}>
        <Button type="submit">{issuesCopy.continue}</Button>
      </StepActions>
    </form>
  );
}
