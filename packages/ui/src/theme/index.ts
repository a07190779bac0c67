/**
 * The theme without React or styles: what the server needs to inline a store's theme into its HTML, and
 * the contrast maths for tools that check a merchant's colours. Published as `@orderprotection/ui/theme`.
 */
export { brandingToTheme, type ColorScheme, colorSchemeOf } from './brandingToTheme';
export {
  AA_NON_TEXT_CONTRAST,
  AA_TEXT_CONTRAST,
  contrastRatio,
  ensureContrast,
  mix,
  parseColor,
  relativeLuminance,
  toHex,
} from './color';
export { type ContrastCorrection, contrastCorrections } from './contrastCorrections';
export { ignoredBrandingSettings } from './ignoredBrandingSettings';
export { houseTheme, settingsToTheme } from './settingsToTheme';
export {
  COLOR_SCHEME_ATTRIBUTE,
  ROOT_THEME_STYLE_KEY,
  THEME_SCOPE_ATTRIBUTE,
  THEME_STYLE_ATTRIBUTE,
  type ThemeStylesheetOptions,
  themeStylesheet,
} from './stylesheet';
export {
  CSS_VAR_PREFIX,
  cssVarName,
  type FontSizeStep,
  fontSizeStepNames,
  type ThemeTokenNames,
  type ThemeValues,
  themeTokenNames,
} from './tokens';
