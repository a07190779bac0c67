import type { BrandingSettings } from '@orderprotection/domain';

export type FontRole = 'body' | 'headline';
export type BrandFontFace = NonNullable<NonNullable<BrandingSettings['fonts']>['body']>;

/**
 * The family name a merchant font is known by, in the theme and in `document.fonts`. It ends up inside a
 * CSS string in a stylesheet the server inlines into HTML, so only letters, digits, spaces, hyphens and
 * underscores survive. A font given only by its files is named after its role.
 */
export function brandFontFamily(face: BrandFontFace, role: FontRole): string | undefined {
  const family = (face.family ?? '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (family !== '') return family;
  return face.woff2 || face.woff ? `op-brand-${role}` : undefined;
}
