/**
 * The portal's start page without its script (spec section 2): its form is a plain HTML form, which a
 * shopper may send before the page's script has run (a slow phone) or without JavaScript at all. The server
 * answers it with the same lookup as GET order-lookup (modules/orders/customer-lookup.ts: the same input
 * schema, limits, messages and proof of the lookup), and with the page the app would show next:
 *
 * - an order that leads to another page (issues, multiple-shipments, too-soon, too-late, not-shipped, by
 *   the domain's `nextStepAfterLookup`): a 303 to that page, with the proof of the lookup as its cookie.
 *   That page is rendered with the order the cookie proves (`provenPageOrder`), and the app goes on from it.
 * - any other answer: the start page again, with what was typed and the answer (`StartFormState`), which
 *   the page shows as it would after its own lookup.
 */
import {
  type LookedUpOrder,
  nextStepAfterLookup,
  START_FORM_FIELDS,
  type StartFormAnswer,
  type StartFormState,
} from '@orderprotection/domain';
import type { Context } from 'hono';
import { AppError } from '../modules/app-error';
import { customerView, orderForCustomer } from '../modules/claims/links';
import { findOrderForCustomer, OrderLookupInput } from '../modules/orders/customer-lookup';
import { loadOrder, orderAt } from '../modules/orders/orders';
import { orderProofHeaders, provenOrders } from './customer/proof';
import type { AppEnv, Services } from './env';
import { clientAddress } from './request-origin';

/** The order a page of the flow is rendered with, and the lookup that found it, as the app keeps it. */
export type PageOrder = LookedUpOrder;

/** How the server answers the start page's form. */
export type StartFormOutcome =
  | { kind: 'next-page'; path: string; headers: Record<string, string> }
  | {
      kind: 'start-page';
      status: 200 | 400 | 404 | 429;
      state: StartFormState;
      headers: Record<string, string>;
    };

function typedValue(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

function startPage(
  state: StartFormState,
  status: 200 | 400 | 404 | 429,
  headers: Record<string, string> = {},
): StartFormOutcome {
  return { kind: 'start-page', status, state, headers };
}

/** The lookup of the start page's form, answered as the app would answer it. */
export async function answerStartForm(
  c: Context<AppEnv>,
  services: Services,
  form: FormData,
): Promise<StartFormOutcome> {
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

function failedLookupAnswer(error: unknown): StartFormAnswer | undefined {
  if (!(error instanceof AppError)) return undefined;
  if (error.code === 'not_found') return { kind: 'not-found' };
  if (error.code === 'rate_limited') {
    const { data } = error;
    const seconds =
      typeof data === 'object' && data !== null && 'retryAfterSeconds' in data ? data.retryAfterSeconds : 60;
    return { kind: 'rate-limited', retryAfterSeconds: typeof seconds === 'number' ? seconds : 60 };
  }
  return undefined;
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
