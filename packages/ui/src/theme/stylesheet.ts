import type { BrandingSettings } from '@orderprotection/domain';
import { COLOR_SCHEME_ATTRIBUTE } from './attributes';
import { brandingToTheme } from './brandingToTheme';
import { cssVarName, themeDeclarations, themeTokenNames } from './tokens';

export {
  COLOR_SCHEME_ATTRIBUTE,
  ROOT_THEME_STYLE_KEY,
  THEME_SCOPE_ATTRIBUTE,
  THEME_STYLE_ATTRIBUTE,
} from './attributes';

export interface ThemeStylesheetOptions {
  /**
   * The element the theme applies to: `:root` for a whole page (the default), or the selector of a preview
   * element. It is written into the stylesheet as is, so it must come from code, never from input.
   */
  selector?: string;
}

const varRef = (name: string) => `var(${cssVarName(name)})`;

// The page basics that follow from the tokens; on :root they reach every portal and dialog. The font size
// stays the reader's: setting it here would override a larger default chosen in the browser.
const rootProperties = [
  ['background-color', varRef(themeTokenNames.color.background)],
  ['background-image', varRef(themeTokenNames.backgroundImage)],
  ['background-size', 'cover'],
  ['color', varRef(themeTokenNames.color.text)],
  ['font-family', varRef(themeTokenNames.font.body)],
  ['line-height', varRef(themeTokenNames.lineHeight.body)],
  ['letter-spacing', varRef(themeTokenNames.letterSpacing.body)],
] as const;

const block = (selector: string, declarations: ReadonlyArray<readonly [string, string]>) =>
  `${selector}{${declarations.map(([property, value]) => `${property}:${value};`).join('')}}`;

/**
 * The whole theme of a store as CSS text: every token for the light scheme, plus a block with the tokens
 * that differ in the dark scheme, which applies when the themed element has `data-op-color-scheme="dark"`.
 * `BrandProvider` writes it into the document. For a branded first paint the server inlines the same text
 * as `<style data-op-theme="root">` and puts `colorSchemeOf(branding)` into `data-op-color-scheme` on
 * `<html>`. The text contains no `<`: colours are re-serialised as hex, and lengths, URLs and font names
 * are restricted by the domain schema and `brandFontFamily`.
 */
export function themeStylesheet(
  branding: BrandingSettings | undefined,
  { selector = ':root' }: ThemeStylesheetOptions = {},
): string {
  const light = themeDeclarations(brandingToTheme(branding, 'light'));
  const lightValues = new Map(light);
  const darkChanges = themeDeclarations(brandingToTheme(branding, 'dark')).filter(
    ([name, value]) => lightValues.get(name) !== value,
  );
  return [
    block(selector, [['color-scheme', 'light'], ...light, ...rootProperties]),
    block(`${selector}[${COLOR_SCHEME_ATTRIBUTE}="dark"]`, [['color-scheme', 'dark'], ...darkChanges]),
  ].join('\n');
}
