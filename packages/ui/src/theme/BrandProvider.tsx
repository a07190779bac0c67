import type { BrandingSettings } from '@orderprotection/domain';
import { type ReactNode, useId, useInsertionEffect, useMemo, useRef } from 'react';
import {
  COLOR_SCHEME_ATTRIBUTE,
  ROOT_THEME_STYLE_KEY,
  THEME_SCOPE_ATTRIBUTE,
  THEME_STYLE_ATTRIBUTE,
} from './attributes';
import { BrandContextProvider, useRootColorScheme } from './brandContext';
import { type ColorScheme, colorSchemeOf } from './colorScheme';
import { themeStylesheet } from './stylesheet';

export { type BrandContextValue, useBranding } from './brandContext';

export interface BrandProviderProps {
  /** The store's branding, parsed with the domain's `BrandingSettings`. Missing: the house theme. */
  branding?: BrandingSettings;
  /** Overrides the merchant's choice (`branding.darkMode`). */
  colorScheme?: ColorScheme;
  /**
   * Theme a wrapper element instead of the page, for a preview inside another page (a branding editor).
   * Overlays rendered in a portal outside the wrapper are not themed then; a page uses the default.
   */
  scope?: boolean;
  /** Class of the wrapper element in `scope` mode. */
  className?: string;
  children?: ReactNode;
}

function adoptOrCreateStyle(key: string): HTMLStyleElement {
  // The server inlines the root theme for a branded first paint; taking it over avoids a second copy.
  const inlined =
    key === ROOT_THEME_STYLE_KEY
      ? document.head.querySelector<HTMLStyleElement>(
          `style[${THEME_STYLE_ATTRIBUTE}="${ROOT_THEME_STYLE_KEY}"]`,
        )
      : null;
  if (inlined) return inlined;
  const element = document.createElement('style');
  element.setAttribute(THEME_STYLE_ATTRIBUTE, key);
  document.head.append(element);
  return element;
}

/** One <style> element per provider whose text is replaced when the theme changes: no reload, no flash. */
function useThemeStyleElement(key: string, css: string) {
  const elementRef = useRef<HTMLStyleElement | null>(null);
  useInsertionEffect(() => {
    const element = adoptOrCreateStyle(key);
    elementRef.current = element;
    return () => {
      element.remove();
      elementRef.current = null;
    };
  }, [key]);
  useInsertionEffect(() => {
    const element = elementRef.current;
    if (element && element.textContent !== css) element.textContent = css;
  }, [css]);
}

/**
 * Applies a store's branding: one stylesheet with every theme token on `:root` (so dialogs in portals are
 * themed too), the colour scheme on `<html>`, and the merchant's fonts through the FontFace API. Changing
 * `branding` replaces the stylesheet's text, so a brand switch restyles without a reload.
 *
 * Render one at the root of a page; nest more only with `scope` for previews.
 */
export function BrandProvider({
  branding,
  colorScheme,
  scope = false,
  className,
  children,
}: BrandProviderProps) {
  const scheme = colorScheme ?? colorSchemeOf(branding);
  const scopeId = useId();
  const css = useMemo(
    () => themeStylesheet(branding, scope ? { selector: `[${THEME_SCOPE_ATTRIBUTE}="${scopeId}"]` } : {}),
    [branding, scope, scopeId],
  );
  useThemeStyleElement(scope ? scopeId : ROOT_THEME_STYLE_KEY, css);
  useRootColorScheme(scope ? undefined : scheme);

  const provided = (
    <BrandContextProvider branding={branding} colorScheme={scheme}>
      {children}
    </BrandContextProvider>
  );
  if (!scope) return provided;
  const scopeAttributes = { [THEME_SCOPE_ATTRIBUTE]: scopeId, [COLOR_SCHEME_ATTRIBUTE]: scheme };
  return (
    <div {...scopeAttributes} className={className}>
      {provided}
    </div>
  );
}
