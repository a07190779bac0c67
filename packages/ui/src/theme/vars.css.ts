import { createGlobalThemeContract } from '@vanilla-extract/css';
import { CSS_VAR_PREFIX, themeTokenNames } from './tokens';

/**
 * The theme contract: `vars.color.brand[700]` is `var(--op-brand-700)`. Styles read tokens only through
 * it; the values come at run time from `BrandProvider` or the server's inlined `themeStylesheet`.
 */
export const vars = createGlobalThemeContract(themeTokenNames, (name) => `${CSS_VAR_PREFIX}-${name}`);
