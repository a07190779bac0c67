/**
 * The HTTP application, constructible in-process: `createApp(deps)` needs a database, a media storage and
 * the configuration, and answers `fetch` requests. `main.ts` serves it on a port; tests and benchmarks
 * may build one of their own.
 *
 *   /api/*     the API (spec section 7), its OpenAPI document and docs page
 *   /demo/*    fonts and logos of the demo stores (when `demoAssetsDir` is given)
 *   /console/* the staff console (`console`), when it is given
 *   anything else: the portal (`portal`), once there is one; 404 until then
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import {
  type Claim,
  IDEMPOTENCY_KEY_HEADER,
  ISSUES_FORM_PATH,
  LIMITS,
  OLDER_MESSAGES_HEADER,
  ORDER_TOKEN_HEADER,
  PICKS_FORMS,
  type PicksForm,
  REQUEST_ID_HEADER,
  type Review,
  START_FORM_PATH,
} from '@orderprotection/domain';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { routePath } from 'hono/route';
import type { AppConfig } from './config';
import type { Db } from './db/database';
import { BODY_METHODS, jsonBodyLimit } from './http/body-limit';
import { customerClaimByToken, customerReviewsByToken, registerClaimRoutes } from './http/customer/claims';
import { registerLookupRoutes } from './http/customer/lookup';
import { registerMediaRoutes } from './http/customer/media';
import { registerSessionRoutes } from './http/customer/sessions';
import { registerStoreRoutes } from './http/customer/stores';
import { registerDocsRoutes } from './http/docs';
import type { AppEnv, Services } from './http/env';
import { errorBody, thrownErrorAnswer, validationError } from './http/errors';
import { registerIngestRoutes } from './http/ingest';
import {
  answerIssuesForm,
  answerMessageForm,
  answerPicksForm,
  answerReviewForm,
  answerStartForm,
  type PageFormOutcome,
  type PageOrder,
  provenPageOrder,
} from './http/portal-forms';
import { registerApiTokenRoutes } from './http/staff/api-tokens';
import { registerAssigneeRoutes } from './http/staff/assignees';
import { registerAuthRoutes } from './http/staff/auth';
import { registerCapabilityRoutes } from './http/staff/capabilities';
import { registerStaffClaimRoutes } from './http/staff/claims';
import { registerConnectionBackfillRoutes } from './http/staff/connection-backfill';
import { registerConnectionRoutes } from './http/staff/connections';
import { registerLabelRoutes } from './http/staff/labels';
import { registerStaffMacroRoutes } from './http/staff/macros';
import { registerStaffMeRoutes } from './http/staff/me';
import { registerNotificationPreferenceRoutes } from './http/staff/notification-preferences';
import { ORDER_BATCH_BODY_LIMIT_BYTES, ORDER_BATCH_PATH, registerOrderRoutes } from './http/staff/orders';
import { refuseCrossSiteWrites } from './http/staff/session';
import { registerStaffStoreLogoRoutes, STORE_LOGO_PATH } from './http/staff/store-logo';
import { registerStoreSettingsRoutes } from './http/staff/store-settings';
import { registerTeamRoutes } from './http/staff/team';
import { registerStaffViewRoutes } from './http/staff/views';
import { registerStaffWebhookRoutes } from './http/staff/webhooks';
import { staticFile } from './http/static-files';
import { createLogger, type Logger } from './logger';
import { AppError } from './modules/app-error';
import type { Mailer } from './modules/mail/mailer';
import type { MediaStorage } from './modules/media/storage';
import { type Auth, createAuth } from './modules/people/auth';
import { createSessionCache } from './modules/people/session-cache';
import { secretBox } from './security/secrets';
import { createSigner } from './security/tokens';

/**
 * The portal's seam: given, it answers every GET outside /api and /demo (its static files first, then the
 * HTML of the page asked for). The portal issue builds it; until then those paths answer 404.
 */
export interface PortalHandler {
  /** `loaders` are given to the portal, whose pages may show what the server has (a claim). */
  fetch(request: Request, loaders?: PortalPageLoaders): Response | Promise<Response>;
}

/** What the server loads for a page on the portal's demand, with the request's origin and principal. */
export interface PortalPageLoaders {
  /** The claim a link token opens, as GET claims/{token} answers it; null when none does. */
  claimByToken(token: string): Promise<Claim | null>;
  /** The reviews of the claim a link token opens, as GET claims/{token}/reviews answers them; null when none. */
  reviewsByToken(token: string): Promise<Review[] | null>;
  /** The answers to the pages' forms sent without their script (http/portal-forms.ts). */
  answerStartForm(form: FormData): Promise<PageFormOutcome>;
  answerIssuesForm(form: FormData): Promise<PageFormOutcome>;
  answerPicksForm(page: PicksForm, form: FormData): Promise<PageFormOutcome>;
  answerMessageForm(token: string, form: FormData): Promise<PageFormOutcome>;
  answerReviewForm(token: string, form: FormData): Promise<PageFormOutcome>;
  /** The order the request's proof of a lookup names, for a page of the flow; null without one. */
  provenOrder(): Promise<PageOrder | null>;
}

