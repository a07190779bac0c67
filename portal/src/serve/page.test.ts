import { WhitelabelSettings } from '@orderprotection/domain';
import { themeStylesheet } from '@orderprotection/ui/theme';
import { describe, expect, it } from 'vitest';
import { readInlinedStore } from '../app/startup';
import { renderPortalPage } from './page';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Claims</title></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index-3f2a1b.js"></script></body></html>';

const squareStore = {
  storeId: 'square',
  storeName: 'Square & Co',
  branding: { brand700: '#123456', buttonStyle: 'SQUARE' },
} as const;
const nightStore = {
  storeId: 'night',
  storeName: 'Night Shop',
  branding: { brand700: '#ff6600', buttonStyle: 'ROUNDED_FULL', darkMode: true },
} as const;

/** What was written into a page: the inlined stylesheet, the store JSON and the colour scheme. */
function inlined(html: string) {
  const style = /<style data-op-theme="root">([^<]*)<\/style>/.exec(html)?.[1];
  const store = /<script type="application\/json" data-op-store>([^<]*)<\/script>/.exec(html)?.[1];
  const scheme = /<html data-op-color-scheme="(\w+)"/.exec(html)?.[1];
  return { style, store: store === undefined ? undefined : (JSON.parse(store) as unknown), scheme };
}

describe('the portal page as the server sends it', () => {
  it("writes each store's theme, colour scheme and store into the head", () => {
    const square = inlined(renderPortalPage(TEMPLATE, squareStore));
    const night = inlined(renderPortalPage(TEMPLATE, nightStore));
    expect(square.style).toBe(themeStylesheet(squareStore.branding));
    expect(night.style).toBe(themeStylesheet(nightStore.branding));
    expect(square.style).toContain('--op-button-radius:0px');
    expect(night.style).toContain('--op-button-radius:9999px');
    expect(square.scheme).toBe('light');
    expect(night.scheme).toBe('dark');
    expect(WhitelabelSettings.parse(square.store)).toEqual(squareStore);
  });

  it("preloads the store's font files, one per font, woff2 first, as the FontFace API fetches them", () => {
    const fonts = {
      body: { family: 'Lobster', woff2: '/demo/lobster.woff2', woff: '/demo/lobster.woff' },
      headline: { family: 'Lobster', woff2: '/demo/lobster.woff2' },
    };
    const html = renderPortalPage(TEMPLATE, { ...squareStore, branding: { fonts } });
    expect(html.match(/<link rel="preload"[^>]*>/g)).toEqual([
      '<link rel="preload" href="/demo/lobster.woff2" as="font" type="font/woff2" crossorigin>',
    ]);
    const woffOnly = renderPortalPage(TEMPLATE, {
      ...squareStore,
      branding: { fonts: { headline: { family: 'Old', woff: 'https://cdn.example/old.woff' } } },
    });
    expect(woffOnly).toContain(
      '<link rel="preload" href="https://cdn.example/old.woff" as="font" type="font/woff" crossorigin>',
    );
    expect(renderPortalPage(TEMPLATE, squareStore)).not.toContain('rel="preload"');
  });

  it('writes the default theme and a null store when no store was found, keeping the title', () => {
    const html = renderPortalPage(TEMPLATE, null);
    const page = inlined(html);
    expect(page.store).toBeNull();
    expect(page.style).toBe(themeStylesheet(undefined));
    expect(html).toContain('<title>Claims</title>');
  });

  it("escapes the store's name in the title and cannot be closed early by the store JSON", () => {
    const sneaky = { storeId: 'x', storeName: 'A & B </script><script>alert(1)</script>', branding: {} };
    const html = renderPortalPage(TEMPLATE, sneaky);
    expect(html).toContain('<title>Claims | A &#38; B &#60;/script&#62;');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(WhitelabelSettings.parse(inlined(html).store).storeName).toBe(sneaky.storeName);
  });

  it('is read back by the portal at startup', () => {
    const html = renderPortalPage(TEMPLATE, squareStore);
    const json = /<script type="application\/json" data-op-store>([^<]*)<\/script>/.exec(html)?.[1];
    const document = {
      querySelector: (selector: string) =>
        selector === 'script[data-op-store]' ? { textContent: json ?? null } : null,
    } as unknown as Document;
    expect(readInlinedStore(document)).toEqual(squareStore);
  });
});
