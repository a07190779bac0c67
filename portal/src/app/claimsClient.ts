/**
 * The real API client, for `lazyClient.ts` to import dynamically. A module of its own because the client's
 * package is also imported statically (its error class), and a dynamic import of the package itself would
 * keep all of it in the entry chunk.
 */
export { createClaimsClient } from '@orderprotection/client';
