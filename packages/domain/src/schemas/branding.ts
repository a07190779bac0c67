import { z } from 'zod';
import { ButtonStyle } from '../enums';
import { inputString } from './primitives';

/*
 * Each branding value has one rule, below, used twice: by `BrandingSettings`, which reads stored branding
 * tolerantly (a value that breaks its rule is dropped on its own), and by `BrandingInput`, which checks
 * branding as a merchant gives it (the import) and refuses it with the field's path instead.
 */

/**
 * A colour we will put into CSS. Merchant input is untrusted text that ends up in a stylesheet, so only
 * hex and rgb()/hsl() forms pass; when read, anything else is dropped and the default theme's colour is
 * used.
 */
const cssColor = z
  .string()
  .trim()
  .regex(/^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\))$/i, {
    message: 'Expected a colour such as #1a2b3c, rgb(26 43 60) or hsl(210 40% 17%)',
  });
const color = cssColor.optional().catch(undefined);

/** A CSS length such as "32px", "2rem" or "0.02em". */
const cssLength = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d+)?(px|rem|em|%)?$/, { message: 'Expected a CSS length such as 32px, 2rem or 0.02em' });
const length = cssLength.optional().catch(undefined);

/**
 * A link we put into an <img src> or a CSS url(): http(s), or a path on the portal's origin, and none of
 * the characters that could end the url() or the attribute.
 */
const brandingUrl = z
  .string()
  .trim()
  .regex(/^(https?:\/\/|\/)[^\s"'()<>\\]*$/i);
const safeUrl = brandingUrl.optional().catch(undefined);

/**
 * A link as a merchant gives it: narrower than what is read, so that what is accepted is also shown. Only
 * https, since an http image on an https portal is blocked as mixed content; a path with one leading "/"
 * (served by us), since "//host/x" is another host in disguise. A data: URL is refused rather than read:
 * the image would travel inside every branding answer and every rendered page.
 *
 * @param insteadOfDataUrl what the message for a data: URL suggests doing instead
 */
export function inputBrandingUrl(insteadOfDataUrl = 'give an https:// URL or a path starting with /') {
  return inputString()
    .trim()
    .max(2000)
    .superRefine((url, context) => {
      const problem = inputBrandingUrlProblem(url, insteadOfDataUrl);
      if (problem !== undefined) context.addIssue({ code: 'custom', message: problem });
    });
}

function inputBrandingUrlProblem(url: string, insteadOfDataUrl: string): string | undefined {
  if (/^data:/i.test(url)) return `A data: URL is not accepted: ${insteadOfDataUrl}`;
  if (/^http:\/\//i.test(url))
    return 'Expected https://: browsers upgrade or block an http:// image on an https page';
  if (!/^(https:\/\/[^/]|\/(?!\/))/i.test(url))
    return 'Expected an https:// URL or a path starting with a single /';
  if (!brandingUrl.safeParse(url).success)
    return 'A link may not contain spaces, quotes, brackets or backslashes';
  return undefined;
}

const lineHeight = z.number().positive().max(4);
const logoWidth = z.number().positive().max(1000);
const fontFamily = inputString().trim().max(100);
const TextTransform = z.enum(['none', 'uppercase', 'lowercase', 'capitalize']);

export const PaletteName = z.enum([
  'danger',
  'primary',
  'success',
  'warning',
  'neutral',
  'secondary',
  'typography',
]);
export type PaletteName = z.infer<typeof PaletteName>;

const palette = z.looseObject({ light: color, dark: color }).optional().catch(undefined);

const textTransform = TextTransform.optional().catch(undefined);

const fontFace = z
  .looseObject({ family: fontFamily.optional(), woff: safeUrl, woff2: safeUrl })
  .optional()
  .catch(undefined);

const byHeadingLevel = z
  .looseObject({ h1: length, h2: length, h3: length, h4: length, h5: length, h6: length })
  .optional()
  .catch(undefined);

/**
 * A store's branding (spec section 3, "Branding settings"). Read tolerantly: every field is optional and a
 * field that is malformed is dropped on its own (`.catch`) rather than failing the whole object, so one bad
 * colour never takes the merchant's logo and fonts with it.
 */
export const BrandingSettings = z.looseObject({
  backgroundColor: color,
  backgroundImage: safeUrl,
  brand100: color,
  brand700: color,
  brand800: color,
  brand900: color,
  headlineFontSizes: byHeadingLevel,
  letterSpacing: z.looseObject({ body: length, headline: length }).optional().catch(undefined),
  lineHeights: z
    .looseObject({ body: lineHeight.optional(), headline: lineHeight.optional() })
    .optional()
    .catch(undefined),
  textTransform: z
    .looseObject({ headline: textTransform, button: textTransform })
    .optional()
    .catch(undefined),
  logoWidths: z
    .looseObject({ mobile: logoWidth.optional(), desktop: logoWidth.optional() })
    .optional()
    .catch(undefined),
  logoUrl: safeUrl,
  buttonStyle: ButtonStyle.optional().catch(undefined),
  fonts: z.looseObject({ body: fontFace, headline: fontFace }).optional().catch(undefined),
  palettes: z
    .looseObject(
      Object.fromEntries(PaletteName.options.map((name) => [name, palette])) as Record<
        PaletteName,
        typeof palette
      >,
    )
    .optional()
    .catch(undefined),
  darkMode: z.boolean().optional().catch(undefined),
});
export type BrandingSettings = z.infer<typeof BrandingSettings>;

const inputColor = cssColor.optional();
const inputLength = cssLength.optional();
const inputPalette = z.strictObject({ light: inputColor, dark: inputColor }).optional();
const inputFontFace = z
  .strictObject({
    family: fontFamily.optional(),
    woff: inputBrandingUrl().optional(),
    woff2: inputBrandingUrl().optional(),
  })
  .optional();

/**
 * A store's branding as a merchant gives it (the import): the same fields and rules as `BrandingSettings`,
 * but strict, so a misspelt field or a value the portal would drop is refused with its path
 * (`branding.logoURL: Unrecognized key`) instead of silently leaving the store unbranded. Whatever passes
 * here is read back unchanged by `BrandingSettings`.
 */
export const BrandingInput = z.strictObject({
  backgroundColor: inputColor,
  backgroundImage: inputBrandingUrl().optional(),
  brand100: inputColor,
  brand700: inputColor,
  brand800: inputColor,
  brand900: inputColor,
  headlineFontSizes: z
    .strictObject({
      h1: inputLength,
      h2: inputLength,
      h3: inputLength,
      h4: inputLength,
      h5: inputLength,
      h6: inputLength,
    })
    .optional(),
  letterSpacing: z.strictObject({ body: inputLength, headline: inputLength }).optional(),
  lineHeights: z.strictObject({ body: lineHeight.optional(), headline: lineHeight.optional() }).optional(),
  textTransform: z
    .strictObject({ headline: TextTransform.optional(), button: TextTransform.optional() })
    .optional(),
  logoWidths: z.strictObject({ mobile: logoWidth.optional(), desktop: logoWidth.optional() }).optional(),
  logoUrl: inputBrandingUrl().optional(),
  buttonStyle: ButtonStyle.optional(),
  fonts: z.strictObject({ body: inputFontFace, headline: inputFontFace }).optional(),
  palettes: z
    .strictObject(
      Object.fromEntries(PaletteName.options.map((name) => [name, inputPalette])) as Record<
        PaletteName,
        typeof inputPalette
      >,
    )
    .optional(),
  darkMode: z.boolean().optional(),
});
export type BrandingInput = z.infer<typeof BrandingInput>;
