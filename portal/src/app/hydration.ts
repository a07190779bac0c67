/**
 * What the server's render of a page hands to the browser's, so React hydrates the same tree: the router's
 * state (loader data and route errors) as JSON next to the markup. Route errors are written as plain data
 * and made into the same errors again here, so the error page reads the same on both sides.
 */
import type { Claim } from '@orderprotection/domain';
import { type HydrationState, isRouteErrorResponse } from 'react-router-dom';
import type { PageClaim } from '../claim/pageClaim';
import { PageNotFoundError } from './routeErrors';

/** The attribute of the JSON script with the router's state. */
export const ROUTER_STATE_ATTRIBUTE = 'data-op-router';
/** The attribute of the JSON script with the claim a claim's page was rendered with. */
export const PAGE_CLAIM_ATTRIBUTE = 'data-op-claim';

/** The claim a claim's page was rendered with, as the server wrote it: parsed with the domain's schema. */
export interface WrittenPageClaim {
  token: string;
  claim: Claim;
}

function jsonScript(document: Document, attribute: string): unknown {
  const text = document.querySelector(`script[${attribute}]`)?.textContent;
  if (text === undefined || text === null || text.trim() === '') return undefined;
  return JSON.parse(text);
}

/**
 * The claim the server rendered the page with, for the page to show without asking again. Not parsed
 * again here: the server parsed it with the domain's schema before writing it, and zod stays out of the
 * first load.
 */
export function readPageClaim(document: Document): PageClaim | undefined {
  const written = jsonScript(document, PAGE_CLAIM_ATTRIBUTE) as WrittenPageClaim | undefined;
  return written === undefined ? undefined : { ...written, shown: false };
}

type WrittenError =
  | { kind: 'page-not-found'; path: string }
  | { kind: 'response'; status: number; statusText: string; internal: boolean; data: unknown }
  | { kind: 'error'; message: string };

export interface WrittenRouterState {
  loaderData: Record<string, unknown>;
  errors: Record<string, WrittenError> | null;
}

function writeError(error: unknown): WrittenError {
  if (error instanceof PageNotFoundError) return { kind: 'page-not-found', path: error.path };
  if (isRouteErrorResponse(error)) {
    const { status, statusText, data } = error;
    // Part of the class react-router checks for, not of its public type.
    const internal = (error as { internal?: unknown }).internal === true;
    return { kind: 'response', status, statusText, internal, data };
  }
  return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
}

function readError(written: WrittenError): unknown {
  switch (written.kind) {
    case 'page-not-found':
      return new PageNotFoundError(written.path);
    case 'response':
      // The shape isRouteErrorResponse recognises: react-router does not export its own class.
      return {
        status: written.status,
        statusText: written.statusText,
        internal: written.internal,
        data: written.data,
      };
    case 'error':
      return new Error(written.message);
  }
}

export function writeRouterState(state: {
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
}): WrittenRouterState {
  const errors =
    state.errors === null
      ? null
      : Object.fromEntries(Object.entries(state.errors).map(([id, error]) => [id, writeError(error)]));
  return { loaderData: state.loaderData, errors };
}

/** The router state the server wrote into the page; undefined when it rendered no markup. */
export function readRouterState(document: Document): HydrationState | undefined {
  const written = jsonScript(document, ROUTER_STATE_ATTRIBUTE) as WrittenRouterState | undefined;
  if (written === undefined) return undefined;
  const errors =
    written.errors === null
      ? null
      : Object.fromEntries(Object.entries(written.errors).map(([id, error]) => [id, readError(error)]));
  return { loaderData: written.loaderData, errors };
}
