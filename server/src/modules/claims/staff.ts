/**
 * What a person on the staff side does to a claim (staff-detail.ts finds it for them): their moves with
 * optimistic concurrency, assignments and labels, resolutions, and their replies and internal notes.
 */
import {
  type BulkAction,
  can,
  type Message,
  type MoveName,
  type MoveRequest,
  moveNames,
  type ResolveRequest,
  type StaffMessageInput,
  stripMarkup,
} from '@orderprotection/domain';
import { eq } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/database';
import { claimMessages, claims, people } from '../../db/schema';
import { newRowId } from '../../security/tokens';
import { AppError } from '../app-error';
import { attachUploads, checkDistinctFiles, type MediaLinks } from '../media/media';
import { enqueueEvent } from '../outbox/outbox';
import { grantsOf } from '../people/grants';
import { toMessage } from './claims';
import { makeClaimMove } from './events';
import { addLabel, removeLabel } from './labels';
import {
  clearResolutions,
  hasResolutions,
  planClaimResolutions,
  recordDenial,
  writeResolutions,
} from './resolutions';
import { actorKindOf, claimForPerson, type StaffActor, type VisibleClaim } from './staff-detail';

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
