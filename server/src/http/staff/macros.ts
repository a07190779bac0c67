/**
 * A store's macros (saved replies), each call under the domain's `macro:*` permission on that store. A store
 * the person may not see answers 404, like every store call.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { inputString, MacroInput } from '@orderprotection/domain';
import { createMacro, deleteMacro, listMacros, updateMacro } from '../../modules/macros/macros';
import type { AppEnv, Services } from '../env';
import { errorResponses, MacroBody, staffSecurity } from '../openapi';
import { requireStaff } from './session';
import { storeFor } from './stores';

const storeId = inputString().min(1).max(100).openapi({ description: "The store's id." });
const params = z.object({ storeId });
const macroParams = z.object({ storeId, macroId: inputString().min(1).max(100) });
const body = { required: true, content: { 'application/json': { schema: MacroInput } } } as const;
const one = { description: 'The macro.', content: { 'application/json': { schema: MacroBody } } };
const list = {
  description: 'The macros, by name.',
  content: { 'application/json': { schema: z.array(MacroBody) } },
};

const getMacros = createRoute({
  method: 'get',
  path: '/staff/stores/{storeId}/macros',
  tags: ['Staff'],
  summary: "A store's macros (`macro:read`)",
  security: staffSecurity,
  request: { params },
  responses: { 200: list, ...errorResponses(400, 401, 403, 404) },
});

const postMacro = createRoute({
  method: 'post',
  path: '/staff/stores/{storeId}/macros',
  tags: ['Staff'],
  summary:
    'Save a macro: a reply with placeholders, which may also make a move and add a label (`macro:create`)',
  security: staffSecurity,
  request: { params, body },
  responses: { 201: one, ...errorResponses(400, 401, 403, 404, 409, 422) },
});

const putMacro = createRoute({
  method: 'put',
  path: '/staff/stores/{storeId}/macros/{macroId}',
  tags: ['Staff'],
  summary: 'Change a macro (`macro:update`)',
  security: staffSecurity,
  request: { params: macroParams, body },
  responses: { 200: one, ...errorResponses(400, 401, 403, 404, 409, 422) },
});

const removeMacro = createRoute({
  method: 'delete',
  path: '/staff/stores/{storeId}/macros/{macroId}',
  tags: ['Staff'],
  summary: 'Delete a macro (`macro:delete`)',
  security: staffSecurity,
  request: { params: macroParams },
  responses: { 200: list, ...errorResponses(400, 401, 403, 404) },
});

export function registerStaffMacroRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  api.openapi(getMacros, async (c) => {
    const { storeId: id } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), id, 'macro:read');
    return c.json(await listMacros(services.db, id), 200);
  });

  api.openapi(postMacro, async (c) => {
    const { storeId: id } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), id, 'macro:create');
    return c.json(await createMacro(services.db, id, c.req.valid('json'), services.now()), 201);
  });

  api.openapi(putMacro, async (c) => {
    const { storeId: id, macroId } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), id, 'macro:update');
    return c.json(await updateMacro(services.db, id, macroId, c.req.valid('json'), services.now()), 200);
  });

  api.openapi(removeMacro, async (c) => {
    const { storeId: id, macroId } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), id, 'macro:delete');
    await deleteMacro(services.db, id, macroId);
    return c.json(await listMacros(services.db, id), 200);
  });
}
