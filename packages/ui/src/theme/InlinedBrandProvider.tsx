import type { BrandingSettings } from '@orderprotection/domain';
import type { ReactNode } from 'react';
import { BrandContextProvider, useRootColorScheme } from './brandContext';
import { colorSchemeOf } from './colorScheme';

export interface InlinedBrandProviderProps {
  /** The store's branding the page's theme was computed from. */
  branding?: BrandingSettings | undefined;
  children?: ReactNode;
}

/**
 * The root `BrandProvider` of a page whose theme the server already inlined
 * (`<style data-op-theme="root">`, from the same branding): it leaves that stylesheet as it is instead of
 * computing the same text again, so the page's first load carries neither the theme's maths nor the
 * domain schema it parses the branding with. Branding context, colour scheme and fonts as `BrandProvider`.
 */
export function InlinedBrandProvider({ branding, children }: InlinedBrandProviderProps) {
  const scheme = colorSchemeOf(branding);
  useRootColorScheme(scheme);
  return (
    <BrandContextProvider branding={branding} colorScheme={scheme}>
      {children}
    </BrandContextProvider>
  );
}
