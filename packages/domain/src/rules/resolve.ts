/**
 * What staff give each item of a claim when they approve it, and what that is worth (spec section 3,
 * "Resolution"; section 5: "resolution quantity is capped at the order quantity minus the already refunded
 * quantity"). The console shows these amounts before the person confirms; the server computes them again
 * from the same facts and stores them, so what was shown is what the shopper's page says.
 *
 * Money follows the order line, as the claimed value does (`value.ts`): a line holds its unit `price` and,
 * for all its units, its `discount` and `tax`, so a unit carries a share of both. Every amount is counted in
 * the currency's minor units.
 */
import type { DiscountType, ResolutionKind } from '../enums';
import { fromMinorUnits, toMinorUnits } from '../format/money';
import type { ItemResolutionInput } from '../schemas/staff';
import { capResolutionQuantity } from './quantities';

/** A claim item as the plan reads it. */
export interface ResolvableItem {
  id: string;
  name: string;
  /** Units claimed. */
  quantity: number;
  /** The order line when the claim was filed; null when the order did not know it. */
  orderItem: {
    price: number;
    discount: number;
    tax: number;
    quantity: number;
    refundedQuantity: number;
  } | null;
}

export interface ResolutionTerms {
  currency: string | null | undefined;
  /** Shipping the shopper paid on the order: the most that can be refunded of it. */
  orderShipping: number;
  /** The store's credit program when it is on: its bonus is added to store credit. */
  credit: { bonus: number; bonusType: DiscountType } | null;
  /** Store currency to order currency, for a fixed bonus. */
  exchangeRate: number;
}

/**
 * The terms of an order as the console previews them and the server stores them: its currency, shipping
 * and exchange rate, and its store's credit program when it is on.
 */
export function resolutionTermsOf(order: {
  currency: string | null | undefined;
  shipping: number;
  exchangeRate: number;
  settings: { credit: { enabled: boolean; bonus: number; bonusType: DiscountType } };
}): ResolutionTerms {
  const { credit } = order.settings;
  return {
    currency: order.currency,
    orderShipping: order.shipping,
    credit: credit.enabled ? { bonus: credit.bonus, bonusType: credit.bonusType } : null,
    exchangeRate: order.exchangeRate,
  };
}

export interface ResolutionRequestFacts {
  items: readonly ItemResolutionInput[];
  /** Shipping paid back with the first refund or store credit. */
  shippingAmount?: number | undefined;
}

/** One item's resolution as it will be stored (the domain's Resolution fields). */
export interface PlannedResolution {
  claimItemId: string;
  resolutionType: ResolutionKind;
  /** Units reshipped, refunded or credited; null for a flat rate or a custom resolution. */
  quantity: number | null;
  /** Share of the units' value paid (refund and store credit), 100 when whole. */
  percentage: number | null;
  flatAmount: number | null;
  /** Value of the units, after their share of the line's discount. */
  subtotal: number | null;
  taxes: number | null;
  shippingAmount: number | null;
  /** What the shopper is paid or credited; null for a reship, which pays nothing. */
  paidValue: number | null;
  creditStore: boolean;
  resolutionDescription: string | null;
}

export interface ResolutionProblem {
  /** The request field at fault, as `items.0.quantity`. */
  path: string;
  message: string;
}

export type ResolutionPlan =
  | { ok: true; resolutions: PlannedResolution[]; totalPaid: number }
  | { ok: false; problem: ResolutionProblem };

const goodsOrMoney: ReadonlySet<ResolutionKind> = new Set(['RESHIP', 'REFUND', 'STORE_CREDIT']);
const paidShares: ReadonlySet<ResolutionKind> = new Set(['REFUND', 'STORE_CREDIT']);

/**
 * Every item of the claim gets exactly one resolution: reship, refund or store credit of some of its units
 * (all claimed units unless fewer are given, never more than were claimed, and capped at ordered minus
 * refunded), a flat rate (`flatAmount`), or a custom one (`description`, optionally an amount). A refund or
 * store credit may pay a `percentage` of the units' value; store credit adds the store's bonus (a
 * percentage on each, or a fixed bonus once per claim). The first problem found is answered.
 */
