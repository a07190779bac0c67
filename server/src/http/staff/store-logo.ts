/**
 * A store's logo uploaded from the console's branding editor (`branding:update`): the file is the body,
 * checked by its bytes as a logo (SVG, PNG, JPEG or WebP, up to the domain's `LOGO_MAX_BYTES`; an SVG is
 * sanitised), stored, and its link answered. The branding is not changed here: the editor shows the logo
 * in its preview, and saving the branding with that link shows it to shoppers.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { inputString, LOGO_MAX_BYTES, LOGO_TOO_LARGE } from '@orderprotection/domain';
import { AppError } from '../../modules/app-error';
import { checkLogo, storeLogo } from '../../modules/media/logo';
import { newMediaKey } from '../../security/tokens';
import { discardBody, readBodyWithin } from '../body-limit';
import type { AppEnv, Services } from '../env';
import { errorResponses, StoreLogoBody, staffSecurity } from '../openapi';
import { requireStaff } from './session';
import { storeFor, storeParams } from './stores';

/** The path the JSON body limit leaves to this route, which reads its body under the logo's own limit. */
export const STORE_LOGO_PATH = /^\/api\/staff\/stores\/[^/]+\/logo$/;

const postLogo = createRoute({
  method: 'post',
  path: '/staff/stores/{storeId}/logo',
  tags: ['Staff'],
  summary: "Upload a store's logo (`branding:update`)",
  description:
    `The body is the image itself: SVG, PNG, JPEG or WebP, up to ${LOGO_MAX_BYTES} bytes. Its format is ` +
    'read from its bytes, whatever Content-Type or name it comes with. An SVG is sanitised: scripts, event ' +
    'handlers, foreignObject and every reference outside the file are removed, and one with a DOCTYPE is ' +
    "refused. Answers the link to save as the branding's `logoUrl`; the branding itself is not changed.",
  security: staffSecurity,
  request: {
    params: storeParams,
    query: z.object({
      filename: inputString()
        .max(200)
        .optional()
        .openapi({ description: 'The file name, kept for downloads.' }),
    }),
    body: { required: true, content: { '*/*': { schema: { type: 'string', format: 'binary' } } } },
  },
  responses: {
    201: { description: 'Stored.', content: { 'application/json': { schema: StoreLogoBody } } },
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export function registerStaffStoreLogoRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  api.openapi(postLogo, async (c) => {
    const { storeId } = c.req.valid('param');
    const { filename = 'logo' } = c.req.valid('query');
    const body = c.req.raw.body;
    try {
      await storeFor(services, await requireStaff(c, services), storeId, 'branding:update');
    } catch (error) {
      if (body !== null) await discardBody(body);
      throw error;
    }
    const bytes =
      body === null ? new Uint8Array(0) : await readLogoBody(body, c.req.header('content-length'));
    const logo = checkLogo(bytes);
    if (!logo.ok) {
      throw new AppError(
        logo.reason === 'too_large' ? 'payload_too_large' : 'unsupported_media_type',
        logo.message,
      );
    }
    let written: string | undefined;
    const write = async (file: Uint8Array, extension: string) => {
      written = newMediaKey(extension);
      await services.storage.write(written, file);
      return written;
    };
    const logoUrl = await storeLogo(services.db, logo, { write, filename, now: services.now() }).catch(
      async (error: unknown) => {
        if (written !== undefined) await services.storage.remove(written);
        throw error;
      },
    );
    return c.json({ logoUrl }, 201);
  });
}

/** The body's bytes; refused as too large by its declared length, or as soon as it passes the limit. */
async function readLogoBody(
  body: ReadableStream<Uint8Array>,
  declaredLength: string | undefined,
): Promise<Uint8Array> {
  const tooLarge = () => new AppError('payload_too_large', LOGO_TOO_LARGE);
  if (Number(declaredLength) > LOGO_MAX_BYTES) {
    await discardBody(body);
    throw tooLarge();
  }
  return new Uint8Array(await readBodyWithin(body, LOGO_MAX_BYTES, tooLarge));
}
