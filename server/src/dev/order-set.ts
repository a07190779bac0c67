/**
 * A stand-in shop's orders, made up from a seed (shopify-orders.ts, woocommerce-orders.ts): order `index`
 * is the same every time and is made when asked for, so a stand-in can serve fifty thousand of them without
 * holding them. Orders are spread evenly over the `spanDays` before `newest`, oldest first: order 0 is the
 * oldest.
 */

export interface OrderSet {
  count: number;
  seed: number;
  /** When the newest order was placed. */
  newest: Date;
  spanDays: number;
  /** The number of order 0, as the shop shows it; the platform's first unless given. */
  firstNumber?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When order `index` of the set was placed, in epoch milliseconds. */
export function createdAtOf(set: OrderSet, index: number): number {
  return set.newest.getTime() - (set.count - 1 - index) * stepOf(set);
}

/** The first index placed at `min` or later (`count` when none is). */
export function firstIndexFrom(set: OrderSet, min: number): number {
  const span = set.newest.getTime() - min;
  if (span < 0) return set.count;
  return Math.max(0, set.count - 1 - Math.floor(span / stepOf(set)));
}

function stepOf(set: OrderSet): number {
  return Math.max(1, Math.floor((set.spanDays * DAY_MS) / Math.max(1, set.count)));
}

/** The generator of order `index`'s choices: mulberry32, whose every seed gives the same sequence. */
export function randomOf(set: OrderSet, index: number): () => number {
  let state = (set.seed * 1_000_003 + index) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
