/**
 * Review (spec section 2): the whole claim before it is filed: the issues, the preferred resolution, the
 * shipping address to confirm (or edit), the signature, and "Submit your claim". A failed submission
 * keeps every answer and says what to do; the draft's idempotency key makes a retry file one claim.
 */
import { ClaimsApiError } from '@orderprotection/client';
import {
  type AddressInput,
  type DraftProblem,
  type SessionMetadata,
  toClaimSubmission,
  unfinishedFulfillmentIds,
} from '@orderprotection/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  ClaimSummary,
  claimSummaryFromDraft,
  type FormError,
  FormErrorSummary,
  Heading,
  Text,
} from '@orderprotection/ui';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { pageIntro } from '../../app/layout.css';
import { ButtonLink, TextLink } from '../../app/links';
import { PageHeading } from '../../app/navigationFocus';
import { useServices } from '../../app/services';
import { usePortalNavigate, usePortalPath } from '../../app/stickyQuery';
import { useDraft } from '../../claim/DraftProvider';
import { issueStepPath } from '../../claim/flow';
import { useCurrentOrder, useOrderState } from '../../claim/OrderProvider';
import { sectionHeading, stack, tightStack } from '../page.css';
import { StepActions } from '../StepActions';
import { toAddressInput } from './addressInput';
import * as styles from './ReviewPage.css';

// The dialogs load when first opened: the address form brings every country's data with it.
const EditAddressDialog = lazy(() =>
  import('./EditAddressDialog').then((module) => ({ default: module.EditAddressDialog })),
);
const SignatureDialog = lazy(() =>
  import('./SignatureDialog').then((module) => ({ default: module.SignatureDialog })),
);

export const reviewCopy = {
  title: 'Review and complete your claim.',
  subtitle: 'Check your answers, confirm where we should ship to, sign, and submit.',
  myClaim: 'My Claim',
  editIssues: 'Edit issues',
  preferredResolution: 'Preferred Resolution for Issues',
  changeResolution: 'Change resolution',
  confirmAddress: 'Confirm Shipping Address',
  addressHelp: 'If we reship your items, they go to this address.',
  noAddress: 'We have no shipping address for this order. Add the address we should ship to.',
  editAddress: 'Edit address',
  addAddress: 'Add address',
  updatedAddress: 'You changed this address for this claim.',
  confirmLabel:
    'I confirm this address is accurate and understand items cannot be reshipped multiple times if incorrect.',
  confirmError: 'Please confirm your shipping address.',
  signature: 'Signature',
  signatureHelp: 'Sign to confirm that the information in this claim is true.',
  signatureAlt: 'Your signature',
  addSignature: 'Add your signature',
  changeSignature: 'Sign again',
  signatureError: 'Please sign your claim.',
  errorsTitle: 'Before you submit:',
  submit: 'Submit your claim',
  submitFailedTitle: "We couldn't submit your claim",
  submitFailed:
    'Nothing you entered is lost. Check your internet connection and select "Submit your claim" again. If it still fails, come back later: your claim is saved, and submitting again will not file it twice.',
  submitRefused: (message: string) => `${message} Please correct it and submit again.`,
  fixStep: 'Go to that step',
  reference: (requestId: string) => `Reference: ${requestId}`,
} as const;

/** The step where the shopper fixes what keeps the draft from being submitted; undefined: this page. */
function stepFixing(problem: DraftProblem, draft: SessionMetadata): string | undefined {
  switch (problem) {
    case 'customer':
      return '/start';
    case 'shipments':
    case 'issues':
      return issueStepPath(draft);
    case 'resolution':
      return '/resolution';
    case 'signature':
    case 'invalid':
      return undefined;
  }
}

interface SubmitProblem {
  message: string;
  /** Where the shopper fixes it, when it is another step. */
  step?: string | undefined;
  /** The server's id of the failed request, to quote to support. */
  requestId?: string | undefined;
}

