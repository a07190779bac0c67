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
    ...fontPreloads(branding?.fonts),
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

/**
 * The store's font files, fetched with the page: BrandProvider registers them only once the page's code
 * runs, and would then wait for them. One per font (woff2 when there is one, as the browser prefers it),
 * with `crossorigin`, as the FontFace API fetches fonts in CORS mode and the preload must match.
 */
function fontPreloads(fonts: NonNullable<WhitelabelSettings['branding']>['fonts']): string[] {
  const files = [fonts?.body, fonts?.headline].flatMap((face) => {
    if (face?.woff2) return [{ href: face.woff2, type: 'font/woff2' }];
    if (face?.woff) return [{ href: face.woff, type: 'font/woff' }];
    return [];
  });
  const unique = files.filter(
    (file, index) => files.findIndex((other) => other.href === file.href) === index,
  );
  return unique.map(
    ({ href, type }) =>
      `<link rel="preload" href="${escapeHtml(href)}" as="font" type="${type}" crossorigin>`,
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
