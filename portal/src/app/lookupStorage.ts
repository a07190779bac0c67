/**
 * The lookup of the current order, kept for the tab so a reload in the middle of the flow finds the order
 * again. Only what the shopper typed to find it: the email address and the order number, nothing else.
 */
import type { OrderLookup } from '@orderprotection/client';

const STORAGE_KEY = 'op:order-lookup';

/**
 * Runs a storage call; storage can be switched off or full, and the portal then simply does not survive
 * a reload.
 */
function withStorage<T>(use: (storage: Storage) => T, fallback: T): T {
  try {
    return typeof sessionStorage === 'undefined' ? fallback : use(sessionStorage);
  } catch {
    return fallback;
  }
}

export function saveLookup({ email, order }: OrderLookup): void {
  withStorage((storage) => storage.setItem(STORAGE_KEY, JSON.stringify({ email, order })), undefined);
}

export function readLookup(): OrderLookup | null {
  const stored = withStorage((storage) => storage.getItem(STORAGE_KEY), null);
  if (stored === null) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { email, order } = value as Record<string, unknown>;
    return typeof email === 'string' && typeof order === 'string' ? { email, order } : null;
  } catch {
    return null;
  }
}

export function clearLookup(): void {
  withStorage((storage) => storage.removeItem(STORAGE_KEY), undefined);
}
