/**
 * Which branding a story renders in: a demo merchant from the toolbar, or the JSON of the Branding panel
 * read through the domain schema, exactly as the portal reads `GET whitelabel/settings`.
 */
import { BrandingSettings } from '@orderprotection/domain';
import { defaultDemoMerchantId, demoMerchant } from '../packages/ui/src/demo-merchants';
import { ignoredBrandingSettings } from '../packages/ui/src/theme/ignoredBrandingSettings';
import { type BrandingReport, CUSTOM_BRANDING_GLOBAL, CUSTOM_MERCHANT, MERCHANT_GLOBAL } from './constants';

export interface StoryBranding {
  readonly branding: BrandingSettings;
  /** Only for the panel's JSON: what the schema dropped. */
  readonly report?: BrandingReport;
}

function customBranding(json: unknown): StoryBranding {
  if (typeof json !== 'string' || json.trim() === '') return { branding: {}, report: { ignored: [] } };
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch {
    // The panel shows JSON syntax errors itself and never sends invalid JSON; a hand-edited URL might.
    return { branding: {}, report: { ignored: ['The branding is not valid JSON.'] } };
  }
  const parsed = BrandingSettings.safeParse(input);
  if (!parsed.success)
    return { branding: {}, report: { ignored: ['Branding settings must be a JSON object.'] } };
  return {
    branding: parsed.data,
    report: { ignored: ignoredBrandingSettings(input, parsed.data) },
  };
}

export function storyBranding(globals: Record<string, unknown>): StoryBranding {
  const id = globals[MERCHANT_GLOBAL];
  if (id === CUSTOM_MERCHANT) return customBranding(globals[CUSTOM_BRANDING_GLOBAL]);
  const merchant =
    demoMerchant(typeof id === 'string' ? id : defaultDemoMerchantId) ?? demoMerchant(defaultDemoMerchantId);
  return { branding: merchant?.branding ?? {} };
}

/*
 * The story tests show a story that has rendered and played in the house theme in each other demo
 * merchant where it stands (vitest.setup.ts), so those merchants' axe checks and screenshots need no second
 * run of its play function. A merchant shown this way replaces the toolbar's; Storybook itself never sets
 * one. The decorator in preview.tsx subscribes, re-renders the story in it and tells once it is committed.
 */
let shownMerchant: string | undefined;
const shownMerchantListeners = new Set<() => void>();
let awaitedCommit: { readonly merchant: string | undefined; readonly committed: () => void } | undefined;

export function subscribeToShownMerchant(listener: () => void): () => void {
  shownMerchantListeners.add(listener);
  return () => shownMerchantListeners.delete(listener);
}

export function getShownMerchant(): string | undefined {
  return shownMerchant;
}

/**
 * Re-renders the story on the page in `merchant` (a demo merchant's id). Resolves once React has committed
 * it and run its effects, the merchant's fonts having started to load by then.
 */
export function showMerchant(merchant: string): Promise<void> {
  if (merchant === shownMerchant) return Promise.resolve();
  shownMerchant = merchant;
  const committed = new Promise<void>((resolve) => {
    awaitedCommit = { merchant, committed: resolve };
  });
  for (const listener of shownMerchantListeners) listener();
  return committed;
}

/** The decorator's effect: the story on the page is committed in `merchant`. */
export function shownMerchantCommitted(merchant: string | undefined): void {
  if (awaitedCommit === undefined || awaitedCommit.merchant !== merchant) return;
  awaitedCommit.committed();
  awaitedCommit = undefined;
}

/**
 * The next story renders in the toolbar's merchant again. The story on the page keeps the one it shows
 * until the next story replaces it: re-rendering it only to have it unmounted would be wasted.
 */
export function forgetShownMerchant(): void {
  shownMerchant = undefined;
  awaitedCommit = undefined;
}
