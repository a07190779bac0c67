/**
 * Media upload (spec section 7): POST media/uploads answers a signed URL, the client PUTs the file to
 * it, and the download link serves it.
 *
 * Proof: during the claim flow the order token (header or cookie); on the claim's view page, where the
 * shopper has no order token, the claim token as `claimId` in the body of POST media/uploads.
 * The signed URL itself is the proof for the PUT: an HMAC over the key, content type, size limit and
 * expiry. Keys are 144 random bits, so a download link cannot be guessed from another.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { classifyUpload, inputString, UploadRequest } from '@orderprotection/domain';
import { eq } from 'drizzle-orm';
import { isUploadPurpose, media } from '../../db/schema';
import { AppError } from '../../modules/app-error';
import { checkedUpload, megabytes } from '../../modules/media/checked-upload';
import { claimUploadSlot, findMedia, findStoredMedia, releaseUploadSlot } from '../../modules/media/media';
import { MEDIA_KEY_PATTERN, verifyUpload } from '../../security/tokens';
import { discardBody } from '../body-limit';
import type { AppEnv, Services } from '../env';
import { errorResponses, orderProofDescription, orderProofSecurity, UploadResponseBody } from '../openapi';
import { mediaLinks } from '../request-origin';
import { grantUpload } from '../upload-grant';
import { requireAnyOrderProof, requireClaimProof } from './proof';

const requestUpload = createRoute({
  method: 'post',
  path: '/media/uploads',
  tags: ['Media'],
  summary: 'Get a signed URL to upload a photo or video',
  description: `${orderProofDescription} On a claim's view page, send the claim token as \`claimId\` in the body instead. Photos: JPG, JPEG, PNG, GIF, BMP, WEBP, HEIC; videos: MP4, MOV. Then PUT the file to \`signedUrl\` with the same Content-Type, and attach it to an issue or a message by its \`fileName\` (as \`fileKey\`).`,
  security: [...orderProofSecurity, { claimToken: [] }],
  request: {
    body: { required: true, content: { 'application/json': { schema: UploadRequest } } },
  },
  responses: {
    200: {
      description: 'Where to upload the file.',
      content: { 'application/json': { schema: UploadResponseBody } },
    },
    ...errorResponses(400, 401, 403, 404, 413, 415, 422),
  },
});

const uploadFile = createRoute({
  method: 'put',
  path: '/media/uploads/{key}',
  tags: ['Media'],
  summary: 'Upload the file to its signed URL',
  description:
    'The body is the file itself, sent with the Content-Type declared when the URL was signed. Its bytes must be the declared format; an empty file or one past the size limit is refused and nothing is kept.',
  request: {
    params: z.object({ key: inputString().max(100) }),
    query: z.object({
      expires: inputString().regex(/^\d{1,12}$/, 'Invalid upload link'),
      signature: inputString().max(100),
    }),
    body: { content: { '*/*': { schema: { type: 'string', format: 'binary' } } } },
  },
  responses: {
    200: { description: 'Stored.', content: { 'application/json': { schema: UploadResponseBody } } },
    ...errorResponses(400, 403, 404, 413, 415),
    409: { description: 'The file was already uploaded.' },
  },
});

const downloadFile = createRoute({
  method: 'get',
  path: '/media/files/{key}',
  tags: ['Media'],
  summary: 'Download an uploaded file',
  request: { params: z.object({ key: inputString().max(100) }) },
  responses: {
    200: {
      description: 'The file, with its content type.',
      content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
    },
    ...errorResponses(404),
  },
});

