import { z } from 'zod';
import { LIMITS } from './limits';
import { inputString, inputText, readText } from './primitives';

/** An uploaded file attached to an issue or a message. */
export const Media = z.looseObject({
  caption: readText,
  downloadLink: z.string(),
  fileKey: z.string(),
  fileType: readText,
  filename: readText,
});
export type Media = z.infer<typeof Media>;

/** A reference to an upload, as a client sends it back with a claim or message. */
export const MediaInput = z.strictObject({
  fileKey: inputString().trim().min(1).max(300),
  filename: inputText(255).optional(),
  fileType: inputText(100).optional(),
  downloadLink: inputString().trim().max(2000).optional(),
  caption: inputText(LIMITS.shortText).optional(),
});
export type MediaInput = z.infer<typeof MediaInput>;

export const MediaType = z.enum(['CLAIM']);

/** Body of the POST to the media upload URL (spec section 7). */
export const UploadRequest = z.strictObject({
  contentType: inputString().trim().min(1).max(100),
  filename: inputString().trim().min(1).max(255),
  mediaType: MediaType,
  size: z.number().int().positive().optional(),
  /**
   * The claim token, for a file attached to a message on the view page: there the claim is the shopper's
   * proof of access, as the order lookup is while a claim is being filed.
   */
  claimId: inputString().trim().min(1).max(100).optional(),
});
export type UploadRequest = z.infer<typeof UploadRequest>;

/** Answer of the upload URL: where to PUT the file and how to read it later. */
export const UploadResponse = z.looseObject({
  signedUrl: z.string().optional(),
  fileName: z.string(),
  downloadLink: z.string(),
  publicUrl: z.string(),
});
export type UploadResponse = z.infer<typeof UploadResponse>;