export interface AppDeps {
  db: Db;
  storage: MediaStorage;
  config: AppConfig;
  /** Where email goes (a password reset); without one, sending refuses with a clear error. */
  mailer?: Mailer;
  /** Sign-in for people; built from the database, the secret and the mailer when not given. */
  auth?: Auth;
  /** Defaults to the system clock; tests pass their own to move through claim windows and expiries. */
  clock?: () => Date;
  logger?: Logger;
  demoAssetsDir?: string;
  portal?: PortalHandler;
  /** The console's seam: given, it answers every GET of /console and below (server/src/http/console.ts). */
  console?: PortalHandler;
}

/** The app: Hono's, which answers `fetch` requests. */
export type App = Hono<AppEnv>;

/** The most the start page's form may send: its two fields are at most a few hundred bytes. */
const START_FORM_MAX_BYTES = 4096;
/** The most the issues page's form may send: one field naming one of two choices. */
const ISSUES_FORM_MAX_BYTES = 1024;
/**
 * The most the items or shipments page's form may send: a field per ticked box, each an id or two, which
 * leaves room for hundreds of lines.
 */
const PICKS_FORM_MAX_BYTES = 64 * 1024;
/**
 * The most a claim page's message form may send: its text at its longest, each character as up to four
 * UTF-8 bytes, each percent-encoded in three characters.
 */
const MESSAGE_FORM_MAX_BYTES = LIMITS.message * 12 + 1024;
/** The most a claim's review form may send: its comment at its longest, as the message's text above. */
const REVIEW_FORM_MAX_BYTES = LIMITS.details * 12 + 1024;

/** Where the API is mounted. */
const API_PATH = '/api';

