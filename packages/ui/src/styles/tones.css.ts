import type { BadgeTone } from '@orderprotection/domain';
import { vars } from '../theme/vars.css';

/** Which palette paints each of the domain's tones (badges, alerts, toasts). */
export const tonePalette = {
  info: vars.color.primary,
  warning: vars.color.warning,
  success: vars.color.success,
  danger: vars.color.danger,
  neutral: vars.color.neutral,
} satisfies Record<BadgeTone, (typeof vars.color)['primary']>;

/** The subtle tint of each tone with the text colour that reads on it, as recipe variants. */
export const subtleToneVariants = Object.fromEntries(
  Object.entries(tonePalette).map(([tone, palette]) => [
    tone,
    { background: palette.light, color: palette.onLight },
  ]),
) as Record<BadgeTone, { background: string; color: string }>;
