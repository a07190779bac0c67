/**
 * Which files a shopper may attach to a claim (spec section 5: "photos must have extension jpg, jpeg, png,
 * gif, bmp, webp or heic; videos must be mp4 or mov"). A file is judged by its extension and its MIME type
 * together, both in any case: the portal refuses a wrong file before uploading it, the server refuses it
 * again when signing the upload, and then checks the bytes (`uploadMatchesBytes` in ./sniff).
 *
 * HEIC is the one exception to the MIME check: browsers other than Safari often give a HEIC file no MIME
 * type, or application/octet-stream, because the operating system does not know it. Refusing those would
 * refuse most iPhone photos sent from a Windows or Android browser, so a .heic file with an empty or
 * generic type is accepted as image/heic; the server's byte check still proves it is one.
 */
import { DEFAULT_CLAIM_POLICY } from '../schemas/limits';

export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'heic'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'mov'] as const;
export type PhotoExtension = (typeof PHOTO_EXTENSIONS)[number];
export type VideoExtension = (typeof VIDEO_EXTENSIONS)[number];
export type MediaExtension = PhotoExtension | VideoExtension;
export type UploadKind = 'photo' | 'video';

/** The MIME types each extension may arrive with; the first is the one we store. */
export const MEDIA_CONTENT_TYPES: Readonly<Record<MediaExtension, readonly [string, ...string[]]>> = {
  jpg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  jpeg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  bmp: ['image/bmp', 'image/x-bmp', 'image/x-ms-bmp'],
  webp: ['image/webp'],
  heic: ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'],
  mp4: ['video/mp4'],
  mov: ['video/quicktime'],
};

/** What browsers send for a file type they do not know; accepted for HEIC only (see the module comment). */
const UNKNOWN_CONTENT_TYPES: ReadonlySet<string> = new Set(['', 'application/octet-stream']);

/** The `accept` attribute of the portal's file input: every extension and every MIME type above. */
export const UPLOAD_ACCEPT = [
  ...[...PHOTO_EXTENSIONS, ...VIDEO_EXTENSIONS].map((extension) => `.${extension}`),
  ...new Set(Object.values(MEDIA_CONTENT_TYPES).flat()),
].join(',');

const MEGABYTE = 1024 * 1024;

export interface UploadLimits {
  maxPhotoBytes: number;
  maxVideoBytes: number;
  /** Files attached to one claim; a store's `ClaimPolicy.maxFilesPerClaim` overrides it. */
  maxFilesPerClaim: number;
}

/**
 * The spec leaves sizes open. 20 MB holds any phone photo (a 48-megapixel HEIC or JPEG is under 15 MB);
 * 200 MB holds about a minute of 4K phone video, which is plenty to show damage while keeping uploads
 * possible on a mobile connection.
 */
export const DEFAULT_UPLOAD_LIMITS: Readonly<UploadLimits> = {
  maxPhotoBytes: 20 * MEGABYTE,
  maxVideoBytes: 200 * MEGABYTE,
  maxFilesPerClaim: DEFAULT_CLAIM_POLICY.maxFilesPerClaim,
};

/** A file as the browser describes it, or as the upload request declares it. */
export interface UploadCandidate {
  filename: string;
  /** The MIME type (File.type); may be empty. */
  contentType: string;
  /** Bytes; when unknown, only the type is checked. */
  size?: number;
}

export interface AcceptedUpload {
  ok: true;
  kind: UploadKind;
  /** Lower case, as the file name ends. */
  extension: MediaExtension;
  /** Lower case, without parameters; image/heic for a HEIC file that arrived without a type. */
  contentType: string;
}

export type UploadRejectionReason = 'type' | 'empty' | 'too_large' | 'too_many';

export interface RejectedUpload<Reason extends UploadRejectionReason = UploadRejectionReason> {
  ok: false;
  reason: Reason;
  /** For the shopper: names the file and says what is allowed. */
  message: string;
}

export type UploadClassification = AcceptedUpload | RejectedUpload<'type' | 'empty' | 'too_large'>;

const ALLOWED_TYPES_SENTENCE = `Upload ${listWithOr(PHOTO_EXTENSIONS)} photos, or ${listWithOr(VIDEO_EXTENSIONS)} videos.`;

