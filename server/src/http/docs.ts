/**
 * GET /api/openapi.json and the docs page at /api/docs. Swagger UI's files are served from the installed
 * swagger-ui-dist package, so the page works offline and loads nothing from a CDN.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  IDEMPOTENCY_KEY_HEADER,
  ORDER_TOKEN_COOKIE,
  ORDER_TOKEN_HEADER,
  REQUEST_ID_HEADER,
} from '@orderprotection/domain';
import { AppError } from '../modules/app-error';
import type { AppEnv } from './env';
import { registerComponents } from './openapi';
import { staticFile } from './static-files';

const swaggerUiDirectory = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const SWAGGER_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>OrderProtection claims API</title>
<link rel="icon" href="/api/docs/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

const INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

const API_DESCRIPTION = `The customer calls of the OrderProtection claims portal (spec section 7), under /api.

Proof of access, without a login:
- a successful GET order-lookup answers an order token, both as the HttpOnly cookie \`${ORDER_TOKEN_COOKIE}\` and in the \`${ORDER_TOKEN_HEADER}\` header; sessions, claim submission and uploads during the claim flow need it (header or cookie);
- a claim's id is its token (the /view/{token} link): reading the claim, its messages and reviews, and posting to them, need nothing else. Uploads for messages pass it as the \`claimId\` query parameter of POST media/uploads.

Every error answer has the shared shape {message, statusCode, statusMessage, data}. Every answer carries the \`${REQUEST_ID_HEADER}\` header; a retried claim submission may send \`${IDEMPOTENCY_KEY_HEADER}\`.`;

export function registerDocsRoutes(api: OpenAPIHono<AppEnv>): void {
  registerComponents(api.openAPIRegistry);
  const document = () =>
    api.getOpenAPI31Document({
      openapi: '3.1.0',
      info: { title: 'OrderProtection claims API', version: '1.0.0', description: API_DESCRIPTION },
      servers: [{ url: '/api' }],
    });
  let cached: ReturnType<typeof document> | undefined;
  api.get('/openapi.json', (c) => {
    cached ??= document();
    return c.json(cached);
  });
  api.get('/docs', (c) => c.html(DOCS_PAGE));
  api.get('/docs/init.js', (c) =>
    c.body(INIT_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );
  api.get('/docs/:file', async (c) => {
    const name = c.req.param('file');
    const file = SWAGGER_FILES.has(name)
      ? await staticFile(swaggerUiDirectory, name, { 'Cache-Control': 'public, max-age=86400' })
      : null;
    if (file === null) throw new AppError('not_found', 'Not found.');
    return file;
  });
}
