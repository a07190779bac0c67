/**
 * The portal's forms that are in a page's first HTML, sent as plain HTML forms before the page's script has
 * run (a slow phone) or without JavaScript at all. The server answers each with the same use case as its
 * API call, and with the page the app would show next.
 *
 * The start page's lookup (spec section 2) is GET order-lookup's (modules/orders/customer-lookup.ts: the
 * same input schema, limits, messages and proof of the lookup):
 * - an order that leads to another page (issues, multiple-shipments, too-soon, too-late, not-shipped, by
 *   the domain's `nextStepAfterLookup`): a 303 to that page, with the proof of the lookup as its cookie.
 *   That page is rendered with the order the cookie proves (`provenPageOrder`), and the app goes on from it.
 * - any other answer: the start page again, with what was typed and the answer (`StartFormState`), which
 *   the page shows as it would after its own lookup.
 *
 * The issues page's choice needs the same proof of the lookup as the page itself: with it, a choice the page
 * offers is a 303 to the page the app would go to (`ISSUE_GROUP_PAGES`), and no choice the issues page again
 * with the order and why (`IssuesFormState`); without it, the page as a visit without proof shows it.
 *
 * The items and shipments pages' forms (`PICKS_FORMS`) need the same proof: with it, the page again with
 * the order and what was ticked that the page lets the shopper pick (`PicksFormState`; 400 when nothing
 * was, which the page asks for as its own check does), as the next step (a dialog, a shipment's details)
 * needs the page's script; without it, the page as a visit without proof shows it.
 *
 * A claim page's message is POST claims/{id}/messages's (`sendCustomerMessage`, with the claim's write
 * limits): once sent, a 303 back to the page's conversation, which now shows it; otherwise the page again
 * with what was typed and why (`MessageFormState`).
 *
 * A claim's review is POST claims/{id}/reviews's (`sendCustomerReview`: the claim's write limits, one review
 * per claim): once sent, a 303 back to the review page, which now shows it; otherwise the page again with
 * what was chosen and typed and why (`ReviewFormState`).
 */
import {
  CLAIM_MESSAGES_FRAGMENT,
  checkReviewFields,
  ISSUE_GROUP_PAGES,
  ISSUES_FORM_FIELDS,
  IssueGroup,
  type IssuesFormState,
  type LookedUpOrder,
  MESSAGE_FORM_FIELDS,
  type MessageFormState,
  MessageInput,
  nextStepAfterLookup,
  type PicksForm,
  type PicksFormState,
  pickedOf,
  REVIEW_FORM_FIELDS,
  type ReviewFormState,
  ratingOfField,
  START_FORM_FIELDS,
  type StartFormAnswer,
  type StartFormState,
} from '@orderprotection/domain';
import type { Context } from 'hono';
import { AppError, retryAfterSecondsOf } from '../modules/app-error';
import { customerView, orderForCustomer } from '../modules/claims/links';
import { findOrderForCustomer, OrderLookupInput } from '../modules/orders/customer-lookup';
import { loadOrder, orderAt } from '../modules/orders/orders';
import { sendCustomerMessage, sendCustomerReview } from './customer/claims';
import { orderProofHeaders, provenOrders } from './customer/proof';
import type { AppEnv, Services } from './env';
import { clientAddress } from './request-origin';

/** The order a page of the flow is rendered with, and the lookup that found it, as the app keeps it. */
export type PageOrder = LookedUpOrder;

type FormStatus = 200 | 400 | 404 | 429;

/**
 * How the server answers a page's form: the next page, this page again showing the form's answer (a page of
 * the flow with the order it shows), or this page as a visit without the form shows it (`unproven`: the
 * form needs a proof of the lookup the request does not have).
 */
export type PageFormOutcome =
  | { kind: 'next-page'; path: string; fragment?: string; headers: Record<string, string> }
  | {
      kind: 'this-page';
      status: FormStatus;
      form:
        | { startForm: StartFormState }
        | { messageForm: MessageFormState }
        | { reviewForm: ReviewFormState }
        | { issuesForm: IssuesFormState; order: PageOrder }
        | { picksForm: PicksFormState; order: PageOrder };
      headers: Record<string, string>;
    }
  | { kind: 'unproven' };