/** Whether one file may be attached, and if not, why, in a sentence for the shopper. */
export function classifyUpload(
  file: UploadCandidate,
  limits: Partial<UploadLimits> = {},
): UploadClassification {
  const { maxPhotoBytes, maxVideoBytes } = { ...DEFAULT_UPLOAD_LIMITS, ...limits };
  const name = `"${file.filename}"`;
  const extension = mediaExtensionOf(file.filename);
  if (extension === null) {
    return {
      ok: false,
      reason: 'type',
      message: `${name} is not a photo or video. ${ALLOWED_TYPES_SENTENCE}`,
    };
  }
  const contentType = acceptedContentType(extension, file.contentType);
  if (contentType === null) {
    return {
      ok: false,
      reason: 'type',
      message: `${name} is not in ${extension.toUpperCase()} format. ${ALLOWED_TYPES_SENTENCE}`,
    };
  }
  if (file.size !== undefined && file.size <= 0) {
    return { ok: false, reason: 'empty', message: `${name} is empty. Choose another photo or video.` };
  }
  const kind = uploadKindOf(extension);
  const maxBytes = kind === 'photo' ? maxPhotoBytes : maxVideoBytes;
  if (file.size !== undefined && file.size > maxBytes) {
    return {
      ok: false,
      reason: 'too_large',
      message: `${name} is ${megabytes(file.size)}. ${kind === 'photo' ? 'Photos' : 'Videos'} can be up to ${megabytes(maxBytes)}.`,
    };
  }
  return { ok: true, kind, extension, contentType };
}

/**
 * Classifies the files a shopper adds at once, given how many the claim already has. Files beyond
 * `maxFilesPerClaim` are refused as `too_many`; a refused file takes no place, so a wrong file among
 * the first ten does not push out a good one after it.
 */
export function classifyUploads(
  files: readonly UploadCandidate[],
  { alreadyAttached = 0, limits = {} }: { alreadyAttached?: number; limits?: Partial<UploadLimits> } = {},
): (AcceptedUpload | RejectedUpload)[] {
  const { maxFilesPerClaim } = { ...DEFAULT_UPLOAD_LIMITS, ...limits };
  let attached = alreadyAttached;
  return files.map((file) => {
    const result = classifyUpload(file, limits);
    if (!result.ok) return result;
    if (attached >= maxFilesPerClaim) {
      return {
        ok: false,
        reason: 'too_many',
        message: `"${file.filename}" was not added: a claim can have up to ${maxFilesPerClaim} files.`,
      };
    }
    attached += 1;
    return result;
  });
}

/** The file's extension in lower case when it is one we accept, otherwise null. */
export function mediaExtensionOf(filename: string): MediaExtension | null {
  const dot = filename.lastIndexOf('.');
  if (dot === -1) return null;
  const extension = filename.slice(dot + 1).toLowerCase();
  return isMediaExtension(extension) ? extension : null;
}

export function uploadKindOf(extension: MediaExtension): UploadKind {
  return (VIDEO_EXTENSIONS as readonly string[]).includes(extension) ? 'video' : 'photo';
}

function isMediaExtension(value: string): value is MediaExtension {
  return Object.hasOwn(MEDIA_CONTENT_TYPES, value);
}

/** The MIME type to store for a file, or null when the declared one does not fit its extension. */
function acceptedContentType(extension: MediaExtension, declared: string): string | null {
  const essence = declared.replace(/;.*$/s, '').trim().toLowerCase();
  const allowed = MEDIA_CONTENT_TYPES[extension];
  if (allowed.includes(essence)) return essence;
  if (extension === 'heic' && UNKNOWN_CONTENT_TYPES.has(essence)) return allowed[0];
  return null;
}

/** Rounded up, so a file just over the limit never reads as the limit itself. */
function megabytes(bytes: number): string {
  return `${Math.ceil((bytes / MEGABYTE) * 10) / 10} MB`;
}

/** ['mp4', 'mov'] -> 'MP4 or MOV' */
function listWithOr(extensions: readonly string[]): string {
  const upper = extensions.map((extension) => extension.toUpperCase());
  return `${upper.slice(0, -1).join(', ')} or ${upper.at(-1)}`;
}
