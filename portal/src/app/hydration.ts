/**
 * What the server's render of a page hands to the browser's, so React hydrates the same tree: the router's
 * state (loader data and route errors) as JSON next to the markup (the claim of a claim's page:
 * claim/pageClaim.tsx). Route errors are written as plain data
 * and made into the same errors again here, so the error page reads the same on both sides.
 */
import { type HydrationState, isRouteErrorResponse } from 'react-router-dom';
import { jsonScript } from './jsonScript';
import { PageNotFoundError } from './pageNotFound';

/** The attribute of the JSON script with the router's state. */
export const ROUTER_STATE_ATTRIBUTE = 'data-op-router';

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
