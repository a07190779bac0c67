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
