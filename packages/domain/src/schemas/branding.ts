import { z } from 'zod';
import { ButtonStyle } from '../enums';

/**
 * A colour we will put into CSS. Merchant input is untrusted text that ends up in a stylesheet, so only
 * hex and rgb()/hsl() forms pass; anything else is dropped and the default theme's colour is used.
 */
const cssColor = z
  .string()
  .trim()
  .regex(/^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\))$/i);
const color = cssColor.optional().catch(undefined);

/** A CSS length such as "32px", "2rem" or "0.02em". */
const cssLength = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d+)?(px|rem|em|%)?$/);
const length = cssLength.optional().catch(undefined);

const safeUrl = z
  .string()
  .trim()
  .regex(/^(https?:\/\/|\/)[^\s"'()<>\\]*$/i)
  .optional()
  .catch(undefined);

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

const textTransform = z.enum(['none', 'uppercase', 'lowercase', 'capitalize']).optional().catch(undefined);

const fontFace = z
  .looseObject({ family: z.string().trim().max(100).optional(), woff: safeUrl, woff2: safeUrl })
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
    .looseObject({
      body: z.number().positive().max(4).optional(),
      headline: z.number().positive().max(4).optional(),
    })
    .optional()
    .catch(undefined),
  textTransform: z
    .looseObject({ headline: textTransform, button: textTransform })
    .optional()
    .catch(undefined),
  logoWidths: z
    .looseObject({
      mobile: z.number().positive().max(1000).optional(),
      desktop: z.number().positive().max(1000).optional(),
    })
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
