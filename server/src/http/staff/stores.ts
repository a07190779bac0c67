/**
 * What every call on one store shares: its `{storeId}` parameter and `storeFor`, which answers 404 for a
 * store the caller may not see and 403 for a permission they lack there. The calls themselves are one file
 * per thing the console edits: `store-settings.ts` (branding, claim policy, Reply-To),
 * `notification-preferences.ts`, `capabilities.ts`, `assignees.ts`, `labels.ts`, `team.ts`, `api-tokens.ts`,
 * and `macros.ts`, `views.ts`, `webhooks.ts`.
 */
import { z } from '@hono/zod-openapi';
import { can, inputString, knowsStore, type Permission } from '@orderprotection/domain';
import { AppError } from '../../modules/app-error';
import { type StoreContext, storeContext } from '../../modules/people/grants';
import type { StaffPrincipal } from '../../modules/principal';
import type { Services } from '../env';

export const storeIdParam = inputString().min(1).max(100).openapi({ description: "The store's id." });
export const storeParams = z.object({ storeId: storeIdParam });

/** An answer of `schema` as JSON, for a route's `responses`. */
export const jsonAnswer = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** The store's context for `can`, when the principal may hold `permission` there; 404 when it may not know the store. */
export async function storeFor(
  services: Services,
  person: StaffPrincipal,
  id: string,
  permission: Permission,
): Promise<StoreContext> {
  const context = await storeContext(services.db, id);
  if (context === null || !knowsStore(person.grants, context))
    throw new AppError('not_found', 'Store not found.');
  if (!can(person.grants, permission, context)) {
    throw new AppError('forbidden', `This needs the ${permission} permission on this store.`);
  }
  return context;
}
