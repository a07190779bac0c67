/**
 * A shopper's order lookup (spec section 2): the order an order number and email address find, counted
 * against the lookup limits, as the shopper may see it. One use case for every way a shopper asks: the
 * API's GET order-lookup and the start page's form sent without the page's script (http/portal-forms.ts).
 */
import { inputEmail, inputString, type Order } from '@orderprotection/domain';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Queryable } from '../../db/database';
import { type Logger, maskEmail } from '../../logger';
import { AppError } from '../app-error';
import { type CustomerView, orderForCustomer } from '../claims/links';
import { dropOldLookupWindows, lookUpOrder, lookupWindow } from './lookup-limits';
import { orderAt } from './orders';

/** Spec section 8, "Order not found", word for word. The only place this copy lives in the server. */
export const ORDER_NOT_FOUND_MESSAGE =
  "We couldn't find a match for that order number and email address. Please double-check your order confirmation email to ensure you're using the correct order number and email address for the order.";

/** What a shopper types to find an order; both are trimmed, the order number may start with "#". */
export const OrderLookupInput = z.object({
  email: inputEmail,
  order: inputString().trim().min(1, 'Enter your order number').max(100),
});
export type OrderLookupInput = z.infer<typeof OrderLookupInput>;

export interface CustomerLookupDeps {
  db: Queryable;
  config: Pick<AppConfig, 'lookupLimits' | 'uploads'>;
  now: () => Date;
  view: CustomerView;
  log: Logger;
}

export interface FoundOrder {
  /** The order's `systemOrderId`, which proof of the lookup names. */
  id: string;
  /** The order as the shopper sees it, each shipment's eligibility computed now. */
  order: Order;
}

/**
 * The order `input` finds for `client` (its address). Throws `rate_limited` (with `retryAfterSeconds`)
 * past the limits, and `not_found` with the spec's message when nothing matches; a failed lookup counts
 * against the limits, a successful one does not (lookup-limits.ts).
 */
export async function findOrderForCustomer(
  { db, config, now: clock, view, log }: CustomerLookupDeps,
  client: string,
  { email, order: orderNumber }: OrderLookupInput,
): Promise<FoundOrder> {
  const now = clock();
  const limits = config.lookupLimits;
  const window = lookupWindow(limits, now);
  // Looked up and counted against the limits in one statement (see lookup-limits.ts).
  const lookup = await lookUpOrder(db, { client, orderNumber, email }, limits, window);
  if (!lookup.admitted) {
    log.warn('order lookup rate limited', { scope: lookup.refused, orderNumber });
    throw new AppError(
      'rate_limited',
      'Too many attempts to find an order. Please wait a minute and try again.',
      { retryAfterSeconds: window.retryAfterSeconds },
    );
  }
  const loaded = lookup.order;
  if (loaded === null) {
    log.info('order lookup found nothing', { email: maskEmail(email), orderNumber });
    await dropOldLookupWindows(db, window);
    throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
  }
  return {
    id: loaded.order.systemOrderId,
    order: orderForCustomer(view, orderAt(loaded, now, config.uploads)),
  };
}
