/**
 * What an uploaded file really is, from its first bytes ("magic numbers"), so the server accepts a file
 * for what it contains and not for its name: a renamed executable or PDF never becomes a claim photo.
 */
import { classifyUpload, type MediaExtension, type UploadKind, uploadKindOf } from './uploads';

/** Bytes `sniffMediaType` needs from the start of a file; the server may read just these. */
export const SNIFF_LENGTH = 12;

export interface SniffedMedia {
  kind: UploadKind;
  /** The canonical extension of the detected format: 'jpg' for every JPEG. */
  extension: MediaExtension;
}

/**
 * ISO base media files (HEIC, MP4, QuickTime) name their format in the `ftyp` box's major brand. Only the
 * major brand is read: the compatible brands of an AVIF image include mif1 too, and AVIF is not accepted.
 */
const FTYP_MAJOR_BRANDS: ReadonlyMap<string, MediaExtension> = new Map<string, MediaExtension>([
  ['heic', 'heic'],
  ['heix', 'heic'],
  ['hevc', 'heic'],
  ['hevx', 'heic'],
  ['heim', 'heic'],
  ['heis', 'heic'],
  ['mif1', 'heic'],
  ['msf1', 'heic'],
  ['isom', 'mp4'],
  ['iso2', 'mp4'],
  ['iso3', 'mp4'],
  ['iso4', 'mp4'],
  ['iso5', 'mp4'],
  ['iso6', 'mp4'],
  ['mp41', 'mp4'],
  ['mp42', 'mp4'],
  ['avc1', 'mp4'],
  ['mmp4', 'mp4'],
  ['dash', 'mp4'],
  ['MSNV', 'mp4'],
  ['M4V ', 'mp4'],
  ['M4VH', 'mp4'],
  ['M4VP', 'mp4'],
  ['qt  ', 'mov'],
]);

/** Old QuickTime files have no `ftyp` box and start with one of these atoms instead. */
const QUICKTIME_FIRST_ATOMS: ReadonlySet<string> = new Set(['moov', 'mdat', 'wide']);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The photo or video format the bytes start with, or null when they are none we accept. */
export function sniffMediaType(bytes: Uint8Array): SniffedMedia | null {
  const extension = sniffExtension(bytes);
  return extension === null ? null : { kind: uploadKindOf(extension), extension };
}

function sniffExtension(bytes: Uint8Array): MediaExtension | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  const head = ascii(bytes, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (head.startsWith('BM')) return 'bmp';
  if (head.startsWith('RIFF') && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  const atom = ascii(bytes, 4, 8);
  if (atom === 'ftyp') return FTYP_MAJOR_BRANDS.get(ascii(bytes, 8, 12)) ?? null;
  return QUICKTIME_FIRST_ATOMS.has(atom) ? 'mov' : null;
}

/**
 * Whether the bytes are what the upload declared. The formats must agree, with two allowances: jpg and
 * jpeg are one format; and MP4 and MOV, which share one container, pass for each other because phones
 * and editors label them loosely. A declaration `classifyUpload` refuses never matches.
 */
export function uploadMatchesBytes(
  declared: { filename: string; contentType: string },
  bytes: Uint8Array,
): boolean {
  const classification = classifyUpload(declared);
  const sniffed = sniffMediaType(bytes);
  if (!classification.ok || sniffed === null) return false;
  if (sniffed.kind === 'video') return classification.kind === 'video';
  return canonical(classification.extension) === sniffed.extension;
}

function canonical(extension: MediaExtension): MediaExtension {
  return extension === 'jpeg' ? 'jpg' : extension;
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/** Bytes [from, to) as Latin-1 text; shorter than asked when the file is. */
function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}