export function createApp(deps: AppDeps): App {
  const mailer = deps.mailer ?? noMailer;
  const logger = deps.logger ?? createLogger();
  const services: Services = {
    db: deps.db,
    storage: deps.storage,
    signer: createSigner(deps.config.signingSecret),
    auth:
      deps.auth ??
      createAuth({
        db: deps.db,
        secret: deps.config.signingSecret,
        publicUrl: deps.config.publicUrl,
        mailer,
        logger,
      }),
    sessions: createSessionCache(),
    mailer,
    config: deps.config,
    secrets: deps.config.secretsKey === undefined ? undefined : secretBox(deps.config.secretsKey),
    now: deps.clock ?? (() => new Date()),
  };
  const app = new Hono<AppEnv>();

  // What every request gets: its request id and its log line, and on the API's answers the security headers.
  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    const api = c.req.path.startsWith('/api/');
    // Outside the API on the headers the answer will be built with: the portal's and the console's answers
    // may come with headers that cannot be changed.
    if (!api) c.header(REQUEST_ID_HEADER, requestId);
    const log = logger.child({ requestId });
    c.set('log', log);
    await next();
    if (api) {
      const headers = c.res.headers;
      headers.set(REQUEST_ID_HEADER, requestId);
      headers.set('x-content-type-options', 'nosniff');
      // Answers carry orders, claims and tokens: stored nowhere, unless a route says otherwise.
      if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
    }
    logRequest(log, c.req.method, routePath(c, -1), c.res.status, started);
  });

  if (deps.config.corsOrigins.length > 0) {
    app.use(
      '/api/*',
      cors({
        origin: deps.config.corsOrigins,
        credentials: true,
        allowHeaders: ['Content-Type', ORDER_TOKEN_HEADER, IDEMPOTENCY_KEY_HEADER, REQUEST_ID_HEADER],
        exposeHeaders: [ORDER_TOKEN_HEADER, OLDER_MESSAGES_HEADER, REQUEST_ID_HEADER, 'Retry-After'],
      }),
    );
  }
  const limitJsonBody = jsonBodyLimit(deps.config.bodyLimitBytes);
  const limitOrderBatch = jsonBodyLimit(ORDER_BATCH_BODY_LIMIT_BYTES);
  // Registered for the methods that carry a body only: a GET or HEAD then passes one layer of the chain
  // fewer (each an async step on every call of the API's reads, bench/api).
  app.on(BODY_METHODS, '/api/*', (c, next) => {
    // File uploads and a store's logo are read under their own limits, a batch of orders under its own.
    if (
      (c.req.method === 'PUT' && c.req.path.startsWith('/api/media/uploads/')) ||
      (c.req.method === 'POST' && STORE_LOGO_PATH.test(c.req.path))
    )
      return next();
    if (c.req.method === 'POST' && ORDER_BATCH_PATH.test(c.req.path)) return limitOrderBatch(c, next);
    return limitJsonBody(c, next);
  });

  app.use('/api/staff/*', refuseCrossSiteWrites(services));
  registerAuthRoutes(app, services);

  const api = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
  registerLookupRoutes(api, services);
  registerSessionRoutes(api, services);
  registerClaimRoutes(api, services);
  registerStoreRoutes(api, services);
  registerMediaRoutes(api, services);
  registerStaffMeRoutes(api, services);
  registerStaffClaimRoutes(api, services);
  registerStoreSettingsRoutes(api, services);
  registerStaffStoreLogoRoutes(api, services);
  registerNotificationPreferenceRoutes(api, services);
  registerCapabilityRoutes(api, services);
  registerAssigneeRoutes(api, services);
  registerLabelRoutes(api, services);
  registerTeamRoutes(api, services);
  registerApiTokenRoutes(api, services);
  registerStaffMacroRoutes(api, services);
  registerStaffViewRoutes(api, services);
  registerStaffWebhookRoutes(api, services);
  registerOrderRoutes(api, services);
  registerConnectionRoutes(api, services);
  registerConnectionBackfillRoutes(api, services);
  registerIngestRoutes(api, services);
  registerDocsRoutes(api);
  app.route(API_PATH, api);

  const { demoAssetsDir, portal, console: consoleApp } = deps;
  if (demoAssetsDir !== undefined) {
    app.get('/demo/*', async (c, next) => {
      const file = await staticFile(demoAssetsDir, c.req.path.slice('/demo/'.length), {
        'Cache-Control': 'public, max-age=3600',
        // Fonts are fetched with CORS; a portal served from another origin (e.g. a dev server) needs this.
        'Access-Control-Allow-Origin': '*',
      });
      return file ?? next();
    });
  }
  if (consoleApp !== undefined) {
    // Before the portal's catch-all: /console is never a portal page.
    app.get('/console', (c) => consoleApp.fetch(c.req.raw));
    app.get('/console/*', (c) => consoleApp.fetch(c.req.raw));
  }
  if (portal !== undefined) {
    const loaders = (c: Context<AppEnv>): PortalPageLoaders => ({
      claimByToken: (token) => customerClaimByToken(c, services, token),
      reviewsByToken: (token) => customerReviewsByToken(services, token),
      answerStartForm: (form) => answerStartForm(c, services, form),
      answerIssuesForm: (form) => answerIssuesForm(c, services, form),
      answerPicksForm: (page, form) => answerPicksForm(c, services, page, form),
      answerMessageForm: (token, form) => answerMessageForm(c, services, token, form),
      answerReviewForm: (token, form) => answerReviewForm(c, services, token, form),
      provenOrder: () => provenPageOrder(c, services),
    });
    app.get('*', async (c, next) =>
      c.req.path.startsWith('/api/') ? next() : portal.fetch(c.req.raw, loaders(c)),
    );
    // The start page's form, sent before (or without) its script: two short fields.
    app.post(START_FORM_PATH, bodyLimit({ maxSize: START_FORM_MAX_BYTES }), (c) =>
      portal.fetch(c.req.raw, loaders(c)),
    );
    // The issues page's form, sent before (or without) its script: one short field.
    app.post(ISSUES_FORM_PATH, bodyLimit({ maxSize: ISSUES_FORM_MAX_BYTES }), (c) =>
      portal.fetch(c.req.raw, loaders(c)),
    );
    // The items and shipments pages' forms, sent before (or without) their script: what was ticked.
    for (const { path } of PICKS_FORMS) {
      app.post(path, bodyLimit({ maxSize: PICKS_FORM_MAX_BYTES }), (c) =>
        portal.fetch(c.req.raw, loaders(c)),
      );
    }
    // A claim page's message form, sent before (or without) its script.
    app.post('/view/:token', bodyLimit({ maxSize: MESSAGE_FORM_MAX_BYTES }), (c) =>
      portal.fetch(c.req.raw, loaders(c)),
    );
    // A claim's review form, sent before (or without) its script.
    app.post('/view/:token/review', bodyLimit({ maxSize: REVIEW_FORM_MAX_BYTES }), (c) =>
      portal.fetch(c.req.raw, loaders(c)),
    );
  }

  app.notFound((c) => c.json(errorBody(404, `Nothing here: ${c.req.method} ${c.req.path}`), 404));
  app.onError((error, c) => {
    const { status, body, headers } = thrownErrorAnswer(error, c.var.log ?? logger);
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    return c.json(body, status);
  });
  return app;
}

/** The client's own request id when it sent a plain one (`X-Request-Id`), else a new one. */
function requestIdOf(sent: string | undefined): string {
  return sent !== undefined && sent !== '' && sent.length <= 64 && !/[^\w\-=]/.test(sent)
    ? sent
    : crypto.randomUUID();
}

/**
 * The request's log line: an error when it answered 5xx. `route` is the route's pattern, never the path:
 * paths hold claim tokens and file keys.
 */
function logRequest(log: Logger, method: string, route: string, status: number, started: number): void {
  const fields = { method, route, status, durationMs: Math.round((performance.now() - started) * 10) / 10 };
  if (status >= 500) log.error('request', fields);
  else log.info('request', fields);
}

const noMailer: Mailer = {
  describe: 'not sent: no mailer configured',
  send: () => Promise.reject(new AppError('unprocessable', 'This server is not set up to send email.')),
};
