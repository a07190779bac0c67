/** Names shared by the manager (toolbar, Branding panel) and the preview (decorator). */
export { MERCHANT_GLOBAL } from '../packages/ui/src/demo-merchants.ts';
/** The merchant whose branding is the JSON edited in the Branding panel. */
export const CUSTOM_MERCHANT = 'custom';
/** The panel's JSON, as a string: globals must stay serialisable. */
export const CUSTOM_BRANDING_GLOBAL = 'customBranding';

/**
 * Story tests: a story whose play function reads the merchant (its store name, its font) or measures what
 * its branding changes (sizes and wrapping under its fonts and spacing) runs again in each demo merchant;
 * the others play once, in the house theme, and are only re-rendered in the others (vitest.setup.ts).
 */
export const PLAY_EVERY_MERCHANT_TAG = 'play:every-merchant';

export const BRANDING_ADDON_ID = 'orderprotection/branding';
export const BRANDING_PANEL_ID = `${BRANDING_ADDON_ID}/panel`;
/** Preview -> panel: what the domain schema dropped from the pasted branding (`BrandingReport`). */
export const BRANDING_REPORT_EVENT = `${BRANDING_ADDON_ID}/report`;

export interface BrandingReport {
  /** One line per value the schema ignored, e.g. `brand700: "banana" is not valid and was ignored`. */
  readonly ignored: readonly string[];
}
