/**
 * The shoppers' two hottest calls, the order lookup and the claim view (bench/api), answered on Node's own
 * request and response: @hono/node-server's request and response objects, Hono's router, its context and
 * the app's middleware chain cost each call a few microseconds, about a fifth of node's CPU per lookup
 * beyond what the lookup itself needs (issue 13).
 *
 * A direct route is written once, as a function of a `DirectCall`, and is served two ways: by
 * `directListener` before the request reaches @hono/node-server, and through Hono for every request that
 * listener leaves alone (HEAD, requests made in-process, an API with CORS, URLs and hosts @hono/node-server
 * would rewrite). Both give the same answer byte for byte (test/direct-routes.test.ts): the request id,
 * the log line, the API's headers and the answer to an error come from the same functions
 * (./every-request.ts, ./plain-answer.ts, ./errors.ts), and the query and path parameters are read with
 * Hono's own functions.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import { REQUEST_ID_HEADER } from '@orderprotection/domain';
import { getQueryParams } from 'hono/utils/url';
import { describeError, type Logger } from '../logger';
import type { AppEnv } from './env';
import { thrownErrorAnswer } from './errors';
import { logRequest, requestIdOf } from './every-request';
import { jsonAnswerHeaders, plainJsonAnswer, queryRecord } from './plain-answer';
import { HonoRequestFacts, nodeHeader, type RequestFacts } from './request-origin';

/** What a direct route's handler reads of its call, whichever way it is served. */
export interface DirectCall extends RequestFacts {
  readonly requestId: string;
  readonly log: Logger;
  /** The query as the validator middleware reads it: a name given once is a string, more often a list. */
  query(): Record<string, string | string[]>;
  /** The path's parameters. */
  readonly params: Record<string, string>;
}

/** A JSON answer: the API's headers are added to `headers`. */
export interface DirectAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type DirectHandler = (call: DirectCall) => Promise<DirectAnswer>;

/** Answers the request and says true when a direct route takes it; says false and does nothing otherwise. */
export type DirectListener = (incoming: IncomingMessage, outgoing: ServerResponse) => boolean;

interface Route {
  /** The route's pattern as the log names it: `/api/claims/:id`. */
  pattern: string;
  /** Its path's segments after the leading slash; `:name` takes any one segment. */
  segments: string[];
  answer: DirectHandler;
}

/**
 * A target `new URL` keeps exactly as sent (test/direct-routes.test.ts checks it on random ones): of these
 * characters (the ones @hono/node-server takes as they are, and `%`, but not `'`, which `new URL` encodes
 * in a query), with no `.` or `..` segment. @hono/node-server gives Hono either the target as sent or
 * `new URL`'s rewrite of it: for these, the same text. Any other request goes through Hono, so both ways
 * always read the same URL.
 */
export function isPlainTarget(target: string): boolean {
  return PLAIN_TARGET.test(target) && !DOT_SEGMENT.test(target);
}