export function planResolutions(
  items: readonly ResolvableItem[],
  request: ResolutionRequestFacts,
  terms: ResolutionTerms,
): ResolutionPlan {
  const { currency } = terms;
  const minor = (amount: number) => toMinorUnits(amount, currency);
  const major = (amount: number) => fromMinorUnits(amount, currency);
  const seen = new Set<string>();
  const resolutions: PlannedResolution[] = [];
  let shippingLeft = request.shippingAmount ?? 0;
  let fixedBonusLeft = terms.credit?.bonusType === 'fixed' ? terms.credit.bonus * terms.exchangeRate : 0;

  if (shippingLeft > terms.orderShipping) {
    return problem('shippingAmount', `At most ${terms.orderShipping} of shipping was paid on this order.`);
  }
  for (const [index, entry] of request.items.entries()) {
    const at = (field: string) => `items.${index}.${field}`;
    const item = items.find((candidate) => candidate.id === entry.claimItemId);
    if (item === undefined) return problem(at('claimItemId'), 'This claim has no such item.');
    if (seen.has(item.id)) return problem(at('claimItemId'), `"${item.name}" has two resolutions.`);
    seen.add(item.id);
    const kind = entry.kind;
    if (entry.percentage !== undefined && !paidShares.has(kind)) {
      return problem(at('percentage'), 'Only a refund or store credit pays a percentage.');
    }
    if (entry.quantity !== undefined && !goodsOrMoney.has(kind)) {
      return problem(at('quantity'), 'Only a reship, refund or store credit counts units.');
    }
    const base = {
      claimItemId: item.id,
      resolutionType: kind,
      creditStore: kind === 'STORE_CREDIT',
      resolutionDescription: entry.description || null,
    };

    if (!goodsOrMoney.has(kind)) {
      if (kind === 'FLAT_RATE' && entry.flatAmount === undefined) {
        return problem(at('flatAmount'), 'Give the flat amount to pay.');
      }
      if (kind === 'CUSTOM' && !entry.description) {
        return problem(at('description'), 'Describe the custom resolution.');
      }
      const flatAmount = entry.flatAmount === undefined ? null : major(minor(entry.flatAmount));
      resolutions.push({
        ...base,
        quantity: null,
        percentage: null,
        flatAmount,
        subtotal: null,
        taxes: null,
        shippingAmount: null,
        paidValue: flatAmount,
      });
      continue;
    }

    if (entry.flatAmount !== undefined) {
      return problem(at('flatAmount'), 'A flat amount belongs to a flat-rate or custom resolution.');
    }
    const line = item.orderItem;
    if (line === null || line.quantity <= 0) {
      return problem(
        at('kind'),
        `The order has no line for "${item.name}": give it a flat rate or a custom resolution.`,
      );
    }
    const asked = entry.quantity ?? item.quantity;
    if (asked > item.quantity) {
      return problem(at('quantity'), `Only ${item.quantity} of "${item.name}" were claimed.`);
    }
    const quantity = capResolutionQuantity(asked, line);
    if (quantity === null) {
      return problem(at('quantity'), `Every unit of "${item.name}" was refunded already.`);
    }
    const share = (amount: number) => (amount * quantity) / line.quantity;
    const percentage = paidShares.has(kind) ? (entry.percentage ?? 100) : null;
    const paidPart = (amount: number) => minor(amount * ((percentage ?? 100) / 100));
    const subtotal = paidPart(Math.max(0, line.price * quantity - share(line.discount)));
    const taxes = paidPart(share(line.tax));
    let shipping = 0;
    let paid: number | null = null;
    if (paidShares.has(kind)) {
      shipping = minor(shippingLeft);
      shippingLeft = 0;
      paid = subtotal + taxes + shipping;
      if (kind === 'STORE_CREDIT' && terms.credit !== null) {
        paid +=
          terms.credit.bonusType === 'percentage'
            ? minor(major(paid) * (terms.credit.bonus / 100))
            : minor(fixedBonusLeft);
        fixedBonusLeft = 0;
      }
    }
    resolutions.push({
      ...base,
      quantity,
      percentage,
      flatAmount: null,
      subtotal: major(subtotal),
      taxes: major(taxes),
      shippingAmount: paidShares.has(kind) ? major(shipping) : null,
      paidValue: paid === null ? null : major(paid),
    });
  }

  const unresolved = items.find((item) => !seen.has(item.id));
  if (unresolved !== undefined) {
    return problem('items', `Give "${unresolved.name}" a resolution too: every item of the claim needs one.`);
  }
  if (shippingLeft > 0) {
    return problem(
      'shippingAmount',
      'Shipping is paid back with a refund or store credit; this resolution has neither.',
    );
  }
  const totalPaid = resolutions.reduce((sum, resolution) => sum + minor(resolution.paidValue ?? 0), 0);
  return { ok: true, resolutions, totalPaid: major(totalPaid) };
}

function problem(path: string, message: string): ResolutionPlan {
  return { ok: false, problem: { path, message } };
}
