/**
 * Start (spec section 2): the order lookup. Visiting it forgets the current order. After the lookup the
 * order decides the next page, by the domain's `nextStepAfterLookup`.
 */
import { ClaimsApiError } from '@orderprotection/client';
import {
  isEmailAddress,
  type Order,
  START_FORM_FIELDS,
  START_FORM_PATH,
  type StartFormState,
} from '@orderprotection/domain';
import { Alert, Button, TextField, useValueTypedBeforeHydration } from '@orderprotection/ui';
import {
  type FormEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { loadPage } from '../../app/chunkReload';
import { pageIntro } from '../../app/layout.css';
import { TextLink } from '../../app/links';
import { PageHeading } from '../../app/navigationFocus';
import { useServices, useStoreName } from '../../app/services';
import { usePortalNavigate, usePortalPath } from '../../app/stickyQuery';
import { useOrderState } from '../../claim/OrderProvider';
import { usePageStartForm } from '../../claim/pageLookup';
import type { SampleLookup } from '../../fake/sampleData';
import { form, plainList, stack } from '../page.css';
import { OneTimeAppeasementOffer } from './OneTimeAppeasementOffer';

// Neither is part of the page's first paint: the dialog shows after a lookup (its modal and focus
// handling are the biggest code of the page), the sample orders only in the demo.
const OneTimeAppeasementDialog = lazy(
  loadPage(async () => ({ default: (await import('./OneTimeAppeasementDialog')).OneTimeAppeasementDialog })),
);
const DemoLookups = lazy(loadPage(async () => ({ default: (await import('./DemoLookups')).DemoLookups })));

export const startCopy = {
  title: 'Get a resolution for your order in minutes',
  subtitle: "We're sorry to hear you have a problem with your order. Let's get it resolved.",
  orderNumber: 'Order Number',
  orderNumberHelp: 'You can find it in your order confirmation email.',
  orderNumberMissing: 'Enter your order number.',
  email: 'Email Address',
  emailHelp: 'The email address you used to place the order.',
  emailMissing: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, such as name@example.com.',
  submit: 'Find my order',
  notFound:
    "We couldn't find a match for that order number and email address. Please double-check your order confirmation email to ensure you're using the correct order number and email address for the order.",
  rateLimited: (wait: string) =>
    `You've tried to find an order too many times in a short while. Please wait ${wait} and try again.`,
  failed: "We couldn't look up your order just now. Please check your connection and try again in a moment.",
  notProtectedTitle: "This order isn't covered by package protection",
  notProtected: (storeName: string) =>
    `Package protection wasn't added to this order at checkout, so we can't file a claim for it here. Please contact ${storeName} directly: their customer service can still help with a lost, damaged or wrong item.`,
  alreadyClaimedTitle: 'Everything in this order is already part of a claim',
  alreadyClaimed:
    'Each item can be claimed once. Follow your existing claim with the link below, or have its link emailed to you.',
  sendLinks: 'Email me the links',
  linksSent: (email: string) =>
    `We sent the links to ${email}. The email can take a few minutes to arrive: check your spam folder too.`,
  linksFailed: "We couldn't send the links just now. Please try again in a moment.",
  viewClaim: (claimNumber: string) => `View claim #${claimNumber}`,
} as const;

type Outcome = 'not-protected' | 'already-claimed';

/**
 * The store's one-time courtesy, offered before the order's next page. Its dialog needs the page's script,
 * and its code loads once it is needed; the server's answer to the form (`inPage`) is a block of the page
 * instead (OneTimeAppeasementOffer), in the first HTML, so the shopper has it before the script has run or
 * without one. Once hydrated, the block stays while the dialog's code loads, then the dialog takes its
 * place, so the offer is never gone in between. A lookup of the page's own script opens the dialog alone:
 * the block would only flash for the moment the dialog's code takes to load.
 */
interface Appeasement {
  next: string;
  inPage?: boolean;
}

const noSubscription = () => () => {};

/** "30 seconds", "a minute", "3 minutes": how long to wait, from the server's Retry-After. */
export function waitText(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return 'a minute';
  if (seconds < 60) return `${Math.ceil(seconds)} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

function retryAfterSeconds(error: ClaimsApiError): number | undefined {
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('retryAfterSeconds' in data)) return undefined;
  return typeof data.retryAfterSeconds === 'number' ? data.retryAfterSeconds : undefined;
}

function lookupFailure(error: unknown): string {
  if (error instanceof ClaimsApiError && error.statusCode === 404) return startCopy.notFound;
  if (error instanceof ClaimsApiError && error.statusCode === 429) {
    return startCopy.rateLimited(waitText(retryAfterSeconds(error)));
  }
  return startCopy.failed;
}

interface FieldErrors {
  orderNumber?: string;
  email?: string;
}

function validate(orderNumber: string, email: string): FieldErrors {
  const errors: FieldErrors = {};
  if (orderNumber.trim() === '') errors.orderNumber = startCopy.orderNumberMissing;
  if (email.trim() === '') errors.email = startCopy.emailMissing;
  else if (!isEmailAddress(email)) errors.email = startCopy.emailInvalid;
  return errors;
}

/** What the page shows first: empty, or the server's answer to the form it sent without the script. */
function shownFirst(answered: StartFormState | undefined) {
  const typed = answered?.typed ?? { orderNumber: '', email: '' };
  const answer = answered?.answer;
  const fieldErrors = answer?.kind === 'invalid' ? validate(typed.orderNumber, typed.email) : {};
  const fieldError = fieldErrors.orderNumber !== undefined || fieldErrors.email !== undefined;
  let failure: string | undefined;
  if (answer?.kind === 'invalid' && !fieldError) failure = answer.message;
  if (answer?.kind === 'not-found') failure = startCopy.notFound;
  if (answer?.kind === 'rate-limited') failure = startCopy.rateLimited(waitText(answer.retryAfterSeconds));
  const outcome =
    answer?.kind === 'not-protected' || answer?.kind === 'already-claimed'
      ? { kind: answer.kind, order: answer.order }
      : undefined;
  const appeasement: Appeasement | undefined =
    answer?.kind === 'one-time-appeasement' ? { next: `/${answer.next}`, inPage: true } : undefined;
  return { typed, fieldErrors, failure, outcome, appeasement };
}

export function StartPage() {
  const { demo, client } = useServices();
  const storeName = useStoreName();
  const { lookUp, resetOrder } = useOrderState();
  const navigate = usePortalNavigate();
  const portalPath = usePortalPath();
  const ids = { orderNumber: useId(), email: useId() };
  const pageStartForm = usePageStartForm();
  const [first] = useState(() => shownFirst(pageStartForm?.state));
  const [orderNumber, setOrderNumber] = useState(first.typed.orderNumber);
  const [email, setEmail] = useState(first.typed.email);
  const [errors, setErrors] = useState<FieldErrors>(first.fieldErrors);
  const [failure, setFailure] = useState<string | undefined>(first.failure);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: Outcome; order: Order } | undefined>(first.outcome);
  const [appeasement, setAppeasement] = useState<Appeasement | undefined>(first.appeasement);
  // False on the server and while hydrating its markup (React reads the server's value then), true after.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [links, setLinks] = useState<
    { state: 'sending' } | { state: 'sent' } | { state: 'failed'; message: string }
  >();
  const submitRef = useRef<HTMLButtonElement>(null);
  const orderNumberRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  useValueTypedBeforeHydration(orderNumberRef, setOrderNumber);
  useValueTypedBeforeHydration(emailRef, setEmail);

  // Spec: visiting /start resets the current order.
  useEffect(() => {
    resetOrder();
  }, [resetOrder]);

  // The server's answer is this visit's: the page opened again later starts empty.
  useEffect(() => {
    if (pageStartForm !== undefined) pageStartForm.shown = true;
  }, [pageStartForm]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(orderNumber, email);
    setErrors(found);
    setFailure(undefined);
    setOutcome(undefined);
    setLinks(undefined);
    if (found.orderNumber !== undefined || found.email !== undefined) {
      document.getElementById(found.orderNumber !== undefined ? ids.orderNumber : ids.email)?.focus();
      return;
    }
    setBusy(true);
    let order: Order;
    let nextStepAfterLookup: typeof import('./nextStep').nextStepAfterLookup;
    try {
      // The rule that picks the next page loads beside the lookup: the page's first paint has no use for it.
      [order, { nextStepAfterLookup }] = await Promise.all([
        lookUp({ email: email.trim(), order: orderNumber.trim() }),
        loadPage(() => import('./nextStep'))(),
      ]);
    } catch (error) {
      setFailure(lookupFailure(error));
      setBusy(false);
      return;
    }
    setBusy(false);
    const next = nextStepAfterLookup(order);
    switch (next.step) {
      case 'issues':
      case 'multiple-shipments':
        if (next.oneTimeAppeasement) setAppeasement({ next: `/${next.step}` });
        else void navigate(`/${next.step}`);
        return;
      case 'too-soon':
      case 'too-late':
      case 'not-shipped':
        void navigate(`/${next.step}`);
        return;
      case 'not-protected':
      case 'already-claimed':
        setOutcome({ kind: next.step, order });
        return;
    }
  };

  const accept = async (accepted: Appeasement) => {
    // The server's lookup found the order, not the app's: the app finds it again (the proof of the lookup
    // answers it), as after its own lookup, so the next page has its order.
    if (accepted.inPage) {
      try {
        await lookUp({ email: first.typed.email, order: first.typed.orderNumber });
      } catch (error) {
        setAppeasement(undefined);
        setFailure(lookupFailure(error));
        return;
      }
    }
    void navigate(accepted.next);
  };

  const sendLinks = async (order: Order) => {
    setLinks({ state: 'sending' });
    try {
      await client.sendClaimLinks(order.orderId);
      setLinks({ state: 'sent' });
    } catch (error) {
      // Past the hourly limit the server's own message says what to do; anything else is worth a retry.
      const message =
        error instanceof ClaimsApiError && error.statusCode === 429 ? error.message : startCopy.linksFailed;
      setLinks({ state: 'failed', message });
    }
  };

  const fillDemo = (sample: SampleLookup) => {
    setOrderNumber(sample.orderNumber);
    setEmail(sample.email);
    setErrors({});
    submitRef.current?.focus();
  };

  const offer = (shown: Appeasement) => (
    <OneTimeAppeasementOffer storeName={storeName} next={shown.next} onAccept={() => void accept(shown)} />
  );

  return (
    <div className={stack}>
      <div>
        <PageHeading>{startCopy.title}</PageHeading>
        <p className={pageIntro}>{startCopy.subtitle}</p>
      </div>
      {/* A real form: sent before the page's script runs (or without it), the server answers it. */}
      <form className={form} noValidate method="post" action={portalPath(START_FORM_PATH)} onSubmit={submit}>
        <TextField
          ref={orderNumberRef}
          id={ids.orderNumber}
          name={START_FORM_FIELDS.orderNumber}
          label={startCopy.orderNumber}
          description={startCopy.orderNumberHelp}
          required
          autoComplete="off"
          value={orderNumber}
          onChange={(event) => setOrderNumber(event.target.value)}
          error={errors.orderNumber}
        />
        <TextField
          ref={emailRef}
          id={ids.email}
          name={START_FORM_FIELDS.email}
          label={startCopy.email}
          description={startCopy.emailHelp}
          required
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        {failure === undefined ? null : <Alert tone="danger">{failure}</Alert>}
        <Button ref={submitRef} type="submit" loading={busy} fullWidth>
          {startCopy.submit}
        </Button>
      </form>
      {outcome?.kind === 'not-protected' ? (
        <Alert tone="warning" title={startCopy.notProtectedTitle}>
          {startCopy.notProtected(outcome.order.store?.name ?? storeName)}
        </Alert>
      ) : null}
      {outcome?.kind === 'already-claimed' ? (
        <Alert tone="info" title={startCopy.alreadyClaimedTitle}>
          <p>{startCopy.alreadyClaimed}</p>
          <ul className={plainList}>
            {outcome.order.existingClaims.map((claim) => (
              <li key={claim.id}>
                <TextLink to={`/view/${encodeURIComponent(claim.id)}`}>
                  {startCopy.viewClaim(claim.claimNumber ?? claim.id)}
                </TextLink>
              </li>
            ))}
          </ul>
          {links?.state === 'sent' ? (
            <p role="status">{startCopy.linksSent(email.trim())}</p>
          ) : (
            <Button
              variant="secondary"
              loading={links?.state === 'sending'}
              type="button"
              onClick={() => void sendLinks(outcome.order)}
            >
              {startCopy.sendLinks}
            </Button>
          )}
          {links?.state === 'failed' ? <p role="alert">{links.message}</p> : null}
        </Alert>
      ) : null}
      {appeasement === undefined ? null : hydrated ? (
        <Suspense fallback={appeasement.inPage ? offer(appeasement) : null}>
          <OneTimeAppeasementDialog
            storeName={storeName}
            onAccept={() => void accept(appeasement)}
            onCancel={() => setAppeasement(undefined)}
          />
        </Suspense>
      ) : (
        offer(appeasement)
      )}
      {demo ? (
        <Suspense fallback={null}>
          <DemoLookups onChoose={fillDemo} />
        </Suspense>
      ) : null}
    </div>
  );
}
