import { ClaimsApiError } from '@orderprotection/client';
import type { Claim } from '@orderprotection/domain';
import { useCallback, useContext, useEffect, useState } from 'react';
import { usePortalLocation } from '../app/location';
import { PageNotFoundError } from '../app/pageNotFound';
import { useServices } from '../app/services';
import { PageClaimContext } from './pageClaim';

type Loaded = { token: string; claim: Claim } | { token: string; error: unknown };

/**
 * The claim of a `/view/{token}` or `/print/{token}` link. While it loads the answer is undefined; a
 * token that finds no claim is the same 404 as a malformed one, and other failures reach the error page
 * (both thrown during render, for the route's error boundary).
 */
export function useClaimByToken(token: string): { claim: Claim | undefined; reload: () => void } {
  const { client } = useServices();
  const { pathname, search } = usePortalLocation();
  const pageClaim = useContext(PageClaimContext);
  const [loaded, setLoaded] = useState<Loaded | undefined>(() =>
    pageClaim !== undefined && !pageClaim.shown && pageClaim.token === token
      ? { token, claim: pageClaim.claim }
      : undefined,
  );
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the claim again on purpose
  useEffect(() => {
    if (pageClaim !== undefined && !pageClaim.shown && pageClaim.token === token) {
      pageClaim.shown = true;
      return;
    }
    let current = true;
    client.getClaim(token).then(
      (claim) => current && setLoaded({ token, claim }),
      (error: unknown) => current && setLoaded({ token, error }),
    );
    return () => {
      current = false;
    };
  }, [client, token, attempt, pageClaim]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  if (loaded === undefined || loaded.token !== token) return { claim: undefined, reload };
  if ('error' in loaded) {
    if (loaded.error instanceof ClaimsApiError && loaded.error.statusCode === 404) {
      throw new PageNotFoundError(`${pathname}${search}`);
    }
    throw loaded.error;
  }
  return { claim: loaded.claim, reload };
}
