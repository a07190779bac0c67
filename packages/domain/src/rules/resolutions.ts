/**
 * Which resolutions a shopper may ask for, from the store's capabilities (spec section 3: settings hold
 * capability flags for credit, refund, reship and returns, and credit settings). The portal offers these
 * options and the server refuses any other on submission, with the same function.
 */
import type { ResolutionChoice } from '../enums';
import type { OrderSettings } from '../schemas/store';

type ResolutionSettings = Pick<OrderSettings, 'capabilities' | 'credit'>;

/**
 * The choices in the resolution page's order (reship first, as the fastest). Store credit needs both the
 * capability and the credit program to be enabled: a store may hold the capability while its program is off.
 */
export function offeredResolutions({ capabilities, credit }: ResolutionSettings): ResolutionChoice[] {
  const offered: ResolutionChoice[] = [];
  if (capabilities.reship) offered.push('RESHIP');
  if (capabilities.refund) offered.push('REFUND');
  if (capabilities.credit && credit.enabled) offered.push('STORE_CREDIT');
  return offered;
}

export function isResolutionOffered(choice: ResolutionChoice, settings: ResolutionSettings): boolean {
  return offeredResolutions(settings).includes(choice);
}
