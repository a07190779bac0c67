import { z } from 'zod';
import { DiscountType } from '../enums';
import { BrandingSettings } from './branding';
import { DEFAULT_CLAIM_POLICY } from './limits';
import { readId, readNumber, readText } from './primitives';

/** What a store lets shoppers ask for. */
export const Capabilities = z.looseObject({
  credit: z.boolean().default(false),
  refund: z.boolean().default(true),
  reship: z.boolean().default(true),
  returns: z.boolean().default(false),
});
export type Capabilities = z.infer<typeof Capabilities>;
/** The capabilities as a merchant or the console gives them: a misspelt flag is refused, not ignored. */
export const CapabilitiesInput = z.strictObject(Capabilities.shape);
export type CapabilitiesInput = z.infer<typeof CapabilitiesInput>;

export const CreditSettings = z.looseObject({
  enabled: z.boolean().default(false),
  bonus: readNumber.default(0),
  bonusType: DiscountType.default('percentage'),
});
export type CreditSettings = z.infer<typeof CreditSettings>;

export const ReturnSettings = z.looseObject({ portalUrl: readText, trackingUrl: readText });
export type ReturnSettings = z.infer<typeof ReturnSettings>;

/** Settings carried by an order (spec: capabilities, credit, returns). */
export const OrderSettings = z.looseObject({
  capabilities: Capabilities.default(Capabilities.parse({})),
  credit: CreditSettings.default(CreditSettings.parse({})),
  returns: ReturnSettings.default({}),
});
export type OrderSettings = z.infer<typeof OrderSettings>;

/** The numbers the spec leaves open, as a store's policy; its defaults are `DEFAULT_CLAIM_POLICY` (./limits). */
export const ClaimPolicy = z.looseObject({
  claimWindowDays: z.number().int().min(1).max(365).default(DEFAULT_CLAIM_POLICY.claimWindowDays),
  waitingDaysAfterDelivery: z
    .number()
    .int()
    .min(0)
    .max(60)
    .default(DEFAULT_CLAIM_POLICY.waitingDaysAfterDelivery),
  maxFilesPerClaim: z.number().int().min(1).max(50).default(DEFAULT_CLAIM_POLICY.maxFilesPerClaim),
});
export type ClaimPolicy = z.infer<typeof ClaimPolicy>;

/*
 * The same settings and policy as a merchant gives them (the import): each field keeps its rule above, but
 * an unknown key is refused, so a misspelt `capabilites` or `claimWindow` is an error rather than a store
 * silently running on defaults.
 */
export const OrderSettingsInput = z.strictObject({
  capabilities: CapabilitiesInput.default(Capabilities.parse({})),
  credit: z.strictObject(CreditSettings.shape).default(CreditSettings.parse({})),
  returns: z.strictObject(ReturnSettings.shape).default({}),
});
export const ClaimPolicyInput = z.strictObject(ClaimPolicy.shape);

export const Store = z.looseObject({
  id: readId,
  name: z.string(),
  domains: z.array(z.string()).default([]),
  currency: readText,
  trackingUrl: readText,
  branding: BrandingSettings.default({}),
  settings: OrderSettings.default(OrderSettings.parse({})),
  policy: ClaimPolicy.default(DEFAULT_CLAIM_POLICY),
});
export type Store = z.infer<typeof Store>;
