/**
 * `POST .../connections/{connectionId}/backfill` (`integrations:update`): reads the shop's orders of the
 * last N days, by default the store's claim window, since an order older than that cannot be claimed. The
 * call only starts it: the backfill worker reads the pages (modules/ingest/backfill-worker.ts), and the
 * connection's `backfill` shows how far it got.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import { AppError } from '../../modules/app-error';
import { DEFAULT_BACKFILL_DAYS, startBackfill } from '../../modules/ingest/backfill';
import { findConnection, listConnections } from '../../modules/ingest/connections';
import type { AppEnv, Services } from '../env';
import { errorResponses, staffSecurity } from '../openapi';
import { requestOrigin } from '../request-origin';
import { ConnectionBody, connectionAnswer } from './connections';
import { requireStaff } from './session';
import { jsonAnswer as json, storeFor, storeIdParam } from './stores';

const BackfillInput = z.strictObject({
  /** How many days back; the store's claim window when not given. */
  days: z.number().int().min(1).max(365).optional(),
});

const postBackfill = createRoute({
  method: 'post',
  path: '/staff/stores/{storeId}/connections/{connectionId}/backfill',
  tags: ['Staff'],
  summary: "Read the shop's orders of the last days from its platform (`integrations:update`)",
  description:
    'Starts reading the orders placed in the last `days` (the store’s claim window when not given) and answers at once; the connection’s `backfill` shows the progress. 409 while one is under way.',
  security: staffSecurity,
  request: {
    params: z.object({ storeId: storeIdParam, connectionId: z.string().min(1).max(100) }),
    body: { required: false, content: { 'application/json': { schema: BackfillInput } } },
  },
  responses: {
    202: json(ConnectionBody, 'The connection, its backfill begun.'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function registerConnectionBackfillRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  api.openapi(postBackfill, async (c) => {
    const { storeId, connectionId } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), storeId, 'integrations:update');
    const connection = await findConnection(services.db, connectionId);
    if (connection === undefined || connection.storeId !== storeId)
      throw new AppError('not_found', 'Connection not found.');
    if (connection.disconnectedAt !== null)
      throw new AppError('conflict', 'This connection is disconnected: connect the shop again first.');
    const days = c.req.valid('json')?.days ?? (await claimWindowDays(services, storeId));
    await startBackfill(services.db, { connectionId, days, now: services.now() });
    const health = (await listConnections(services.db, storeId)).find((listed) => listed.id === connectionId);
    if (health === undefined) throw new Error('The connection is not listed');
    return c.json(connectionAnswer(requestOrigin(c, services), health), 202);
  });
}

async function claimWindowDays(services: Services, storeId: string): Promise<number> {
  const [store] = await services.db
    .select({ policy: stores.policy })
    .from(stores)
    .where(eq(stores.id, storeId));
  return store?.policy.claimWindowDays ?? DEFAULT_BACKFILL_DAYS;
}
