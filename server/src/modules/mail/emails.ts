/**
 * What the rest of the server uses of the emails (to shoppers, to a store's team and owners): the store's
 * brand as its emails show it, and rendering one. The templates (`./templates`: React Email, and the HTML formatter and text converter it
 * brings, ~30-35 MB resident) are imported on the first email rendered, not when the server starts: a server
 * that sends no email never loads them, and the peak memory of a start is lower by as much (server/README,
 * memory).
 */
import type { BrandingSettings } from '@orderprotection/domain';
import type { RenderedEmail, ShopperEmail, StoreEmail } from './templates';

export type {
  ClaimLinksEmail,
  RenderedEmail,
  ResolutionLine,
  ShopperEmail,
  StoreEmail,
  TeamEmail,
  WebhookDisabledEmail,
} from './templates';

/** The store as its emails show it. */
export interface EmailBrand {
  name: string;
  /** An absolute URL, or null: an email cannot resolve a path against the portal. */
  logoUrl: string | null;
  accent: string;
}

const DEFAULT_ACCENT = '#1f2937';
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The store's branding for email: its logo made absolute on `origin`, its brand colour when it is hex. */
export function emailBrand(name: string, branding: BrandingSettings, origin: string): EmailBrand {
  const logo = branding.logoUrl;
  const accent = branding.brand700;
  return {
    name,
    logoUrl: logo === undefined ? null : new URL(logo, origin).toString(),
    // Mail clients know hex best; rgb() and hsl() work in few of them.
    accent: accent !== undefined && HEX_COLOUR.test(accent) ? accent : DEFAULT_ACCENT,
  };
}

/** The email's subject, HTML and plain-text part, with the templates imported on the first call. */
export async function renderShopperEmail(email: ShopperEmail): Promise<RenderedEmail> {
  const templates = await import('./templates');
  return templates.renderShopperEmail(email);
}

/** The same for an email to the store's team or owners. */
export async function renderStoreEmail(email: StoreEmail): Promise<RenderedEmail> {
  const templates = await import('./templates');
  return templates.renderStoreEmail(email);
}
