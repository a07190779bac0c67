/**
 * A claim as a person on the staff side reads it: found only when their roles let them read its store's
 * claims (otherwise it does not exist for them), and its detail with the moves they may make.
 */
import {
  allowedMoves,
  type ClaimEventRecord,
  ClaimLifecycleStateSchema,
  can,
  type Grant,
  isStaffRole,
  type Order,
  type Permission,
  type PermissionContext,
  roleOf,
  type StaffClaimDetail,
  withEligibility,
} from '@orderprotection/domain';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
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
import { AppError } from '../app-error';
import type { MediaLinks } from '../media/media';
import { decodeOrder, type LoadedOrder, orderQuery } from '../orders/orders';
import { contextOfStore } from '../people/grants';
import type { StaffPrincipal } from '../principal';
import { type ClaimRow, claimFromParts, toMessage } from './claims';

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

/**
 * A claim's detail as the person sees it at `now`, with the moves they may make; 404 when they may not
 * read it. Its order's shipments carry what the eligibility rules conclude of them now, as if this claim
 * were not filed: whether the claim could be filed today, which the agent weighs.
 */
export async function staffClaimDetail(
  db: Queryable,
  claimId: string,
  actor: StaffActor,
  links: MediaLinks,
  now: Date,
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
    order: parts.order === null ? null : eligibilityWithout(decodeOrder(parts.order), row.id, now),
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

function eligibilityWithout({ order, policy }: LoadedOrder, claimId: string, now: Date): Order {
  const others = order.existingClaims.filter((existing) => existing.id !== claimId);
  return withEligibility({ ...order, existingClaims: others }, { policy, now });
}
