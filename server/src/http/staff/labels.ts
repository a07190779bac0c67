/** A store's list of labels (`label:*`), which claims carry. */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { inputString, LabelInput } from '@orderprotection/domain';
import { createLabel, deleteLabel, listLabels, renameLabel } from '../../modules/claims/labels';
import type { AppEnv, Services } from '../env';
import { errorResponses, LabelBody, staffSecurity } from '../openapi';
import { requireStaff } from './session';
import { jsonAnswer as json, storeParams as params, storeFor, storeIdParam } from './stores';

const getLabels = createRoute({
  method: 'get',
  path: '/staff/stores/{storeId}/labels',
  tags: ['Staff'],
  summary: "A store's labels (`label:read`)",
  security: staffSecurity,
  request: { params },
  responses: { 200: json(z.array(LabelBody), 'The labels, by name.'), ...errorResponses(400, 401, 403, 404) },
});

const postLabel = createRoute({
  method: 'post',
  path: '/staff/stores/{storeId}/labels',
  tags: ['Staff'],
  summary: "Add a label to the store's list (`label:create`)",
  security: staffSecurity,
  request: { params, body: { required: true, content: { 'application/json': { schema: LabelInput } } } },
  responses: { 201: json(LabelBody, 'The label.'), ...errorResponses(400, 401, 403, 404, 409) },
});

const labelParams = z.object({ storeId: storeIdParam, labelId: inputString().min(1).max(100) });

const putLabel = createRoute({
  method: 'put',
  path: '/staff/stores/{storeId}/labels/{labelId}',
  tags: ['Staff'],
  summary: "Rename one of the store's labels (`label:update`); claims carrying it show the new name",
  security: staffSecurity,
  request: {
    params: labelParams,
    body: { required: true, content: { 'application/json': { schema: LabelInput } } },
  },
  responses: { 200: json(LabelBody, 'The label now.'), ...errorResponses(400, 401, 403, 404, 409) },
});

const deleteLabelRoute = createRoute({
  method: 'delete',
  path: '/staff/stores/{storeId}/labels/{labelId}',
  tags: ['Staff'],
  summary: "Delete one of the store's labels (`label:delete`); it comes off every claim that had it",
  security: staffSecurity,
  request: { params: labelParams },
  responses: { 200: json(z.array(LabelBody), 'The labels now.'), ...errorResponses(400, 401, 403, 404) },
});

export function registerLabelRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  api.openapi(getLabels, async (c) => {
    const { storeId: id } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), id, 'label:read');
    return c.json(await listLabels(services.db, id), 200);
  });

  api.openapi(postLabel, async (c) => {
    const { storeId: id } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), id, 'label:create');
    return c.json(await createLabel(services.db, id, c.req.valid('json').name), 201);
  });

  api.openapi(putLabel, async (c) => {
    const { storeId: id, labelId } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), id, 'label:update');
    return c.json(await renameLabel(services.db, id, labelId, c.req.valid('json').name), 200);
  });

  api.openapi(deleteLabelRoute, async (c) => {
    const { storeId: id, labelId } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), id, 'label:delete');
    await deleteLabel(services.db, id, labelId);
    return c.json(await listLabels(services.db, id), 200);
  });
}
