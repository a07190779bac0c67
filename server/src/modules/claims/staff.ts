/**
 * A claim as a person on the staff side works it: found only when their roles let them read its store's
 * claims (otherwise it does not exist for them), its detail with the moves they may make, their moves
 * with optimistic concurrency, and their replies and internal notes.
 */
import {
  allowedMoves,
  type BulkAction,
  type ClaimEventRecord,
  ClaimLifecycleStateSchema,
  can,
  type Grant,
  isStaffRole,
  type Message,
  type MoveName,
  type MoveRequest,
  moveNames,
  type Permission,
  type PermissionContext,
  type ResolveRequest,
  roleOf,
  type StaffClaimDetail,
  type StaffMessageInput,
  stripMarkup,
} from '@orderprotection/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/database';
import { type JsonRow, rowFromJson } from '../../db/json-rows';
import { preparedOnce } from '../../db/prepared';
import {
  claimEvents,
  claimItems,
  claimLabels,
  claimMessages,
  claimResolutions,
  claims,
  labels,
  media,
  orders,
  people,
  stores,
} from '../../db/schema';
import { newRowId } from '../../security/tokens';
import { AppError } from '../app-error';
import { attachUploads, checkDistinctFiles, type MediaLinks } from '../media/media';
import { decodeOrder, orderQuery } from '../orders/orders';
import { enqueueEvent } from '../outbox/outbox';
import { contextOfStore, grantsOf } from '../people/grants';
import type { StaffPrincipal } from '../principal';
import { type ClaimRow, claimFromParts, toMessage } from './claims';
import { makeClaimMove } from './events';
import { addLabel, removeLabel } from './labels';
import {
  clearResolutions,
  hasResolutions,
  planClaimResolutions,
  recordDenial,
  writeResolutions,
} from './resolutions';

/** Whoever acts on the staff side: a person, or an integration's API token. */
export type StaffActor = StaffPrincipal;

/** How the domain's lifecycle names an actor: our staff ('op'), or the brand's team and integrations. */
export function actorKindOf(grants: readonly Grant[]): 'op' | 'brand' {
  return grants.some((grant) => isStaffRole(roleOf(grant))) ? 'op' : 'brand';
}

export interface VisibleClaim {
  row: ClaimRow;
  context: PermissionContext;
}

/** The claim and its store's account in one round trip: every staff call on a claim starts here. */
function claimWithAccount(db: Queryable) {
  return db
    .select({ row: claims, accountId: stores.accountId })
    .from(claims)
    .innerJoin(stores, eq(stores.id, claims.storeId))
    .where(eq(claims.id, sql.placeholder('claimId')))
    .prepare('staff_claim_with_account');
}

/** A claim of the same customer as the database writes it in JSON: a number, and a time with an offset. */
type OtherClaimJson = Omit<StaffClaimDetail['otherClaims'][number], 'claimNumber'> & { claimNumber: number };

/**
 * A claim's detail in one statement: the claim and its store's account (as `claimWithAccount`), its
 * parts, events, the customer's other claims in the store, the assignee, the labels and the order
 * (`orderQuery`'s), each part a JSON array decoded by its table's columns. Every statement costs node and
 * PostgreSQL a write, a read and a parse on the one core they share under load (bench/staff-api). The
 * messages come with the notes and their files: whether the person may read notes is known only from the
 * claim's store, so `staffClaimDetail` drops them otherwise.
 */
