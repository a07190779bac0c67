// Apart from the stylesheet's computation, so the providers that only adopt a theme need none of it.

/** The attribute that picks the colour scheme on the themed element: `<html data-op-color-scheme="dark">`. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-op-color-scheme';
/** The attribute that marks a scoped theme's element (see `BrandProvider`'s `scope`). */
export const THEME_SCOPE_ATTRIBUTE = 'data-op-theme-scope';
/**
 * Marks the <style> element that holds a theme. The server inlines the page's theme as
 * `<style data-op-theme="root">`, which `BrandProvider` then takes over instead of adding a second copy.
 */
export const THEME_STYLE_ATTRIBUTE = 'data-op-theme';
export const ROOT_THEME_STYLE_KEY = 'root';
