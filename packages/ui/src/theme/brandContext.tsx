/**
 * What every root brand provider shares: the branding context, the colour scheme on `<html>` and the
 * merchant's fonts. Kept apart from the theme's computation (`themeStylesheet`, which parses the branding
 * with the domain's schema), so a page whose theme the server inlined needs none of it.
 */
import type { BrandingSettings } from '@orderprotection/domain';
import { createContext, type ReactNode, useContext, useEffect, useInsertionEffect, useMemo } from 'react';
import { COLOR_SCHEME_ATTRIBUTE } from './attributes';
import type { ColorScheme } from './colorScheme';
import { loadBrandFonts } from './fonts';

export interface BrandContextValue {
  /** The store's branding as given to the provider (empty for the house theme). */
  readonly branding: BrandingSettings;
  readonly colorScheme: ColorScheme;
}

const BrandContext = createContext<BrandContextValue>({ branding: {}, colorScheme: 'light' });

/** The branding of the nearest `BrandProvider`, for components that need more than CSS (the logo URL). */
export function useBranding(): BrandContextValue {
  return useContext(BrandContext);
}

export function useRootColorScheme(colorScheme: ColorScheme | undefined) {
  useInsertionEffect(() => {
    if (!colorScheme) return;
    const root = document.documentElement;
    root.setAttribute(COLOR_SCHEME_ATTRIBUTE, colorScheme);
    return () => root.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
  }, [colorScheme]);
}

/** Provides `branding` to `useBranding` and loads its fonts. */
export function BrandContextProvider({
  branding,
  colorScheme,
  children,
}: {
  branding: BrandingSettings | undefined;
  colorScheme: ColorScheme;
  children?: ReactNode;
}) {
  const fonts = branding?.fonts;
  useEffect(() => {
    void loadBrandFonts(fonts);
  }, [fonts]);
  const value = useMemo(() => ({ branding: branding ?? {}, colorScheme }), [branding, colorScheme]);
  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
}