function typedValue(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

function startPage(
  startForm: StartFormState,
  status: FormStatus,
  headers: Record<string, string> = {},
): PageFormOutcome {
  return { kind: 'this-page', status, form: { startForm }, headers };
}

/** The lookup of the start page's form, answered as the app would answer it. */
export async function answerStartForm(
  c: Context<AppEnv>,
  services: Services,
  form: FormData,
): Promise<PageFormOutcome> {
  const typed = {
    orderNumber: typedValue(form, START_FORM_FIELDS.orderNumber),
    email: typedValue(form, START_FORM_FIELDS.email),
  };
  const input = OrderLookupInput.safeParse({ email: typed.email, order: typed.orderNumber });
  if (!input.success) {
    const message = input.error.issues[0]?.message ?? 'Check the order number and email address.';
    return startPage({ typed, answer: { kind: 'invalid', message } }, 400);
  }
  let found: Awaited<ReturnType<typeof findOrderForCustomer>>;
  try {
    found = await findOrderForCustomer(
      { ...services, view: customerView(services.signer), log: c.var.log },
      clientAddress(c, services),
      input.data,
    );
  } catch (error) {
    const answer = failedLookupAnswer(error);
    if (answer === undefined) throw error;
    const retryAfter =
      answer.kind === 'rate-limited' ? { 'Retry-After': String(answer.retryAfterSeconds) } : undefined;
    return startPage({ typed, answer }, answer.kind === 'rate-limited' ? 429 : 404, retryAfter);
  }
  const headers = orderProofHeaders(services)(found.id);
  const next = nextStepAfterLookup(found.order);
  switch (next.step) {
    case 'not-protected':
    case 'already-claimed':
      return startPage({ typed, answer: { kind: next.step, order: found.order } }, 200, headers);
    case 'issues':
    case 'multiple-shipments':
      // The store's one-time courtesy is the shopper's to accept, in a dialog of the page's script.
      if (next.oneTimeAppeasement) {
        return startPage({ typed, answer: { kind: 'one-time-appeasement', next: next.step } }, 200, headers);
      }
      return { kind: 'next-page', path: `/${next.step}`, headers };
    default:
      return { kind: 'next-page', path: `/${next.step}`, headers };
  }
}

/** The choice of the issues page's form, for the order the request proves, answered as the page does. */
export async function answerIssuesForm(
  c: Context<AppEnv>,
  services: Services,
  form: FormData,
): Promise<PageFormOutcome> {
  const order = await provenPageOrder(c, services);
  if (order === null) return { kind: 'unproven' };
  const chosen = IssueGroup.safeParse(form.get(ISSUES_FORM_FIELDS.issueGroup));
  if (!chosen.success) {
    return {
      kind: 'this-page',
      status: 400,
      form: { issuesForm: { answer: { kind: 'no-choice' } }, order },
      headers: {},
    };
  }
  return { kind: 'next-page', path: ISSUE_GROUP_PAGES[chosen.data], headers: {} };
}

/** What the items or shipments page's form ticked, for the order the request proves: the page again with it. */
export async function answerPicksForm(
  c: Context<AppEnv>,
  services: Services,
  page: PicksForm,
  form: FormData,
): Promise<PageFormOutcome> {
  const order = await provenPageOrder(c, services);
  if (order === null) return { kind: 'unproven' };
  const picked = pickedOf(page, order.order, form.getAll(page.field));
  return {
    kind: 'this-page',
    status: picked.length === 0 ? 400 : 200,
    form: { picksForm: { picked }, order },
    headers: {},
  };
}

/** The message of a claim page's form, sent as the API sends it. */
export async function answerMessageForm(
  c: Context<AppEnv>,
  services: Services,
  token: string,
  form: FormData,
): Promise<PageFormOutcome> {
  const typed = typedValue(form, MESSAGE_FORM_FIELDS.messageContent);
  const claimPage = (
    status: FormStatus,
    answer: MessageFormState['answer'],
    headers: Record<string, string> = {},
  ): PageFormOutcome => ({ kind: 'this-page', status, form: { messageForm: { typed, answer } }, headers });
  // Files go with a message only through the page's script, which uploads them first.
  const input = MessageInput.safeParse({ messageContent: typed });
  if (!input.success) {
    return claimPage(400, { kind: 'invalid', message: input.error.issues[0]?.message ?? '' });
  }
  try {
    await sendCustomerMessage(c, services, token, input.data);
  } catch (error) {
    const failure = unsentAnswer(error);
    if (failure === undefined) throw error;
    return claimPage(failure.status, { kind: 'not-sent' }, failure.headers);
  }
  return {
    kind: 'next-page',
    path: `/view/${encodeURIComponent(token)}`,
    fragment: CLAIM_MESSAGES_FRAGMENT,
    headers: {},
  };
}

/** The review of a claim's review page's form, sent as the API sends it. */
export async function answerReviewForm(
  c: Context<AppEnv>,
  services: Services,
  token: string,
  form: FormData,
): Promise<PageFormOutcome> {
  const typed = {
    rating: typedValue(form, REVIEW_FORM_FIELDS.rating),
    comment: typedValue(form, REVIEW_FORM_FIELDS.comment),
  };
  const reviewPage = (
    status: FormStatus,
    answer: ReviewFormState['answer'],
    headers: Record<string, string> = {},
  ): PageFormOutcome => ({ kind: 'this-page', status, form: { reviewForm: { typed, answer } }, headers });
  const checked = checkReviewFields({ rating: ratingOfField(typed.rating), comment: typed.comment });
  if (!checked.ok) return reviewPage(400, { kind: 'invalid', errors: checked.errors });
  try {
    await sendCustomerReview(c, services, token, checked.review);
  } catch (error) {
    const failure = unsentAnswer(error);
    if (failure === undefined) throw error;
    return reviewPage(failure.status, { kind: 'not-sent' }, failure.headers);
  }
  return { kind: 'next-page', path: `/view/${encodeURIComponent(token)}/review`, headers: {} };
}

/**
 * How a claim page's form that was not sent is answered, when its use case refused it: no claim has the
 * token (404), or a limit was reached (429, with its wait); undefined for any other error.
 */
function unsentAnswer(error: unknown): { status: FormStatus; headers: Record<string, string> } | undefined {
  if (!(error instanceof AppError)) return undefined;
  if (error.code === 'not_found') return { status: 404, headers: {} };
  if (error.code === 'rate_limited') {
    return { status: 429, headers: { 'Retry-After': String(retryAfterSeconds(error)) } };
  }
  return undefined;
}

function failedLookupAnswer(error: unknown): StartFormAnswer | undefined {
  if (!(error instanceof AppError)) return undefined;
  if (error.code === 'not_found') return { kind: 'not-found' };
  if (error.code === 'rate_limited')
    return { kind: 'rate-limited', retryAfterSeconds: retryAfterSeconds(error) };
  return undefined;
}

/** A limit's wait, as its error carries it; a minute when it does not say. */
function retryAfterSeconds(error: AppError): number {
  return retryAfterSecondsOf(error) ?? 60;
}

/**
 * The order the request proves by its lookup's cookie or header, as the lookup answers it, for a page of
 * the flow the server renders; null without a valid proof, or when its order is gone.
 */
export async function provenPageOrder(c: Context<AppEnv>, services: Services): Promise<PageOrder | null> {
  const [proven] = await provenOrders(c, services).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'unauthenticated') return [];
    throw error;
  });
  if (proven === undefined) return null;
  const loaded = await loadOrder(services.db, proven.id);
  if (loaded === null) return null;
  const order = orderForCustomer(
    customerView(services.signer),
    orderAt(loaded, services.now(), services.config.uploads),
  );
  return { order, lookup: { email: order.customerEmail, order: order.orderNumber } };
}
