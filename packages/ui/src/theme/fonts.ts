import type { BrandingSettings } from '@orderprotection/domain';
import { type BrandFontFace, brandFontFamily, type FontRole } from './fontFamily';

// One FontFace per family and files for the page's lifetime: re-rendering, remounting (React's strict
// mode) or switching back to a brand reuses it instead of fetching and registering it again.
const registered = new Map<string, FontFace>();

function fontSource(face: BrandFontFace): string | undefined {
  const sources = [
    face.woff2 && `url("${face.woff2}") format("woff2")`,
    face.woff && `url("${face.woff}") format("woff")`,
  ].filter(Boolean);
  return sources.length > 0 ? sources.join(', ') : undefined;
}

/**
 * Registers the merchant's body and headline fonts with `document.fonts` and starts loading them. Text
 * shows in the system font meanwhile (`font-display: swap`, the theme's stacks end in system fonts); a
 * font that fails to load is left out and the system font stays. Resolves when every font has settled.
 */
export async function loadBrandFonts(fonts: BrandingSettings['fonts']): Promise<void> {
  if (typeof document === 'undefined' || typeof FontFace === 'undefined' || !fonts) return;
  const roles: FontRole[] = ['body', 'headline'];
  const loads = roles.map((role) => {
    const face = fonts[role];
    const source = face && fontSource(face);
    const family = face && brandFontFamily(face, role);
    if (!source || !family) return Promise.resolve();
    const key = `${family}\n${source}`;
    let fontFace = registered.get(key);
    if (!fontFace) {
      fontFace = new FontFace(family, source, { display: 'swap' });
      registered.set(key, fontFace);
      document.fonts.add(fontFace);
    }
    return fontFace.load().then(
      () => undefined,
      () => {
        // A broken font file must not leave a family that never renders: the system font takes over.
        if (fontFace) document.fonts.delete(fontFace);
        registered.delete(key);
      },
    );
  });
  await Promise.all(loads);
}
