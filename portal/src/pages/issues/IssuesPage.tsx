/**
 * Issues (spec section 2): the shopper says which kind of problem they have; it decides the next step
 * (the domain's `ISSUE_GROUP_PAGES`). A real form: sent before the page's script runs (or without it), the
 * server answers it (server/src/http/portal-forms.ts), and a choice made before the script ran is kept.
 */
import {
  countLabel,
  ISSUE_GROUP_PAGES,
  ISSUES_FORM_FIELDS,
  ISSUES_FORM_PATH,
  type IssueGroup,
} from '@orderprotection/domain';
import { Button, type ChoiceCard, ChoiceCardGroup, useChoiceMadeBeforeHydration } from '@orderprotection/ui';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { pageIntro } from '../../app/layout.css';
import { PageHeading } from '../../app/navigationFocus';
import { usePortalNavigate, usePortalPath } from '../../app/stickyQuery';
import { useDraft } from '../../claim/DraftProvider';
import { issueGroupOf, orderedUnits, orderNumberLabel } from '../../claim/flow';
import { useCurrentOrder } from '../../claim/OrderProvider';
import { usePageIssuesForm } from '../../claim/pageLookup';
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

export function IssuesPage() {
  const { order } = useCurrentOrder();
  const { draft, dispatch } = useDraft();
  const navigate = usePortalNavigate();
  const portalPath = usePortalPath();
  const answered = issueGroupOf(draft);
  const [group, setGroup] = useState<IssueGroup | null>(answered);
  // The server's answer to the form sent without a choice, as the page's own check says it.
  const pageIssuesForm = usePageIssuesForm();
  const [error, setError] = useState(() =>
    pageIssuesForm?.state.answer.kind === 'no-choice' ? issuesCopy.missingChoice : undefined,
  );
  const groupId = useId();
  const choicesRef = useRef<HTMLDivElement>(null);

  const choose = useCallback((value: string) => {
    const choice = choices.find((option) => option.value === value);
    if (choice === undefined) return;
    setGroup(choice.value);
    setError(undefined);
  }, []);
  useChoiceMadeBeforeHydration(choicesRef, choose);

  // The server's answer is this visit's: the page opened again later starts without it.
  useEffect(() => {
    if (pageIssuesForm !== undefined) pageIssuesForm.shown = true;
  }, [pageIssuesForm]);

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
    void navigate(ISSUE_GROUP_PAGES[group]);
  };

  return (
    <form className={stack} noValidate method="post" action={portalPath(ISSUES_FORM_PATH)} onSubmit={submit}>
      <div>
        <PageHeading>{issuesCopy.title}</PageHeading>
        <p className={pageIntro}>
          {issuesCopy.subtitle(orderNumberLabel(order.orderNumber), countLabel(orderedUnits(order), 'item'))}
        </p>
      </div>
      <div className={form} ref={choicesRef}>
        <ChoiceCardGroup
          id={groupId}
          name={ISSUES_FORM_FIELDS.issueGroup}
          label={issuesCopy.question}
          hideLabel
          options={choices}
          value={group}
          onChange={choose}
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