function claimWithParts(db: Queryable) {
  const order = orderQuery(db, eq(orders.id, claims.orderId)).as('claim_order');
  return db
    .select({
      row: claims,
      accountId: stores.accountId,
      items: sql<
        JsonRow[]
      >`coalesce((select json_agg(item order by item.position) from ${claimItems} item where item.claim_id = ${claims.id}), '[]')`,
      resolutions: sql<
        JsonRow[]
      >`coalesce((select json_agg(resolution order by resolution.created_at) from ${claimResolutions} resolution where resolution.claim_id = ${claims.id}), '[]')`,
      messages: sql<
        JsonRow[]
      >`coalesce((select json_agg(message order by message.created_at, message.id) from ${claimMessages} message where message.claim_id = ${claims.id}), '[]')`,
      messageFiles: sql<JsonRow[]>`coalesce((select json_agg(file order by file.created_at) from ${media} file
        where file.message_id in (select message.id from ${claimMessages} message where message.claim_id = ${claims.id})), '[]')`,
      files: sql<
        JsonRow[]
      >`coalesce((select json_agg(file order by file.created_at) from ${media} file where file.claim_id = ${claims.id}), '[]')`,
      events: sql<{ event: JsonRow; actorName: string | null }[]>`coalesce((
        select json_agg(json_build_object('event', event, 'actorName', actor.name) order by event.at, event.id)
        from ${claimEvents} event left join ${people} actor on actor.id = event.actor_id
        where event.claim_id = ${claims.id}), '[]')`,
      otherClaims: sql<OtherClaimJson[]>`coalesce((
        select json_agg(json_build_object('id', other.id, 'claimNumber', other.claim_number, 'status', other.claim_state, 'createdAt', other.created_at) order by other.created_at desc)
        from (
          select same.id, same.claim_number, same.claim_state, same.created_at from ${claims} same
          where same.store_id = ${claims.storeId} and lower(same.author_email) = lower(${claims.authorEmail}) and same.id <> ${claims.id}
          order by same.created_at desc limit 50
        ) other), '[]')`,
      assignee: sql<{
        id: string;
        name: string;
      } | null>`(select json_build_object('id', person.id, 'name', person.name) from ${people} person where person.id = ${claims.assigneeId})`,
      labels: sql<StaffClaimDetail['labels']>`coalesce((
        select json_agg(json_build_object('id', label.id, 'name', label.name) order by lower(label.name))
        from ${claimLabels} carried join ${labels} label on label.id = carried.label_id
        where carried.claim_id = ${claims.id}), '[]')`,
      order: {
        order: order.order,
        store: order.store,
        items: order.items,
        fulfillments: order.fulfillments,
        claims: order.claims,
      },
    })
    .from(claims)
    .innerJoin(stores, eq(stores.id, claims.storeId))
    .leftJoinLateral(order, sql`true`)
    .where(eq(claims.id, sql.placeholder('claimId')))
    .prepare('staff_claim_detail');
}

/**
 * The claim found with its store's account, when the person may read its store's claims and holds
 * `permission` there too; a claim they may not read answers 404 exactly like one that does not exist, and
 * one they may read but not act on 403.
 */
function visibleTo(
  found: { row: ClaimRow; accountId: string | null } | undefined,
  actor: StaffActor,
  permission: Permission,
): VisibleClaim {
  const context = found === undefined ? null : contextOfStore(found.row.storeId, found.accountId);
  if (found === undefined || context === null || !can(actor.grants, 'claim:read', context)) {
    throw new AppError('not_found', 'Claim not found.');
  }
  if (!can(actor.grants, permission, context)) {
    throw new AppError('forbidden', `This needs the ${permission} permission on this store.`);
  }
  return { row: found.row, context };
}

/** The claim, when the person may read it and act on it with `permission` (see `visibleTo`). */
export async function claimForPerson(
  db: Queryable,
  claimId: string,
  actor: StaffActor,
  permission: Permission = 'claim:read',
): Promise<VisibleClaim> {
  const [found] = await preparedOnce(claimWithAccount, db).execute({ claimId });
  return visibleTo(found, actor, permission);
}

