/**
 * The staff's claim calls: the queue, a claim's detail, its moves, replies and notes. Every call finds the
 * signed-in person (http/staff/session.ts) and checks their roles with the domain's `can` on the claim's
 * store (modules/claims/staff.ts); a claim of a store they may not read does not exist for them.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  AssigneeInput,
  type BulkAction,
  BulkRequest,
  ClaimLabelInput,
  inputString,
  MoveRequest,
  ResolveRequest,
  StaffClaimQuery,
  StaffMessageInput,
  StaffUploadRequest,
} from '@orderprotection/domain';
import type { Context } from 'hono';
import { bulkAction } from '../../modules/claims/bulk';
import { claimFeed } from '../../modules/claims/queue';
import {
  claimForAttachment,
  moveClaim,
  performAction,
  postStaffMessage,
  resolveClaim,
} from '../../modules/claims/staff';
import { staffClaimDetail } from '../../modules/claims/staff-detail';
import { storesReached } from '../../modules/people/grants';
import type { AppEnv, Services } from '../env';
import {
  BulkResultBody,
  errorResponses,
  MessageBody,
  StaffClaimDetailBody,
  StaffClaimFeedBody,
  staffSecurity,
  UploadResponseBody,
} from '../openapi';
import { mediaLinks } from '../request-origin';
import { grantUpload } from '../upload-grant';
import { requireStaff } from './session';

const claimId = inputString()
  .min(1)
  .max(100)
  .openapi({ description: "The claim's id (never its customer link)." });

const feed = createRoute({
  method: 'get',
  path: '/staff/claims',
  tags: ['Staff'],
  summary: 'The claim queue',
  description:
    'Claims of the stores the person may read (`claim:read`), newest first: tabs, filters, search over claim number, order number, customer email and name, tracking number and SKU; keyset pages (`cursor`), and a count per tab under the same filters.',
  security: staffSecurity,
  request: { query: StaffClaimQuery },
  responses: {
    200: {
      description: 'A page of claims.',
      content: { 'application/json': { schema: StaffClaimFeedBody } },
    },
    ...errorResponses(400, 401),
  },
});

const detailParams = z.object({ id: claimId });

const detail = createRoute({
  method: 'get',
  path: '/staff/claims/{id}',
  tags: ['Staff'],
  summary: 'A claim with its order, events and the moves the person may make',
  security: staffSecurity,
  request: { params: detailParams },
  responses: {
    200: { description: 'The claim.', content: { 'application/json': { schema: StaffClaimDetailBody } } },
    ...errorResponses(400, 401, 404),
  },
});

const move = createRoute({
  method: 'post',
  path: '/staff/claims/{id}/moves',
  tags: ['Staff'],
  summary: 'Move a claim through its lifecycle',
  description:
    "One of the moves of the domain's lifecycle, with the reason code it needs, made on the `version` the person saw: a claim changed since answers 409 and nothing changes. Answers the claim as it is now.",
  security: staffSecurity,
  request: {
    params: z.object({ id: claimId }),
    body: { required: true, content: { 'application/json': { schema: MoveRequest } } },
  },
  responses: {
    200: {
      description: 'The claim after the move.',
      content: { 'application/json': { schema: StaffClaimDetailBody } },
    },
    ...errorResponses(400, 401, 403, 404, 409, 422),
  },
});

const resolve = createRoute({
  method: 'post',
  path: '/staff/claims/{id}/resolution',
  tags: ['Staff'],
  summary: 'Approve the claim with a resolution for each item',
  description:
    "`claim:resolve`. Each item is reshipped, refunded, credited, paid a flat rate or given a custom resolution; the amounts are computed by the domain from the order's prices, discounts, taxes and refunds (and the store's credit bonus), exactly as the console shows them before confirming. Made on the `version` the person saw (409 when the claim changed since, or already has a resolution). The shopper's page then shows the resolution details.",
  security: staffSecurity,
  request: {
    params: z.object({ id: claimId }),
    body: { required: true, content: { 'application/json': { schema: ResolveRequest } } },
  },
  responses: {
    200: {
      description: 'The claim, approved, with its resolutions.',
      content: { 'application/json': { schema: StaffClaimDetailBody } },
    },
    ...errorResponses(400, 401, 403, 404, 409, 422),
  },
});

const message = createRoute({
  method: 'post',
  path: '/staff/claims/{id}/messages',
  tags: ['Staff'],
  summary: 'Reply to the shopper, or add an internal note',
  description:
    "A reply (`message:create`) is shown to the shopper on the claim's page; a note (`internal: true`, `claim-note:create`) never reaches any customer call, nor do its files. `medias` names files uploaded through POST staff/claims/{id}/media/uploads (`fileKey`: the upload's `fileName`); a file not uploaded that way for this claim, or already on a message, is refused (422).",
  security: staffSecurity,
  request: {
    params: z.object({ id: claimId }),
    body: { required: true, content: { 'application/json': { schema: StaffMessageInput } } },
  },
  responses: {
    201: { description: 'The message as stored.', content: { 'application/json': { schema: MessageBody } } },
    ...errorResponses(400, 401, 403, 404, 422),
  },
});

const upload = createRoute({
  method: 'post',
  path: '/staff/claims/{id}/media/uploads',
  tags: ['Staff'],
  summary: 'Get a signed URL to upload a file for a reply or a note',
  description:
    "`claim:read` and `message:create` or `claim-note:create` on the claim's store. The same checks as the shopper's POST media/uploads: photos JPG, JPEG, PNG, GIF, BMP, WEBP, HEIC; videos MP4, MOV; the size limits; then PUT the file to `signedUrl` (single use, checked by its bytes) and send its `fileName` as a `fileKey` in the message's `medias`. A file uploaded here attaches only to a staff message on this claim.",
  security: staffSecurity,
  request: {
    params: z.object({ id: claimId }),
    body: { required: true, content: { 'application/json': { schema: StaffUploadRequest } } },
  },
  responses: {
    200: {
      description: 'Where to upload the file.',
      content: { 'application/json': { schema: UploadResponseBody } },
    },
    ...errorResponses(400, 401, 403, 404, 413, 415, 422),
  },
});

const detailAnswer = {
  200: { description: 'The claim now.', content: { 'application/json': { schema: StaffClaimDetailBody } } },
  ...errorResponses(400, 401, 403, 404, 422),
};

const assign = createRoute({
  method: 'put',
  path: '/staff/claims/{id}/assignee',
  tags: ['Staff'],
  summary: 'Give the claim to a team member who may read it, or to nobody (`claim:update`)',
  security: staffSecurity,
  request: {
    params: z.object({ id: claimId }),
    body: { required: true, content: { 'application/json': { schema: AssigneeInput } } },
  },
  responses: detailAnswer,
});

const addLabel = createRoute({
  method: 'post',
  path: '/staff/claims/{id}/labels',
  tags: ['Staff'],
  summary: "Put one of its store's labels on the claim (`label:add`)",
  security: staffSecurity,
  request: {
    params: z.object({ id: claimId }),
    body: { required: true, content: { 'application/json': { schema: ClaimLabelInput } } },
  },
  responses: detailAnswer,
});

const removeLabel = createRoute({
  method: 'delete',
  path: '/staff/claims/{id}/labels/{labelId}',
  tags: ['Staff'],
  summary: 'Take a label off the claim (`label:remove`)',
  security: staffSecurity,
  request: { params: z.object({ id: claimId, labelId: inputString().min(1).max(100) }) },
  responses: detailAnswer,
});

const bulk = createRoute({
  method: 'post',
  path: '/staff/claims/bulk',
  tags: ['Staff'],
  summary: 'One move, label or assignment over many claims',
  description:
    'Over the listed `ids` or every claim a queue `filter` finds, at most 1,000; each claim in a transaction of its own with the checks of the single call. With `dryRun` nothing changes: the answer counts what would change and what would be refused, and why, claim by claim.',
  security: staffSecurity,
  request: { body: { required: true, content: { 'application/json': { schema: BulkRequest } } } },
  responses: {
    200: {
      description: 'What happened to each claim.',
      content: { 'application/json': { schema: BulkResultBody } },
    },
    ...errorResponses(400, 401),
  },
});

export function registerStaffClaimRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  api.openapi(feed, async (c) => {
    const query = c.req.valid('query');
    const person = await requireStaff(c, services);
    const reach = await storesReached(services.db, person.grants, 'claim:read');
    return c.json(await claimFeed(services.db, query, reach, person.id), 200);
  });

  api.openapi(detail, async (c) => {
    const { id } = c.req.valid('param');
    const person = await requireStaff(c, services);
    return c.json(
      await staffClaimDetail(services.db, id, person, await mediaLinks(c, services), services.now()),
      200,
    );
  });

  api.openapi(move, async (c) => {
    const person = await requireStaff(c, services);
    const { id } = c.req.valid('param');
    await moveClaim(services.db, id, c.req.valid('json'), person, services.now());
    return c.json(
      await staffClaimDetail(services.db, id, person, await mediaLinks(c, services), services.now()),
      200,
    );
  });

  api.openapi(resolve, async (c) => {
    const person = await requireStaff(c, services);
    const { id } = c.req.valid('param');
    await resolveClaim(services.db, id, c.req.valid('json'), person, services.now());
    return c.json(
      await staffClaimDetail(services.db, id, person, await mediaLinks(c, services), services.now()),
      200,
    );
  });

  /** One action on one claim in its own transaction, answered with the claim as it is now. */
  const actOn = async (c: Context<AppEnv>, id: string, action: BulkAction) => {
    const person = await requireStaff(c, services);
    await services.db.transaction((tx) => performAction(tx, id, action, person, services.now()));
    return staffClaimDetail(services.db, id, person, await mediaLinks(c, services), services.now());
  };

  api.openapi(assign, async (c) =>
    c.json(await actOn(c, c.req.valid('param').id, { kind: 'assign', ...c.req.valid('json') }), 200),
  );

  api.openapi(addLabel, async (c) =>
    c.json(await actOn(c, c.req.valid('param').id, { kind: 'addLabel', ...c.req.valid('json') }), 200),
  );

  api.openapi(removeLabel, async (c) => {
    const { id, labelId } = c.req.valid('param');
    return c.json(await actOn(c, id, { kind: 'removeLabel', labelId }), 200);
  });

  api.openapi(bulk, async (c) => {
    const person = await requireStaff(c, services);
    const reach = await storesReached(services.db, person.grants, 'claim:read');
    return c.json(await bulkAction(services.db, c.req.valid('json'), person, reach, services.now()), 200);
  });

  api.openapi(message, async (c) => {
    const person = await requireStaff(c, services);
    const stored = await postStaffMessage(services.db, c.req.valid('param').id, c.req.valid('json'), person, {
      now: services.now(),
      links: await mediaLinks(c, services),
    });
    return c.json(stored, 201);
  });

  api.openapi(upload, async (c) => {
    const person = await requireStaff(c, services);
    const { row } = await claimForAttachment(services.db, c.req.valid('param').id, person);
    const owner = { orderId: row.orderId, claimId: row.id, purpose: 'staff-upload' } as const;
    return c.json(await grantUpload(c, services, c.req.valid('json'), owner), 200);
  });
}
