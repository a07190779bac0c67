/** Resolution (spec section 2): how the shopper wants the claim fixed, among what the store offers. */
import {
  formatCreditBonus,
  type Order,
  offeredResolutions,
  type ResolutionChoice,
  unfinishedFulfillmentIds,
} from '@orderprotection/domain';
import { Button, type ChoiceCard, ChoiceCardGroup } from '@orderprotection/ui';
import { type FormEvent, useId, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { pageIntro } from '../../app/layout.css';
import { PageHeading } from '../../app/navigationFocus';
import { usePortalNavigate, usePortalPath } from '../../app/stickyQuery';
import { useDraft } from '../../claim/DraftProvider';
import { issueStepPath } from '../../claim/flow';
import { useCurrentOrder } from '../../claim/OrderProvider';
import { form, stack } from '../page.css';
import { StepActions } from '../StepActions';

export const resolutionCopy = {
  title: 'How can we fix this for you?',
  subtitle: 'Choose what you would like us to do about the items in your claim.',
  question: 'Preferred resolution',
  reship: 'Reship them to me',
  reshipBadge: 'Fastest',
  reshipHelp: 'Items will be shipped immediately',
  refund: 'I want a refund',
  refundHelp: 'Up to 5 business days',
  storeCredit: 'I want store credit',
  storeCreditHelp: 'Spend it on your next order',
  storeCreditBonus: (bonus: string) => `Get ${bonus} extra on top of your refund value`,
  missingChoice: 'Choose how we should fix this for you.',
  continue: 'Continue',
} as const;

function storeCreditHelp(order: Order): string {
  const { bonus, bonusType } = order.settings.credit;
  if (bonus <= 0) return resolutionCopy.storeCreditHelp;
  const formatted = formatCreditBonus({
    bonus,
    bonusType,
    exchangeRate: order.exchangeRate,
    currency: order.currency,
  });
  return resolutionCopy.storeCreditBonus(formatted);
}

function resolutionChoices(order: Order): ChoiceCard<ResolutionChoice>[] {
  const cards: Record<ResolutionChoice, ChoiceCard<ResolutionChoice>> = {
    RESHIP: {
      value: 'RESHIP',
      title: resolutionCopy.reship,
      badge: resolutionCopy.reshipBadge,
      help: resolutionCopy.reshipHelp,
    },
    REFUND: { value: 'REFUND', title: resolutionCopy.refund, help: resolutionCopy.refundHelp },
    STORE_CREDIT: { value: 'STORE_CREDIT', title: resolutionCopy.storeCredit, help: storeCreditHelp(order) },
  };
  return offeredResolutions(order.settings).map((choice) => cards[choice]);
}

export function ResolutionPage() {
  const { order } = useCurrentOrder();
  const { draft, dispatch } = useDraft();
  const navigate = usePortalNavigate();
  const portalPath = usePortalPath();
  const choices = resolutionChoices(order);
  const chosen = draft.resolution.desiredMethod ?? null;
  const [error, setError] = useState<string>();
  const groupId = useId();

  // The resolution is for issues: without any, the shopper belongs on the issues page.
  const hasIssues =
    Object.keys(draft.fulfillments).length > 0 && unfinishedFulfillmentIds(draft).length === 0;
  if (!hasIssues) return <Navigate to={portalPath('/issues')} replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen === null || !choices.some((choice) => choice.value === chosen)) {
      setError(resolutionCopy.missingChoice);
      document.getElementById(groupId)?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    void navigate('/resolution/review');
  };

  return (
    <form className={stack} noValidate onSubmit={submit}>
      <div>
        <PageHeading>{resolutionCopy.title}</PageHeading>
        <p className={pageIntro}>{resolutionCopy.subtitle}</p>
      </div>
      <div className={form}>
        <ChoiceCardGroup
          id={groupId}
          label={resolutionCopy.question}
          hideLabel
          options={choices}
          value={chosen}
          onChange={(desiredMethod) => {
            dispatch({ type: 'resolutionChosen', desiredMethod });
            setError(undefined);
          }}
          error={error}
          required
        />
      </div>
      <StepActions backTo={issueStepPath(draft)}>
        <Button type="submit">{resolutionCopy.continue}</Button>
      </StepActions>
    </form>
  );
}
