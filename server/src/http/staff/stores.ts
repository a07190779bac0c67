/**
 * A store's settings the console edits, its labels and its team: each under its own permission on that
 * store (`branding`, also for the shoppers' Reply-To, `claim-filing` for the claim policy, `capabilities`,
 * `label`, `team-member`). A store the person may not see answers 404. And each person's own notification
 * preferences for the store (`claim:read`: who may not read its claims gets no mail of them).
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  ApiTokenInput,
  BrandingInput,
  CapabilitiesInput,
  ClaimPolicyInput,
  can,
  inputString,
  knowsStore,
  LabelInput,
  NotificationPreferences,
  OrderSettings,
  type Permission,
  ReplyToInput,
  type StaffStoreSettings,
  TeamInvite,
  TeamRoleInput,
} from '@orderprotection/domain';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Tx } from '../../db/database';
import { stores } from '../../db/schema';
import { AppError } from '../../modules/app-error';
import { createLabel, deleteLabel, listLabels, renameLabel } from '../../modules/claims/labels';
import { preferencesOf, savePreferences } from '../../modules/notifications/preferences';
import { createApiToken, listApiTokens, revokeApiToken } from '../../modules/people/api-tokens';
import { type StoreContext, storeContext } from '../../modules/people/grants';
import {
  changeMemberRole,
  inviteMember,
  removeMember,
  storeAssignees,
  storeTeam,
  transferOwnership,
} from '../../modules/people/team';
import type { StaffPrincipal } from '../../modules/principal';
import type { AppEnv, Services } from '../env';
import {
  ApiTokenBody,
  CapabilitiesBody,
  errorResponses,
  LabelBody,
  NewApiTokenBody,
  NotificationPreferencesBody,
  personSecurity,
  StaffAssigneeBody,
  StaffStoreSettingsBody,
  staffSecurity,
  TeamMemberBody,
} from '../openapi';
import { requirePerson, requireStaff } from './session';

const storeId = inputString().min(1).max(100).openapi({ description: "The store's id." });
const params = z.object({ storeId });
const json = <S extends z.ZodType>(schema: S, description: string) => ({
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

async function settingsOf(services: Services, id: string): Promise<StaffStoreSettings> {
  const [row] = await services.db
    .select({
      storeId: stores.id,
      name: stores.name,
      branding: stores.branding,
      policy: stores.policy,
      replyTo: stores.replyTo,
    })
    .from(stores)
    .where(eq(stores.id, id));
  if (row === undefined) throw new AppError('not_found', 'Store not found.');
  return row;
}

const getSettings = createRoute({
  method: 'get',
  path: '/staff/stores/{storeId}/settings',
  tags: ['Staff'],
  summary: "A store's branding and claim policy (`branding:read`)",
  security: staffSecurity,
  request: { params },
  responses: { 200: json(StaffStoreSettingsBody, 'The settings.'), ...errorResponses(400, 401, 403, 404) },
});

const putBranding = createRoute({
  method: 'put',
  path: '/staff/stores/{storeId}/branding',
  tags: ['Staff'],
  summary: "Replace a store's branding (`branding:update`)",
  description: 'Checked as strictly as an import: a misspelt field or a bad colour is refused, naming it.',
  security: staffSecurity,
  request: { params, body: { required: true, content: { 'application/json': { schema: BrandingInput } } } },
  responses: {
    200: json(StaffStoreSettingsBody, 'The settings now.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const putPolicy = createRoute({
  method: 'put',
  path: '/staff/stores/{storeId}/policy',
  tags: ['Staff'],
  summary: "Replace a store's claim policy: window, waiting days, files (`claim-filing:update`)",
  security: staffSecurity,
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: ClaimPolicyInput } } },
  },
  responses: {
    200: json(StaffStoreSettingsBody, 'The settings now.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const putReplyTo = createRoute({
  method: 'put',
  path: '/staff/stores/{storeId}/reply-to',
  tags: ['Staff'],
  summary: "Set the Reply-To of every email the store's shoppers get (`branding:update`)",
  description: '`{ replyTo }`: an email address, or null for none (replies then go to the sender address).',
  security: staffSecurity,
  request: { params, body: { required: true, content: { 'application/json': { schema: ReplyToInput } } } },
  responses: {
    200: json(StaffStoreSettingsBody, 'The settings now.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const getPreferences = createRoute({
  method: 'get',
  path: '/staff/stores/{storeId}/notification-preferences',
  tags: ['Staff'],
  summary: "The signed-in person's emails about the store's claims (`claim:read`)",
  description: 'Both off until the person turns them on.',
  security: personSecurity,
  request: { params },
  responses: {
    200: json(NotificationPreferencesBody, 'Their preferences.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const putPreferences = createRoute({
  method: 'put',
  path: '/staff/stores/{storeId}/notification-preferences',
  tags: ['Staff'],
  summary: "Choose one's emails about the store's claims: a new claim, a shopper's reply (`claim:read`)",
  description:
    'Each email goes to those who chose it and may read the claim when it is sent, with a link to the claim in the console.',
  security: personSecurity,
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: NotificationPreferences } } },
  },
  responses: {
    200: json(NotificationPreferencesBody, 'Their preferences now.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const getCapabilities = createRoute({
  method: 'get',
  path: '/staff/stores/{storeId}/capabilities',
  tags: ['Staff'],
  summary: 'What a store offers shoppers: credit, refund, reship, returns (`capabilities:read`)',
  security: staffSecurity,
  request: { params },
  responses: { 200: json(CapabilitiesBody, 'The capabilities.'), ...errorResponses(400, 401, 403, 404) },
});

const putCapabilities = createRoute({
  method: 'put',
  path: '/staff/stores/{storeId}/capabilities',
  tags: ['Staff'],
  summary: "Replace a store's capabilities (`capabilities:update`)",
  description:
    "A flag left out takes its default; a misspelt one is refused, naming it. The store's other order settings (credit, returns) stay as they are.",
  security: staffSecurity,
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: CapabilitiesInput } } },
  },
  responses: { 200: json(CapabilitiesBody, 'The capabilities now.'), ...errorResponses(400, 401, 403, 404) },
});

const getAssignees = createRoute({
  method: 'get',
  path: '/staff/stores/{storeId}/assignees',
  tags: ['Staff'],
  summary: 'Who a claim of the store may be given to: everyone who may read its claims (`claim:update`)',
  security: staffSecurity,
  request: { params },
  responses: {
    200: json(z.array(StaffAssigneeBody), 'The people, by name.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

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

const labelParams = z.object({ storeId, labelId: inputString().min(1).max(100) });

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

const memberParams = z.object({ storeId, personId: inputString().min(1).max(100) });
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

const getTokens = createRoute({
  method: 'get',
  path: '/staff/stores/{storeId}/api-tokens',
  tags: ['Staff'],
  summary:
    "The store's API tokens and its account's, revoked ones included; never their secrets (`api-tokens:read`)",
  security: staffSecurity,
  request: { params },
  responses: {
    200: json(z.array(ApiTokenBody), 'The tokens, newest first.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const postToken = createRoute({
  method: 'post',
  path: '/staff/stores/{storeId}/api-tokens',
  tags: ['Staff'],
  summary: 'Make an API token for an integration (`api-tokens:create`), signed in as a person',
  description:
    'The token acts with the permissions listed, on this store (`scope: store`) or every store of its account (`scope: account`), and only with permissions its maker holds there. Its `secret` is answered this once: integrations send it as `Authorization: Bearer <secret>` on the staff calls.',
  security: personSecurity,
  request: { params, body: { required: true, content: { 'application/json': { schema: ApiTokenInput } } } },
  responses: {
    201: json(NewApiTokenBody, 'The token and its secret.'),
    ...errorResponses(400, 401, 403, 404, 422),
  },
});

const deleteToken = createRoute({
  method: 'delete',
  path: '/staff/stores/{storeId}/api-tokens/{tokenId}',
  tags: ['Staff'],
  summary: 'Revoke an API token: it stops working at once (`api-tokens:delete`)',
  security: personSecurity,
  request: { params: z.object({ storeId, tokenId: inputString().min(1).max(100) }) },
  responses: { 200: json(z.array(ApiTokenBody), 'The tokens now.'), ...errorResponses(400, 401, 403, 404) },
});

export function registerStaffStoreRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  api.openapi(getSettings, async (c) => {
    const { storeId: id } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), id, 'branding:read');
    return c.json(await settingsOf(services, id), 200);
  });

  api.openapi(putBranding, async (c) => {
    const { storeId: id } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), id, 'branding:update');
    await services.db
      .update(stores)
      .set({ branding: c.req.valid('json'), updatedAt: services.now() })
      .where(eq(stores.id, id));
    return c.json(await settingsOf(services, id), 200);
  });

  api.openapi(putPolicy, async (c) => {
    const { storeId: id } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), id, 'claim-filing:update');
    await services.db
      .update(stores)
      .set({ policy: c.req.valid('json'), updatedAt: services.now() })
      .where(eq(stores.id, id));
    return c.json(await settingsOf(services, id), 200);
  });

  api.openapi(putReplyTo, async (c) => {
    const { storeId: id } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), id, 'branding:update');
    await services.db
      .update(stores)
      .set({ replyTo: c.req.valid('json').replyTo, updatedAt: services.now() })
      .where(eq(stores.id, id));
    return c.json(await settingsOf(services, id), 200);
  });

  api.openapi(getPreferences, async (c) => {
    const { storeId: id } = c.req.valid('param');
    const person = await requirePerson(c, services);
    await storeFor(services, person, id, 'claim:read');
    return c.json(await preferencesOf(services.db, person.id, id), 200);
  });

  api.openapi(putPreferences, async (c) => {
    const { storeId: id } = c.req.valid('param');
    const person = await requirePerson(c, services);
    await storeFor(services, person, id, 'claim:read');
    return c.json(
      await savePreferences(services.db, person.id, id, c.req.valid('json'), services.now()),
      200,
    );
  });

  const capabilitiesOf = async (id: string) => {
    const [row] = await services.db
      .select({ settings: stores.settings })
      .from(stores)
      .where(eq(stores.id, id));
    if (row === undefined) throw new AppError('not_found', 'Store not found.');
    return OrderSettings.parse(row.settings).capabilities;
  };

  api.openapi(getCapabilities, async (c) => {
    const { storeId: id } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), id, 'capabilities:read');
    return c.json(await capabilitiesOf(id), 200);
  });

  api.openapi(putCapabilities, async (c) => {
    const { storeId: id } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), id, 'capabilities:update');
    // One statement replaces the flags inside the settings, so a concurrent change to credit is not lost.
    await services.db
      .update(stores)
      .set({
        settings: sql`jsonb_set(${stores.settings}, '{capabilities}', ${JSON.stringify(c.req.valid('json'))}::jsonb)`,
        updatedAt: services.now(),
      })
      .where(eq(stores.id, id));
    return c.json(await capabilitiesOf(id), 200);
  });

  api.openapi(getAssignees, async (c) => {
    const { storeId: id } = c.req.valid('param');
    const context = await storeFor(services, await requireStaff(c, services), id, 'claim:update');
    return c.json(await storeAssignees(services.db, context), 200);
  });

  api.openapi(getLabels, async (c) => {
    const { storeId: id } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), id, 'label:read');
    return c.json(await listLabels(services.db, id), 200);
  });

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

  // Tokens are made and revoked by people only: a token never mints another.
  api.openapi(getTokens, async (c) => {
    const context = await storeFor(
      services,
      await requireStaff(c, services),
      c.req.valid('param').storeId,
      'api-tokens:read',
    );
    return c.json(await listApiTokens(services.db, context), 200);
  });

  api.openapi(postToken, async (c) => {
    const person = await requirePerson(c, services);
    const context = await storeFor(services, person, c.req.valid('param').storeId, 'api-tokens:create');
    const made = await createApiToken(services.db, {
      actor: person,
      context,
      input: c.req.valid('json'),
      now: services.now(),
    });
    return c.json(made, 201);
  });

  api.openapi(deleteToken, async (c) => {
    const { storeId: id, tokenId } = c.req.valid('param');
    const context = await storeFor(services, await requirePerson(c, services), id, 'api-tokens:delete');
    await revokeApiToken(services.db, context, tokenId, services.now());
    return c.json(await listApiTokens(services.db, context), 200);
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
