/**
 * The portal's HTML as the API server sends it: `index.html` of the build with the store's theme and the
 * store itself written in, so the first paint is already in the store's branding and the page needs no
 * request to learn it (startup.ts reads them back). Runs in Node: the server calls it through the portal
 * seam of its `createApp` (scripts/serve.ts wires the two), so the server never imports the design system.
 */
import type { WhitelabelSettings } from '@orderprotection/domain';
import {
  COLOR_SCHEME_ATTRIBUTE,
  colorSchemeOf,
  ROOT_THEME_STYLE_KEY,
  THEME_STYLE_ATTRIBUTE,
  themeStylesheet,
} from '@orderprotection/ui/theme';

/** The attribute of the JSON script with the store; startup.ts reads it back in the browser. */
export const INLINED_STORE_ATTRIBUTE = 'data-op-store';

/**
 * The page with the store's theme as `<style data-op-theme="root">` (which BrandProvider takes over), its
 * colour scheme on `<html>`, its name in the title, and the store as JSON; `null` when no store was found,
 * so the portal shows the default theme without asking again.
 */
export function renderPortalPage(template: string, store: WhitelabelSettings | null): string {
  const branding = store?.branding;
  // The stylesheet has no "<" by construction; escaping anyway keeps a future token from closing the tag.
  const css = themeStylesheet(branding).replaceAll('<', '\\3c ');
  const json = JSON.stringify(store).replaceAll('<', '\\u003c');
  const head = [
    `<style ${THEME_STYLE_ATTRIBUTE}="${ROOT_THEME_STYLE_KEY}">${css}</style>`,
    `<script type="application/json" ${INLINED_STORE_ATTRIBUTE}>${json}</script>`,
  ].join('');
  const withScheme = template.replace(
    /<html\b/i,
    `<html ${COLOR_SCHEME_ATTRIBUTE}="${colorSchemeOf(branding)}"`,
  );
  const withTitle =
    store === null
      ? withScheme
      : withScheme.replace(
          /<title>[^<]*<\/title>/i,
          `<title>Claims | ${escapeHtml(store.storeName)}</title>`,
        );
  return withTitle.replace(/<\/head>/i, `${head}</head>`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
