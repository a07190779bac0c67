/**
 * A store's logo as a stored file: its bytes checked as a logo (the domain's formats and size limit,
 * sniffed, never taken from a name or a declared type), an SVG made safe (./safe-svg), then written to
 * media storage with a row that serves it by its own content type. Shared by the import and the console.
 */
import {
  LOGO_CONTENT_TYPES,
  LOGO_FORMAT_SENTENCE,
  type LogoFormat,
  logoSizeProblem,
  sniffLogoFormat,
} from '@orderprotection/domain';
import type { Queryable } from '../../db/database';
import { media } from '../../db/schema';
import { MEDIA_FILES_PATH } from './media';
import { safeSvg } from './safe-svg';

export interface CheckedLogo {
  /** What is stored: the file itself, or for an SVG its sanitised text. */
  bytes: Uint8Array;
  format: LogoFormat;
}

export type LogoCheck =
  | ({ ok: true } & CheckedLogo)
  | { ok: false; reason: 'too_large' | 'type'; message: string };

export function checkLogo(bytes: Uint8Array): LogoCheck {
  const sizeProblem = logoSizeProblem(bytes.byteLength);
  if (sizeProblem !== null) {
    return { ok: false, reason: bytes.byteLength === 0 ? 'type' : 'too_large', message: sizeProblem };
  }
  const format = sniffLogoFormat(bytes);
  if (format === null) return { ok: false, reason: 'type', message: LOGO_FORMAT_SENTENCE };
  if (format !== 'svg') return { ok: true, bytes, format };
  const svg = safeSvg(bytes);
  if (!svg.ok) return { ok: false, reason: 'type', message: svg.message };
  return { ok: true, bytes: new TextEncoder().encode(svg.svg), format };
}

/** The link a logo file is served at: a path on this server, so it works on whatever origin serves it. */
export function logoLink(key: string): string {
  return `${MEDIA_FILES_PATH}/${key}`;
}

/**
 * Writes a checked logo with `write` (which answers the new key) and records it; answers its link. The
 * file name is kept for downloads only, with the extension of what the bytes are.
 */
export async function storeLogo(
  db: Queryable,
  logo: CheckedLogo,
  {
    write,
    filename,
    now,
  }: { write(bytes: Uint8Array, extension: string): Promise<string>; filename: string; now: Date },
): Promise<string> {
  const key = await write(logo.bytes, logo.format);
  await db.insert(media).values({
    key,
    purpose: 'logo',
    status: 'stored',
    filename: `${filename.replace(/\.[^.]*$/, '') || 'logo'}.${logo.format}`,
    contentType: LOGO_CONTENT_TYPES[logo.format],
    maxBytes: logo.bytes.byteLength,
    size: logo.bytes.byteLength,
    createdAt: now,
    storedAt: now,
  });
  return logoLink(key);
}