const PLAIN_TARGET = /^\/[!#-&(-;=?-[\]_a-z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;

/** The last origin `isPlainOrigin` found plain: the Host header is the same on almost every request. */
let lastPlainOrigin = '';

/** An origin `new URL` keeps as it is: its host in lower case, no default port, nothing else. */
function isPlainOrigin(origin: string): boolean {
  if (origin === lastPlainOrigin) return true;
  if (!URL.canParse(origin) || new URL(origin).origin !== origin) return false;
  lastPlainOrigin = origin;
  return true;
}

export class DirectRoutes {
  readonly #routes: Route[] = [];

  /** `basePath` is where the API is mounted: `/api`. */
  constructor(private readonly basePath: string) {}

  /**
   * Documents the GET route `doc` in the API, serves it through Hono with `answer`, and keeps it for
   * `directListener`.
   */
  register(
    api: OpenAPIHono<AppEnv>,
    doc: RouteConfig & { getRoutingPath(): string },
    answer: DirectHandler,
  ): void {
    if (doc.method !== 'get') throw new Error(`A direct route answers GET only: ${doc.method} ${doc.path}`);
    api.openAPIRegistry.registerPath(doc);
    const path = doc.getRoutingPath();
    api.get(path, async (c) => {
      const { status, body, headers } = await answer(new HonoCall(c));
      return plainJsonAnswer(c, body, status, headers);
    });
    const pattern = `${this.basePath}${path}`;
    this.#routes.push({ pattern, segments: pattern.slice(1).split('/'), answer });
  }

  /** The first step of the server's request listener (http/serve.ts), logging to `logger`. */
  directListener(logger: Logger): DirectListener {
    return (incoming, outgoing) => {
      const taken = this.#routeOf(incoming);
      if (taken === undefined) return false;
      // Timed from here, as the app's first middleware times a call once Hono has routed it.
      const started = performance.now();
      const call = new NodeCall(incoming, taken.url, taken.params, logger);
      answerDirectly(taken.route, call, outgoing, started).catch((error: unknown) => {
        // The answer could not be written (a body JSON cannot hold): nothing sensible can follow.
        call.log.error('unhandled error', describeError(error));
        outgoing.destroy();
      });
      return true;
    };
  }

  /** The route that takes `incoming`, with its parameters and URL; undefined when none does. */
  #routeOf(
    incoming: IncomingMessage,
  ): { route: Route; params: Record<string, string>; url: string } | undefined {
    const target = incoming.url ?? '';
    if (incoming.method !== 'GET' || !target.startsWith(`${this.basePath}/`)) return undefined;
    if (!isPlainTarget(target)) return undefined;
    const queryStart = target.indexOf('?');
    const path = queryStart === -1 ? target : target.slice(0, queryStart);
    // No direct route's path needs percent-encoding: Hono's decoding of it stays in one place.
    if (path.includes('%')) return undefined;
    const host = incoming.headers.host;
    const origin = `${(incoming.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http'}://${host}`;
    if (host === undefined || !isPlainOrigin(origin)) return undefined;
    const segments = path.slice(1).split('/');
    for (const route of this.#routes) {
      const params = matchedParams(route.segments, segments);
      if (params !== undefined) return { route, params, url: `${origin}${target}` };
    }
    return undefined;
  }
}

/**
 * A direct route's answer to `call`, as the app's first middleware, Hono's error handler and
 * @hono/node-server would write it.
 */
async function answerDirectly(
  route: Route,
  call: NodeCall,
  outgoing: ServerResponse,
  started: number,
): Promise<void> {
  let answer: DirectAnswer;
  try {
    answer = await route.answer(call);
  } catch (error) {
    answer = thrownErrorAnswer(error, call.log);
  }
  const json = JSON.stringify(answer.body);
  const headers = jsonAnswerHeaders(call.requestId, answer.headers);
  // Written by Node from its own count when @hono/node-server writes the answer.
  headers['content-length'] = String(Buffer.byteLength(json));
  outgoing.writeHead(answer.status, headers);
  outgoing.end(json);
  logRequest(call.log, 'GET', route.pattern, answer.status, started);
}

/** A call Hono serves. */
class HonoCall extends HonoRequestFacts implements DirectCall {
  get requestId(): string {
    return this.c.var.requestId;
  }

  get log(): Logger {
    return this.c.var.log;
  }

  query(): Record<string, string | string[]> {
    return queryRecord(this.c.req.queries());
  }

  get params(): Record<string, string> {
    return this.c.req.param();
  }
}

/** A call served on Node's own request. */
class NodeCall implements DirectCall {
  readonly requestId: string;
  readonly log: Logger;

  constructor(
    private readonly incoming: IncomingMessage,
    readonly url: string,
    readonly params: Record<string, string>,
    logger: Logger,
  ) {
    this.requestId = requestIdOf(nodeHeader(incoming.headers, REQUEST_ID_HEADER));
    this.log = logger.child({ requestId: this.requestId });
  }

  header(name: string): string | undefined {
    return nodeHeader(this.incoming.headers, name);
  }

  get socket(): Socket {
    return this.incoming.socket;
  }

  query(): Record<string, string | string[]> {
    return queryRecord(getQueryParams(this.url) as Record<string, string[]>);
  }
}

/** The parameters of a path whose segments fit the route's; undefined when they do not. */
function matchedParams(route: string[], path: string[]): Record<string, string> | undefined {
  if (route.length !== path.length) return undefined;
  let params: Record<string, string> | undefined;
  for (let index = 0; index < route.length; index++) {
    const expected = route[index] as string;
    const segment = path[index] as string;
    if (expected.startsWith(':')) {
      if (segment === '') return undefined;
      params ??= {};
      params[expected.slice(1)] = segment;
    } else if (expected !== segment) return undefined;
  }
  return params ?? {};
}