/** A claim's detail as the person sees it, with the moves they may make; 404 when they may not read it. */
export async function staffClaimDetail(
  db: Queryable,
  claimId: string,
  actor: StaffActor,
  links: MediaLinks,
): Promise<StaffClaimDetail> {
  const [parts] = await preparedOnce(claimWithParts, db).execute({ claimId });
  const { row, context } = visibleTo(parts, actor, 'claim:read');
  if (parts === undefined) throw new AppError('not_found', 'Claim not found.');
  // Notes, and the files on them, only for those who may read them.
  const notes = can(actor.grants, 'claim-note:read', context);
  const messages = parts.messages.map((message) => rowFromJson(claimMessages, message));
  const messageFiles = parts.messageFiles.map((file) => rowFromJson(media, file));
  const claim = claimFromParts(
    row,
    {
      items: parts.items.map((item) => rowFromJson(claimItems, item)),
      resolutions: parts.resolutions.map((resolution) => rowFromJson(claimResolutions, resolution)),
      messages: messages
        .filter((message) => notes || !message.internal)
        .map((message) => toMessage(message, messageFiles, links)),
      files: parts.files.map((file) => rowFromJson(media, file)),
    },
    links,
  );
  const state = ClaimLifecycleStateSchema.parse({
    status: row.claimState,
    decision: row.decision,
    resolutionCarriedOut: row.resolutionCarriedOut,
    waitingOn: row.waitingOn,
  });
  return {
    claim,
    state: { ...state, version: row.version },
    order: parts.order === null ? null : decodeOrder(parts.order).order,
    otherClaims: parts.otherClaims.map((other) => ({
      id: other.id,
      claimNumber: String(other.claimNumber),
      status: other.status,
      createdAt: new Date(other.createdAt).toISOString(),
    })),
    allowedMoves: allowedMoves(state, {
      actor: { id: actor.id, kind: actorKindOf(actor.grants) },
      roles: actor.grants,
      scope: context,
    }),
    events: parts.events.map(({ event: json, actorName }) => {
      const event = rowFromJson(claimEvents, json);
      return {
        id: event.id,
        move: event.move,
        from: event.fromStatus,
        to: event.toStatus,
        actor: { kind: event.actorKind, id: event.actorId, name: actorName },
        at: event.at.toISOString(),
        reason: (event.reason as ClaimEventRecord['reason']) ?? null,
        note: event.note,
      };
    }),
    assignee: parts.assignee,
    labels: parts.labels,
  };
}

function isMoveName(name: string): name is MoveName {
  return (moveNames as readonly string[]).includes(name);
}

/** Did an action change the claim, or was it already so (a label it had, the assignee it had)? */
export type ActionOutcome = 'changed' | 'unchanged';

/**
 * One staff action on one claim inside `tx`, with the permission it needs on the claim's store: what the
 * single calls and each claim of a bulk call do alike. A move here is made on the claim as it is now.
 */
export async function performAction(
  tx: Tx,
  claimId: string,
  action: BulkAction,
  actor: StaffActor,
  now: Date,
): Promise<ActionOutcome> {
  switch (action.kind) {
    case 'move':
      await makeMove(tx, claimId, action, actor, now);
      return 'changed';
    case 'addLabel': {
      const { row } = await claimForPerson(tx, claimId, actor, 'label:add');
      return (await addLabel(tx, row, action.labelId)) ? 'changed' : 'unchanged';
    }
    case 'removeLabel': {
      const { row } = await claimForPerson(tx, claimId, actor, 'label:remove');
      return (await removeLabel(tx, row, action.labelId)) ? 'changed' : 'unchanged';
    }
    case 'assign':
      return assignClaim(tx, claimId, action.personId, actor);
  }
}

/** Gives the claim to a team member who may read it, or to nobody (`claim:update`). */
async function assignClaim(
  tx: Tx,
  claimId: string,
  personId: string | null,
  actor: StaffActor,
): Promise<ActionOutcome> {
  const { row, context } = await claimForPerson(tx, claimId, actor, 'claim:update');
  if (row.assigneeId === personId) return 'unchanged';
  if (personId !== null) {
    const [person] = await tx.select({ id: people.id }).from(people).where(eq(people.id, personId));
    if (person === undefined || !can(await grantsOf(tx, personId), 'claim:read', context)) {
      throw new AppError('unprocessable', "personId: This person cannot see this store's claims.");
    }
  }
  await tx.update(claims).set({ assigneeId: personId, updatedAt: new Date() }).where(eq(claims.id, claimId));
  return 'changed';
}

async function makeMove(
  tx: Tx,
  claimId: string,
  request: Omit<MoveRequest, 'version'> & { version?: number },
  actor: StaffActor,
  now: Date,
): Promise<void> {
  if (!isMoveName(request.move)) {
    throw new AppError(
      'invalid_input',
      `move: "${request.move}" is not a move; the moves are ${moveNames.join(', ')}.`,
    );
  }
  const { context } = await claimForPerson(tx, claimId, actor);
  const result = await makeClaimMove(tx, claimId, request.move, {
    actor: { id: actor.id, kind: actorKindOf(actor.grants) },
    roles: actor.grants,
    scope: context,
    at: now,
    ...(request.version === undefined ? {} : { expectedVersion: request.version }),
    ...(request.reason === undefined ? {} : { reason: request.reason }),
    ...(request.note === undefined || request.note === '' ? {} : { note: stripMarkup(request.note) }),
  });
  if (!result.ok) {
    const { code, message } = result.error;
    throw new AppError(
      code === 'permission-denied' || code === 'actor-not-allowed' ? 'forbidden' : 'unprocessable',
      message,
      {
        reason: code,
      },
    );
  }
  // The decision's resolutions change with it (resolutions.ts).
  if (request.move === 'deny') await recordDenial(tx, claimId, request.reason, actor, now);
  if (request.move === 'revokeDecision') await clearResolutions(tx, claimId);
}

