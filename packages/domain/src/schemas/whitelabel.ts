import { z } from 'zod';
import { BrandingSettings } from './branding';
import { readId } from './primitives';

/** Answer of GET whitelabel/settings: which store the portal is for, and its branding. */
export const WhitelabelSettings = z.looseObject({
  storeId: readId,
  storeName: z.string(),
  branding: BrandingSettings.default({}),
});
export type WhitelabelSettings = z.infer<typeof WhitelabelSettings>;
