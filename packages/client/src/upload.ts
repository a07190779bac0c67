import { classifyUpload, mediaCaption, type UploadRequest, UploadResponse } from '@orderprotection/domain';
import type { Answer, Requester } from './request';
import type { UploadTransport } from './transport';

/** Spec section 8, word for word. */
export const UPLOAD_FAILURE_MESSAGES = {
  signing: 'Failed to get signed url for image',
  noSignedUrl: 'Signed URL not found in the response',
  upload: 'Failed to upload image',
} as const;

/**
 * Why an upload failed: the file was refused before anything was sent (its message says why, for the
 * shopper), the upload URL call failed, its answer had no signed URL, or sending the bytes failed.
 */
export type UploadFailure = 'refused' | 'signing' | 'no-signed-url' | 'upload';

export class MediaUploadError extends Error {
  override readonly name: string = 'MediaUploadError';
  readonly reason: UploadFailure;

  constructor(reason: UploadFailure, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.reason = reason;
  }
}

/** A browser File, or any Blob given a name. */
export type UploadableFile = Blob & { readonly name: string };

export interface UploadOptions {
  /** Called with the fraction sent, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting rejects the upload with the signal's reason. */
  signal?: AbortSignal;
  /** The claim token, for a file attached to a message on the view page. */
  claimId?: string;
  /**
   * The order being claimed, whose lookup proof goes with the request; by default the order looked up
   * last. The server also takes the lookup's cookie.
   */
  orderId?: string;
}

/** What to attach to an issue or a message: a `Media` as the spec names it, and a valid `MediaInput`. */
export interface UploadedMedia {
  fileKey: string;
  downloadLink: string;
  filename: string;
  fileType: string;
  caption: string;
}

export interface UploadContext {
  request: Requester;
  /** Where upload URLs are signed: the shopper's `media/uploads`, or a claim's staff upload path. */
  uploadsPath: string;
  transport: UploadTransport;
  orderProof: (orderId: string | undefined) => Record<string, string>;
  /** Makes a signed URL the server gave as a path absolute against the API, not against the page. */
  resolveUrl: (url: string) => string;
}

export async function uploadMedia(
  context: UploadContext,
  file: UploadableFile,
  { onProgress = () => {}, signal, claimId, orderId }: UploadOptions = {},
): Promise<UploadedMedia> {
  const accepted = classifyUpload({ filename: file.name, contentType: file.type, size: file.size });
  if (!accepted.ok) throw new MediaUploadError('refused', accepted.message);
  signal?.throwIfAborted();

  const body: UploadRequest = {
    contentType: accepted.contentType,
    filename: file.name,
    mediaType: 'CLAIM',
    size: file.size,
    ...(claimId === undefined ? {} : { claimId }),
  };
  let answer: Answer;
  try {
    answer = await context.request(context.uploadsPath, {
      method: 'POST',
      body,
      headers: context.orderProof(orderId),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw new MediaUploadError('signing', UPLOAD_FAILURE_MESSAGES.signing, error);
  }
  const signedUrl = signedUrlOf(answer.body);
  if (signedUrl === undefined) {
    throw new MediaUploadError('no-signed-url', UPLOAD_FAILURE_MESSAGES.noSignedUrl);
  }
  const uploaded = UploadResponse.safeParse(answer.body);
  if (!uploaded.success) {
    throw new MediaUploadError('signing', UPLOAD_FAILURE_MESSAGES.signing, uploaded.error);
  }

  // A bar that only moves forward, whatever the transport repeats: XHR may send a fraction twice, and
  // the 1 said on success usually confirms one it already sent.
  let reported = -1;
  const report = (fraction: number) => {
    const bounded = Math.min(1, Math.max(0, fraction));
    if (bounded <= reported) return;
    reported = bounded;
    onProgress(bounded);
  };

  report(0);
  let status: number;
  try {
    ({ status } = await context.transport({
      url: context.resolveUrl(signedUrl),
      body: file,
      contentType: accepted.contentType,
      onProgress: report,
      signal,
    }));
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw new MediaUploadError('upload', UPLOAD_FAILURE_MESSAGES.upload, error);
  }
  if (status < 200 || status > 299) {
    throw new MediaUploadError(
      'upload',
      UPLOAD_FAILURE_MESSAGES.upload,
      new Error(`The signed URL answered ${status}`),
    );
  }
  report(1);

  return {
    fileKey: uploaded.data.fileName,
    downloadLink: uploaded.data.downloadLink,
    filename: file.name,
    fileType: accepted.contentType,
    caption: mediaCaption(new Date()),
  };
}

function signedUrlOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('signedUrl' in body)) return undefined;
  const { signedUrl } = body;
  return typeof signedUrl === 'string' && signedUrl.trim() !== '' ? signedUrl : undefined;
}

/**
 * A signed URL may be a path on the API's server. Against an API on another origin it must be resolved
 * there, not against the page; when the API's own address is not absolute, the platform resolves it.
 */
export function resolveAgainst(baseURL: string, url: string): string {
  const pageUrl = typeof location === 'undefined' ? undefined : location.href;
  try {
    return new URL(url, new URL(baseURL, pageUrl)).href;
  } catch {
    return url;
  }
}