export function ReviewPage() {
  const { client } = useServices();
  const { order } = useCurrentOrder();
  const { draft, dispatch, idempotencyKey } = useDraft();
  const { claimSubmitted } = useOrderState();
  const navigate = usePortalNavigate();
  const portalPath = usePortalPath();
  const ids = { confirm: useId(), signature: useId() };
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<FormError[]>([]);
  const [problem, setProblem] = useState<SubmitProblem>();
  const [submitting, setSubmitting] = useState(false);
  const [dialog, setDialog] = useState<'address' | 'signature' | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  // The confirmation's code is fetched while the shopper reviews, so that once the claim is filed showing
  // it needs no download: when it failed (a new build deployed since this page loaded), the chunk guard
  // reloaded the review page, the filed claim was never confirmed and its link never shown.
  useEffect(() => {
    import('../claim-received/ClaimReceivedPage').catch(() => undefined);
  }, []);

  if (Object.keys(draft.fulfillments).length === 0 || unfinishedFulfillmentIds(draft).length > 0) {
    return <Navigate to={portalPath('/issues')} replace />;
  }

  const updatedAddress = draft.resolution.updatedShippingAddress ?? null;
  const address: AddressInput | null = updatedAddress ?? toAddressInput(order.shippingAddress);
  const fieldErrors = (list: readonly FormError[], fieldId: string) =>
    list.find((error) => error.fieldId === fieldId)?.message;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(undefined);
    const found: FormError[] = [];
    if (!confirmed) found.push({ fieldId: ids.confirm, message: reviewCopy.confirmError });
    if (draft.signature == null) found.push({ fieldId: ids.signature, message: reviewCopy.signatureError });
    setErrors(found);
    if (found.length > 0) {
      // The summary is an alert: it is read out, and its links lead to each field.
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    const result = toClaimSubmission(draft, order, { idempotencyKey });
    if (!result.ok) {
      setProblem({ message: result.message, step: stepFixing(result.problem, draft) });
      return;
    }
    setSubmitting(true);
    try {
      const claim = await client.submitClaim(order.orderId, result.submission);
      // The confirmation page empties the draft once it is shown: emptied while this page still is, the
      // draft would send the shopper back to the issues.
      claimSubmitted(claim);
      void navigate('/claim-received');
    } catch (error) {
      setSubmitting(false);
      const refused = error instanceof ClaimsApiError && error.statusCode >= 400 && error.statusCode < 500;
      setProblem({
        message: refused ? reviewCopy.submitRefused(error.message) : reviewCopy.submitFailed,
        requestId: error instanceof ClaimsApiError ? error.requestId : undefined,
      });
    }
  };

  const editAddressButton = (
    <Button variant="secondary" size="sm" onClick={() => setDialog('address')}>
      {address === null ? reviewCopy.addAddress : reviewCopy.editAddress}
    </Button>
  );
  const confirmCheckbox = (
    <Checkbox
      id={ids.confirm}
      label={reviewCopy.confirmLabel}
      checked={confirmed}
      onChange={(event) => {
        setConfirmed(event.target.checked);
        if (event.target.checked) setErrors((list) => list.filter((error) => error.fieldId !== ids.confirm));
      }}
      error={fieldErrors(errors, ids.confirm)}
    />
  );

  return (
    <>
      <form className={stack} noValidate onSubmit={submit}>
        <div>
          <PageHeading>{reviewCopy.title}</PageHeading>
          <p className={pageIntro}>{reviewCopy.subtitle}</p>
        </div>
        <FormErrorSummary ref={summaryRef} errors={errors} title={reviewCopy.errorsTitle} />

        <ClaimSummary
          entries={claimSummaryFromDraft(draft, order)}
          resolution={draft.resolution.desiredMethod ?? null}
          address={address}
          headings={{
            claim: reviewCopy.myClaim,
            resolution: reviewCopy.preferredResolution,
            address: reviewCopy.confirmAddress,
          }}
          addressAction={editAddressButton}
          addressFooter={
            <div className={tightStack}>
              <Text size="sm" tone="muted">
                {updatedAddress === null ? reviewCopy.addressHelp : reviewCopy.updatedAddress}
              </Text>
              {confirmCheckbox}
            </div>
          }
        />
        {address === null ? (
          <Card as="section" aria-labelledby={`${ids.confirm}-address`} className={tightStack}>
            <Heading level={2} size="h4" id={`${ids.confirm}-address`}>
              {reviewCopy.confirmAddress}
            </Heading>
            <Text>{reviewCopy.noAddress}</Text>
            <div>{editAddressButton}</div>
            {confirmCheckbox}
          </Card>
        ) : null}
        <div className={styles.editLinks}>
          <TextLink to={issueStepPath(draft)}>{reviewCopy.editIssues}</TextLink>
          <TextLink to="/resolution">{reviewCopy.changeResolution}</TextLink>
        </div>

        <section aria-labelledby={`${ids.confirm}-signature`} className={tightStack}>
          <Heading level={2} size="h4" id={`${ids.confirm}-signature`} className={sectionHeading}>
            {reviewCopy.signature}
          </Heading>
          <Text tone="muted">{reviewCopy.signatureHelp}</Text>
          {draft.signature == null ? null : (
            <img className={styles.signature} src={draft.signature} alt={reviewCopy.signatureAlt} />
          )}
          <div>
            <Button
              id={ids.signature}
              variant="secondary"
              onClick={() => setDialog('signature')}
              aria-describedby={fieldErrors(errors, ids.signature) ? `${ids.signature}-error` : undefined}
            >
              {draft.signature == null ? reviewCopy.addSignature : reviewCopy.changeSignature}
            </Button>
          </div>
          {fieldErrors(errors, ids.signature) === undefined ? null : (
            <Text id={`${ids.signature}-error`} tone="danger" size="sm">
              {fieldErrors(errors, ids.signature)}
            </Text>
          )}
        </section>

        {problem === undefined ? null : (
          <Alert
            tone="danger"
            title={reviewCopy.submitFailedTitle}
            actions={
              problem.step === undefined ? undefined : (
                <ButtonLink to={problem.step} variant="secondary" size="sm">
                  {reviewCopy.fixStep}
                </ButtonLink>
              )
            }
          >
            <p>{problem.message}</p>
            {problem.requestId === undefined ? null : <p>{reviewCopy.reference(problem.requestId)}</p>}
          </Alert>
        )}

        <StepActions backTo="/resolution">
          <Button type="submit" loading={submitting}>
            {reviewCopy.submit}
          </Button>
        </StepActions>
      </form>
      <Suspense fallback={null}>
        {dialog === 'address' ? (
          <EditAddressDialog
            initial={address}
            onSave={(updated) => {
              dispatch({ type: 'shippingAddressSet', address: updated });
              setDialog(null);
            }}
            onCancel={() => setDialog(null)}
          />
        ) : null}
        {dialog === 'signature' ? (
          <SignatureDialog
            onSave={(signature) => {
              dispatch({ type: 'signatureAdded', signature });
              setErrors((list) => list.filter((error) => error.fieldId !== ids.signature));
              setDialog(null);
            }}
            onCancel={() => setDialog(null)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