/**
 * Approves the claim with a resolution for each of its items (`claim:resolve`), on the version the person
 * saw: the amounts are the domain's (`planResolutions`), the approval and its resolutions one transaction.
 */
export async function resolveClaim(
  db: Db,
  claimId: string,
  request: ResolveRequest,
  actor: StaffActor,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { row } = await claimForPerson(tx, claimId, actor, 'claim:resolve');
    if (await hasResolutions(tx, row.id)) {
      throw new AppError(
        'conflict',
        'This claim has a resolution already: revoke its decision to resolve it again.',
      );
    }
    const plan = await planClaimResolutions(tx, row, request);
    if (!plan.ok)
      throw new AppError('unprocessable', `${plan.problem.path}: ${plan.problem.message}`, plan.problem);
    const { note, version } = request;
    await makeMove(
      tx,
      claimId,
      { move: 'approve', version, ...(note === undefined ? {} : { note }) },
      actor,
      now,
    );
    await writeResolutions(tx, row, plan.resolutions, actor, now);
  });
}

/** Makes a move the person asked for on the version they saw (409 when someone changed it since). */
export async function moveClaim(
  db: Db,
  claimId: string,
  request: MoveRequest,
  actor: StaffActor,
  now: Date,
): Promise<void> {
  await db.transaction((tx) => makeMove(tx, claimId, request, actor, now));
}

/**
 * A claim a person may attach a file to: one they may read, with a reply (`message:create`) or a note
 * (`claim-note:create`) to put it on. Which of the two it ends on is decided when the message is posted.
 */
export async function claimForAttachment(
  db: Queryable,
  claimId: string,
  actor: StaffActor,
): Promise<VisibleClaim> {
  const visible = await claimForPerson(db, claimId, actor);
  if (
    !can(actor.grants, 'message:create', visible.context) &&
    !can(actor.grants, 'claim-note:create', visible.context)
  ) {
    throw new AppError(
      'forbidden',
      'This needs the message:create or claim-note:create permission on this store.',
    );
  }
  return visible;
}

/**
 * A reply to the shopper (`message:create`) or an internal note (`claim-note:create`), with files the team
 * uploaded for the claim. A note's files are the note's: no customer call reads them, as none reads it.
 */
export async function postStaffMessage(
  db: Db,
  claimId: string,
  input: StaffMessageInput,
  actor: StaffActor,
  { now, links }: { now: Date; links: MediaLinks },
): Promise<Message> {
  const { row } = await claimForPerson(
    db,
    claimId,
    actor,
    input.internal ? 'claim-note:create' : 'message:create',
  );
  const content = stripMarkup(input.messageContent);
  if (content === '' && input.medias.length === 0) {
    throw new AppError('invalid_input', 'messageContent: Write a message or attach a file');
  }
  checkDistinctFiles(input.medias);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(claimMessages)
      .values({
        id: newRowId(),
        claimId: row.id,
        content,
        senderType: actorKindOf(actor.grants) === 'op' ? 'staff' : 'brand',
        senderId: actor.id,
        senderName: actor.name,
        storeId: row.storeId,
        internal: input.internal,
        createdAt: now,
      })
      .returning();
    if (inserted === undefined) throw new Error('Inserting a message returned no row');
    const files = await attachUploads(tx, {
      claimId: row.id,
      purpose: 'staff-upload',
      messageId: inserted.id,
      files: input.medias,
    });
    // An internal note is for the team only: nobody outside hears of it.
    if (!inserted.internal) {
      await enqueueEvent(
        tx,
        { type: 'message.created', claimId: row.id, messageId: inserted.id },
        { storeId: row.storeId, at: now },
      );
    }
    return toMessage(inserted, files, links);
  });
}
