/**
 * Signing an upload, for the shopper's POST media/uploads and the staff's POST
 * staff/claims/{id}/media/uploads alike: the same type and size checks, the same cap on signed uploads,
 * the same single-use signed URL that PUT media/uploads/{key} then checks by the file's bytes.
 */
import { classifyUpload, type StaffUploadRequest } from '@orderprotection/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { media, type UploadPurpose } from '../db/schema';
import { AppError } from '../modules/app-error';
import { newMediaKey, signUpload } from '../security/tokens';
import type { AppEnv, Services } from './env';
import { MEDIA_UPLOADS_PATH, mediaLinksOn, publicOrigin } from './request-origin';

/** Uploads one order or claim may sign, as a multiple of the files a claim may hold: retries, replaced photos. */
const UPLOADS_PER_FILE_ALLOWED = 5;

/**
 * Who the file is for: an order being claimed (no claim yet), or a claim. Shoppers' and staff's uploads
 * are counted apart and attach only to their own side's messages (`purpose`).
 */
export interface UploadOwner {
  orderId: string;
  claimId: string | null;
  purpose: UploadPurpose;
}

export async function grantUpload(
  c: Context<AppEnv>,
  services: Services,
  request: StaffUploadRequest,
  owner: UploadOwner,
) {
  const { uploads } = services.config;
  const classification = classifyUpload(request, {
    maxPhotoBytes: uploads.maxPhotoBytes,
    maxVideoBytes: uploads.maxVideoBytes,
  });
  if (!classification.ok) {
    const code = {
      type: 'unsupported_media_type',
      empty: 'invalid_input',
      too_large: 'payload_too_large',
    } as const;
    throw new AppError(code[classification.reason], classification.message, {
      reason: classification.reason,
    });
  }
  const [signed] = await services.db
    .select({ uploads: count() })
    .from(media)
    .where(
      and(
        eq(media.purpose, owner.purpose),
        owner.claimId === null
          ? and(eq(media.orderId, owner.orderId), isNull(media.claimId))
          : eq(media.claimId, owner.claimId),
      ),
    );
  if ((signed?.uploads ?? 0) >= uploads.maxFilesPerClaim * UPLOADS_PER_FILE_ALLOWED) {
    throw new AppError('unprocessable', 'Too many files were uploaded for this claim.', {
      reason: 'too_many',
    });
  }
  const kindLimit = classification.kind === 'photo' ? uploads.maxPhotoBytes : uploads.maxVideoBytes;
  const grant = {
    key: newMediaKey(classification.extension),
    contentType: classification.contentType,
    maxBytes: request.size ?? kindLimit,
    expires: Math.floor(services.now().getTime() / 1000) + uploads.urlTtlSeconds,
  };
  await services.db.insert(media).values({
    key: grant.key,
    purpose: owner.purpose,
    status: 'pending',
    orderId: owner.orderId,
    claimId: owner.claimId,
    filename: request.filename,
    contentType: grant.contentType,
    maxBytes: grant.maxBytes,
    createdAt: services.now(),
  });
  const query = new URLSearchParams({
    expires: String(grant.expires),
    signature: signUpload(services.signer, grant),
  });
  const origin = await publicOrigin(c, services);
  const downloadLink = mediaLinksOn(origin).download(grant.key);
  return {
    signedUrl: `${origin}${MEDIA_UPLOADS_PATH}/${grant.key}?${query}`,
    fileName: grant.key,
    downloadLink,
    publicUrl: downloadLink,
  };
}
