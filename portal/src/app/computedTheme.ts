/**
 * The brand provider that computes the store's theme in the browser, for pages the server did not theme
 * (served as static files, `?fake`): loaded apart from the entry, since that code parses the branding with
 * the domain's schema.
 */
export { BrandProvider } from '@orderprotection/ui';
