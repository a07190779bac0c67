import { describe, expect, it } from 'vitest';
import { demoMerchants } from '../demo-merchants';
import { brandingToTheme } from './brandingToTheme';
import { themeStylesheet } from './stylesheet';
import { themeDeclarations } from './tokens';

const blocks = (css: string) => css.split('\n');

describe('themeStylesheet', () => {
  it('declares every token on :root for the light scheme, with the page basics', () => {
    const [light = ''] = blocks(themeStylesheet(undefined));
    expect(light.startsWith(':root{color-scheme:light;')).toBe(true);
    for (const [name, value] of themeDeclarations(brandingToTheme(undefined, 'light'))) {
      expect(light).toContain(`${name}:${value};`);
    }
    expect(light).toContain('background-color:var(--op-background-color);');
    expect(light).toContain('color:var(--op-text);');
    expect(light).toContain('font-family:var(--op-font-body);');
    expect(light).not.toContain('font-size:');
  });

  it('adds a dark block with only the tokens that change', () => {
    const branding = demoMerchants.find((merchant) => merchant.id === 'nightowl')?.branding;
    const [, dark = ''] = blocks(themeStylesheet(branding));
    expect(dark.startsWith(':root[data-op-color-scheme="dark"]{color-scheme:dark;')).toBe(true);
    expect(dark).toContain('--op-background-color:#0d1117;');
    expect(dark).not.toContain('--op-button-radius');
    expect(dark).not.toContain('--op-font-size-base');
  });

  it('scopes the same values to an element', () => {
    const css = themeStylesheet({ brand700: '#0f766e' }, { selector: '[data-op-theme-scope="preview"]' });
    const [light = '', dark = ''] = blocks(css);
    expect(light.startsWith('[data-op-theme-scope="preview"]{')).toBe(true);
    expect(light).toContain('--op-brand-700:#0f766e;');
    expect(dark.startsWith('[data-op-theme-scope="preview"][data-op-color-scheme="dark"]{')).toBe(true);
    expect(css).not.toContain(':root');
  });

  it('can be inlined into HTML as it is', () => {
    for (const merchant of demoMerchants) expect(themeStylesheet(merchant.branding)).not.toContain('<');
  });
});
