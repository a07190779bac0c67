/**
 * Who works on a store (`team-member:*`): its store roles and its account's. Every change stays within the
 * reach of whoever makes it (the domain's `teamChangeRefusal`).
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { inputString, type Permission, TeamInvite, TeamRoleInput } from '@orderprotection/domain';
import type { Context } from 'hono';
import type { Tx } from '../../db/database';
import type { StoreContext } from '../../modules/people/grants';
import {
  changeMemberRole,
  inviteMember,
  removeMember,
  storeTeam,
  transferOwnership,
} from '../../modules/people/team';
import type { StaffPrincipal } from '../../modules/principal';
import type { AppEnv, Services } from '../env';
import { errorResponses, staffSecurity, TeamMemberBody } from '../openapi';
import { requireStaff } from './session';
import { jsonAnswer as json, storeParams as params, storeFor, storeIdParam } from './stores';

const memberParams = z.object({ storeId: storeIdParam, personId: inputString().min(1).max(100) });
const teamAnswer = json(z.array(TeamMemberBody), 'The team now, by name.');

const getTeam = createRoute({
  method: 'get',
  path: '/staff/stores/{storeId}/team',
  tags: ['Staff'],
  summary: "Who works on the store: its store roles and its account's roles (`team-member:read`)",
  security: staffSecurity,
  request: { params },
  responses: { 200: teamAnswer, ...errorResponses(400, 401, 403, 404) },
});

const postTeam = createRoute({
  method: 'post',
  path: '/staff/stores/{storeId}/team',
  tags: ['Staff'],
  summary: 'Invite someone by email with a store role (`team-member:invite`)',
  description:
    "Someone new gets an email with a link to choose their password; someone who already has an account gets the role at once. Only roles within the inviter's own reach: the owner role needs `team-member:grant-ownership`, and no role may do what the inviter may not.",
  security: staffSecurity,
  request: { params, body: { required: true, content: { 'application/json': { schema: TeamInvite } } } },
  responses: { 201: teamAnswer, ...errorResponses(400, 401, 403, 404, 409) },
});

const putMember = createRoute({
  method: 'put',
  path: '/staff/stores/{storeId}/team/{personId}',
  tags: ['Staff'],
  summary: "Change a member's store role (`team-member:change-role`), within the changer's reach",
  security: staffSecurity,
  request: {
    params: memberParams,
    body: { required: true, content: { 'application/json': { schema: TeamRoleInput } } },
  },
  responses: { 200: teamAnswer, ...errorResponses(400, 401, 403, 404) },
});

const deleteMember = createRoute({
  method: 'delete',
  path: '/staff/stores/{storeId}/team/{personId}',
  tags: ['Staff'],
  summary: "Take a member's store role away (`team-member:remove`), within the remover's reach",
  security: staffSecurity,
  request: { params: memberParams },
  responses: { 200: teamAnswer, ...errorResponses(400, 401, 403, 404, 422) },
});

const postOwnership = createRoute({
  method: 'post',
  path: '/staff/stores/{storeId}/team/{personId}/ownership',
  tags: ['Staff'],
  summary:
    'Make a member the store owner (`team-member:grant-ownership`); an owner handing over becomes an admin',
  security: staffSecurity,
  request: { params: memberParams },
  responses: { 200: teamAnswer, ...errorResponses(400, 401, 403, 404) },
});

export function registerTeamRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  /** A team change by the signed-in person in one transaction, answered with the team as it is then. */
  const changeTeam = async (
    c: Context<AppEnv>,
    id: string,
    permission: Permission,
    change: (db: Tx, actor: StaffPrincipal, context: StoreContext) => Promise<void>,
  ) => {
    const person = await requireStaff(c, services);
    const context = await storeFor(services, person, id, permission);
    await services.db.transaction((tx) => change(tx, person, context));
    // Sessions carry their person's roles for a few seconds: the new roles apply from the next call.
    services.sessions.forgetAll();
    return storeTeam(services.db, context);
  };

  api.openapi(getTeam, async (c) => {
    const { storeId: id } = c.req.valid('param');
    const context = await storeFor(services, await requireStaff(c, services), id, 'team-member:read');
    return c.json(await storeTeam(services.db, context), 200);
  });

  // Not in one transaction: better-auth creates the person and their invitation on its own connection,
  // which an open transaction would wait on with PGlite's single one (inviteMember says what a retry does).
  api.openapi(postTeam, async (c) => {
    const person = await requireStaff(c, services);
    const context = await storeFor(services, person, c.req.valid('param').storeId, 'team-member:invite');
    await inviteMember(services.db, services.auth, {
      actor: person,
      context,
      invite: c.req.valid('json'),
      requestHeaders: c.req.raw.headers,
    });
    services.sessions.forgetAll();
    return c.json(await storeTeam(services.db, context), 201);
  });

  api.openapi(putMember, async (c) => {
    const { storeId: id, personId } = c.req.valid('param');
    const { role } = c.req.valid('json');
    const team = await changeTeam(c, id, 'team-member:change-role', (tx, actor, context) =>
      changeMemberRole(tx, { actor, context, personId, role }),
    );
    return c.json(team, 200);
  });

  api.openapi(deleteMember, async (c) => {
    const { storeId: id, personId } = c.req.valid('param');
    const team = await changeTeam(c, id, 'team-member:remove', (tx, actor, context) =>
      removeMember(tx, { actor, context, personId }),
    );
    return c.json(team, 200);
  });

  api.openapi(postOwnership, async (c) => {
    const { storeId: id, personId } = c.req.valid('param');
    const team = await changeTeam(c, id, 'team-member:grant-ownership', (tx, actor, context) =>
      transferOwnership(tx, { actor, context, personId }),
    );
    return c.json(team, 200);
  });
}