export function registerMediaRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  api.openapi(requestUpload, async (c) => {
    const request = c.req.valid('json');
    const { claimId } = request;
    const owner = claimId === undefined ? await ownerByOrder() : await ownerByClaim(claimId);
    return c.json(await grantUpload(c, services, request, owner), 200);

    async function ownerByOrder() {
      const order = await requireAnyOrderProof(c, services);
      return { orderId: order.id, claimId: null, purpose: 'upload' } as const;
    }
    async function ownerByClaim(token: string) {
      const claim = await requireClaimProof(c, services, token);
      return { orderId: claim.orderId, claimId: claim.id, purpose: 'upload' } as const;
    }
  });

  api.openapi(uploadFile, async (c) => {
    const { key } = c.req.valid('param');
    const { expires, signature } = c.req.valid('query');
    const row = MEDIA_KEY_PATTERN.test(key) ? await findMedia(services.db, key) : null;
    if (row === null || !isUploadPurpose(row.purpose)) throw new AppError('not_found', 'Upload not found.');
    const grant = { key, contentType: row.contentType, maxBytes: row.maxBytes, expires: Number(expires) };
    if (!verifyUpload(services.signer, grant, signature))
      throw new AppError('forbidden', 'This upload link is not valid.');
    if (grant.expires * 1000 <= services.now().getTime()) {
      throw new AppError('forbidden', 'This upload link has expired. Please add the file again.');
    }
    const sent = classifyUpload({ filename: row.filename, contentType: c.req.header('content-type') ?? '' });
    if (!sent.ok || sent.contentType !== row.contentType) {
      throw new AppError(
        'unsupported_media_type',
        `Send the file with Content-Type: ${row.contentType}, as declared.`,
      );
    }
    const body = c.req.raw.body;
    const declaredLength = Number(c.req.header('content-length') ?? Number.NaN);
    if (declaredLength > row.maxBytes) {
      if (body !== null) await discardBody(body);
      throw new AppError('payload_too_large', `"${row.filename}" is larger than ${megabytes(row.maxBytes)}.`);
    }
    if (body === null) throw new AppError('invalid_input', `"${row.filename}" is empty.`);
    if (!(await claimUploadSlot(services.db, key))) {
      throw new AppError('conflict', 'This file was already uploaded.');
    }
    const declared = { filename: row.filename, contentType: row.contentType, maxBytes: row.maxBytes };
    const size = await services.storage
      .write(key, checkedUpload(body, declared))
      .catch(async (error: unknown) => {
        await releaseUploadSlot(services.db, key);
        throw error;
      });
    await services.db
      .update(media)
      .set({ status: 'stored', size, storedAt: services.now() })
      .where(eq(media.key, key));
    const downloadLink = (await mediaLinks(c, services)).download(key);
    return c.json({ fileName: key, downloadLink, publicUrl: downloadLink }, 200);
  });

  api.openapi(downloadFile, async (c) => {
    const { key } = c.req.valid('param');
    const row = MEDIA_KEY_PATTERN.test(key) ? await findStoredMedia(services.db, key) : null;
    const file = row === null ? null : await services.storage.read(key);
    if (row === null || file === null) throw new AppError('not_found', 'File not found.');
    return c.body(file.body, 200, {
      'Content-Type': row.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': `inline; filename="${safeFilename(row.filename)}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': row.contentType === 'image/svg+xml' ? SVG_FILE_POLICY : FILE_POLICY,
      // The key never points at other bytes; the link is the proof, so shared caches must not keep it.
      'Cache-Control': 'private, max-age=31536000, immutable',
    });
  });
}

/**
 * A file opened on its own runs nothing and loads nothing: `sandbox` and `default-src 'none'`. A photo or
 * video opened in the browser is shown by a document of the browser's own, which loads the file itself.
 */
const FILE_POLICY =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";
/** An SVG (a logo, a signature) is that document itself: it may style itself and nothing else. */
const SVG_FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** A file name that cannot break out of the header's quotes or smuggle a path. */
function safeFilename(filename: string): string {
  const safe = filename
    .replace(/[^A-Za-z0-9._ -]+/g, '_')
    .replace(/^[.\s]+/, '')
    .slice(0, 100);
  return safe === '' ? 'file' : safe;
}
