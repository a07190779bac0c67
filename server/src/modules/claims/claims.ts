/**
 * Claims as the view page reads them (GET claims/{id}): the claim with its items and their files, the
 * staff side's resolutions, the messages and their files. The claim id is the claim token; an unknown id
 * finds nothing, exactly like a wrong one.
 */
import type { Claim, ClaimItem, Message, Resolution, Review } from '@orderprotection/domain';
import { and, asc, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { type JsonRow, rowFromJson } from '../../db/json-rows';
import { preparedOnce } from '../../db/prepared';
import { claimItems, claimMessages, claimResolutions, claims, media, reviews } from '../../db/schema';
import { linkTokenHash } from '../../security/tokens';
import { type MediaLinks, type MediaRow, toMedia } from '../media/media';
import { isOpenedByHash } from './links';

export type ClaimRow = typeof claims.$inferSelect;

export async function findClaimRow(db: Queryable, claimId: string): Promise<ClaimRow | null> {
  const [row] = await db.select().from(claims).where(eq(claims.id, claimId));
  return row ?? null;
}

/** Whether internal notes are read with the messages: only ever for the staff side. */
export interface MessageReading {
  withNotes?: boolean;
  /**
   * Only the latest this many messages, with `olderMessagesCursor` to page back from (the customer's
   * answer: a claim's messages are not bounded, its answer must be). Without it, every message.
   */
  latestMessages?: number;
}

export async function loadClaim(db: Queryable, claimId: string, links: MediaLinks): Promise<Claim | null> {
  const row = await findClaimRow(db, claimId);
  return row === null ? null : claimFromRow(db, row, links);
}

export async function claimFromRow(
  db: Queryable,
  row: ClaimRow,
  links: MediaLinks,
  reading: MessageReading = {},
): Promise<Claim> {
  return claimFromParts(row, await readClaimParts(db, row.id, links, reading), links);
}

/**
 * The claim a link token opens (`isOpenedByHash` in links.ts says which), with its parts, in one statement: the
 * claim view's read. Null when no claim has the token.
 */
export async function claimByLinkToken(
  db: Queryable,
  token: string,
  links: MediaLinks,
  reading: Pick<MessageReading, 'latestMessages'> = {},
): Promise<Claim | null> {
  const [found] = await preparedOnce(claimByTokenQuery, db).execute({
    hash: linkTokenHash(token),
    limit: messageLimit(reading),
  });
  if (found === undefined) return null;
  const { claim, ...parts } = found;
  return claimFromParts(claim, decodeClaimParts(parts, links, reading), links);
}

/** A claim's parts: its items, resolutions, the messages read (with their files) and its own files. */
export interface ClaimParts {
  items: (typeof claimItems.$inferSelect)[];
  resolutions: (typeof claimResolutions.$inferSelect)[];
  messages: Message[];
  /** Set when only the latest messages were read (`MessageReading.latestMessages`). */
  olderMessagesCursor?: string | null;
  /** The files of the claim and its items, oldest first. */
  files: MediaRow[];
}

/** The claim from its row and its parts, however they were read (here, or in one query by staff.ts). */
export function claimFromParts(
  row: ClaimRow,
  { items, resolutions: resolutionRows, messages, olderMessagesCursor, files }: ClaimParts,
  links: MediaLinks,
): Claim {
  const resolutions = resolutionRows.map(toResolution);
  const claimItemsOut = items.map((item): ClaimItem => {
    const itemFiles = files.filter((file) => file.claimItemId === item.id && file.status === 'stored');
    const itemMedia = itemFiles.map((file) => toMedia(file, links));
    return {
      id: item.id,
      name: item.name,
      sku: item.sku,
      imageUrl: item.imageUrl,
      images: itemMedia
        .filter((file) => file.fileType?.startsWith('image/'))
        .map((file) => ({ url: file.downloadLink })),
      media: itemMedia,
      quantity: item.quantity,
      details: item.details,
      claimType: item.claimType,
      orderId: row.orderId,
      sourceItemId: item.sourceItemId,
      sourceVariantId: item.sourceVariantId,
      sourceProductId: item.sourceProductId,
      sourceOrderId: row.sourceOrderId,
      sourceFulfillmentId: item.sourceFulfillmentId,
      ...resolutionFields(resolutions.find((resolution) => resolution.relatedClaimItemId === item.id)),
      resolutionRequested: item.resolutionRequested,
      creditStore: item.creditStore,
      orderItem: item.orderItem === null ? null : { ...item.orderItem, selectedOptions: [] },
    };
  });
  return {
    id: row.id,
    claimNumber: String(row.claimNumber),
    userId: null,
    sourceOrderId: row.sourceOrderId,
    sourceOrderNumber: row.sourceOrderNumber,
    orderId: row.orderId,
    claimDescription: row.description,
    claimState: row.claimState,
    claimType: row.claimType,
    claimItems: claimItemsOut,
    claimResolutions: resolutions,
    claimMessages: messages,
    ...(olderMessagesCursor == null ? {} : { olderMessagesCursor }),
    claimStoreCredits: row.storeCredits,
    requestedResolution: row.requestedResolution,
    updatedShippingAddress: row.updatedShippingAddress,
    originalShippingAddress: row.originalShippingAddress,
    signatureUrl: row.signatureKey === null ? null : links.download(row.signatureKey),
    isOta: row.isOta,
    authorName: row.authorName,
    authorEmail: row.authorEmail,
    storeId: row.storeId,
    currency: row.currency,
    policy: row.protectionPolicy,
    itemCount: row.itemCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A claim's items, resolutions, messages (the latest `reading.latestMessages`, or all) with their files, and
 * the files of its items, in one statement: the parts come as JSON rows, decoded by their tables' columns.
 */
async function readClaimParts(
  db: Queryable,
  claimId: string,
  links: MediaLinks,
  { withNotes = false, latestMessages }: MessageReading,
): Promise<ClaimParts> {
  const query = preparedOnce(withNotes ? claimPartsWithNotesQuery : claimPartsQuery, db);
  const [parts] = await query.execute({ claimId, limit: messageLimit({ latestMessages }) });
  if (parts === undefined) throw new Error(`Claim ${claimId} cannot be read`);
  return decodeClaimParts(parts, links, { latestMessages });
}

/** One more message than the page, to know whether older ones remain; LIMIT NULL reads them all. */
function messageLimit({ latestMessages }: MessageReading): number | null {
  return latestMessages === undefined ? null : latestMessages + 1;
}

/** The parts as `claimPartsFields` reads them, decoded by their tables' columns. */
function decodeClaimParts(
  parts: ClaimPartsJson,
  links: MediaLinks,
  { latestMessages }: MessageReading,
): ClaimParts {
  const messageFiles = parts.messageFiles.map((file) => rowFromJson(media, file));
  const newestFirst = parts.messages.map((message) => rowFromJson(claimMessages, message));
  const shown = (latestMessages === undefined ? newestFirst : newestFirst.slice(0, latestMessages)).reverse();
  const oldest = shown[0];
  return {
    items: parts.items.map((item) => rowFromJson(claimItems, item)),
    resolutions: parts.resolutions.map((resolution) => rowFromJson(claimResolutions, resolution)),
    messages: shown.map((message) => toMessage(message, messageFiles, links)),
    olderMessagesCursor:
      latestMessages === undefined
        ? undefined
        : newestFirst.length > latestMessages && oldest !== undefined
          ? oldest.id
          : null,
    files: parts.files.map((file) => rowFromJson(media, file)),
  };
}

/*
 * The statements below are built once per database (`preparedOnce`): drizzle otherwise builds the SQL text
 * again on every call (bench/api's profile of the claim view).
 */

function claimParts(db: Queryable, withNotes: boolean) {
  return db
    .select(claimPartsFields(sql`${sql.placeholder('claimId')}`, withNotes))
    .from(sql`(select 1) as one`);
}

function claimPartsQuery(db: Queryable) {
  return claimParts(db, false).prepare('claim_parts');
}

function claimPartsWithNotesQuery(db: Queryable) {
  return claimParts(db, true).prepare('claim_parts_with_notes');
}

/** The claim whose link token has the hash `hash` (its current link or its old one), with its parts. */
function claimByTokenQuery(db: Queryable) {
  return db
    .select({ claim: claims, ...claimPartsFields(sql`${claims.id}`, false) })
    .from(claims)
    .where(isOpenedByHash(sql.placeholder('hash')))
    .limit(1)
    .prepare('claim_by_link_token');
}

type ClaimPartsJson = Awaited<ReturnType<typeof claimParts>>[number];

/**
 * A claim's items, resolutions, messages (the latest `limit`, or all when it is null) with their files,
 * and the files of its items, as JSON rows of their tables: the claim is `claimId`, a parameter or the
 * claim row the query reads.
 */
function claimPartsFields(claimId: SQL, withNotes: boolean) {
  const latest = sql`select * from ${claimMessages} message where message.claim_id = ${claimId}${
    withNotes ? sql`` : sql` and not message.internal`
  } order by message.created_at desc, message.id desc limit ${sql.placeholder('limit')}`;
  return {
    items: sql<
      JsonRow[]
    >`coalesce((select json_agg(item order by item.position) from ${claimItems} item where item.claim_id = ${claimId}), '[]')`,
    resolutions: sql<
      JsonRow[]
    >`coalesce((select json_agg(resolution order by resolution.created_at) from ${claimResolutions} resolution where resolution.claim_id = ${claimId}), '[]')`,
    messages: sql<
      JsonRow[]
    >`coalesce((select json_agg(message order by message.created_at desc, message.id desc) from (${latest}) message), '[]')`,
    messageFiles: sql<
      JsonRow[]
    >`coalesce((select json_agg(file order by file.created_at) from ${media} file where file.message_id in (select message.id from (${latest}) message)), '[]')`,
    files: sql<
      JsonRow[]
    >`coalesce((select json_agg(file order by file.created_at) from ${media} file where file.claim_id = ${claimId}), '[]')`,
  };
}

/** An item's resolution fields, from its recorded resolution: a recorded resolution is final. */
function resolutionFields(resolution: Resolution | undefined) {
  if (resolution === undefined) return { resolutionId: null, resolutionFinal: false };
  return {
    resolutionId: resolution.id,
    resolutionQuantity: resolution.quantity ?? null,
    resolutionPercentage: typeof resolution.percentage === 'number' ? resolution.percentage : null,
    resolutionFlatAmount: typeof resolution.flatAmount === 'number' ? resolution.flatAmount : null,
    resolutionFinal: true,
  };
}

function toResolution(row: typeof claimResolutions.$inferSelect): Resolution {
  return {
    creditStore: false,
    ...row.details,
    id: row.id,
    relatedClaimItemId: row.relatedClaimItemId,
    resolutionType: row.resolutionType,
    decision: row.decision,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMessages(
  db: Queryable,
  claimId: string,
  links: MediaLinks,
  { withNotes = false }: MessageReading = {},
): Promise<Message[]> {
  const condition = withNotes
    ? eq(claimMessages.claimId, claimId)
    : and(eq(claimMessages.claimId, claimId), eq(claimMessages.internal, false));
  const [rows, files] = await Promise.all([
    db
      .select()
      .from(claimMessages)
      .where(condition)
      .orderBy(asc(claimMessages.createdAt), asc(claimMessages.id)),
    filesOfMessages(db, db.select({ id: claimMessages.id }).from(claimMessages).where(condition)),
  ]);
  return rows.map((row) => toMessage(row, files, links));
}

export interface MessagePage {
  /** Oldest first, as the full list is. */
  messages: Message[];
  /** Where the next (older) page starts: `before` of the next call; null when these are the oldest. */
  olderCursor: string | null;
}

/**
 * One page of a claim's messages in their order (time, then id): the latest `limit` of them before the
 * message `before` names (the cursor is a message id, compared by that message's own time and id, so
 * messages written at the same instant are neither lost nor repeated), or the latest of all.
 */
export async function listMessagePage(
  db: Queryable,
  claimId: string,
  links: MediaLinks,
  { withNotes = false, before, limit }: { withNotes?: boolean; before?: string; limit: number },
): Promise<MessagePage> {
  const condition = and(
    eq(claimMessages.claimId, claimId),
    withNotes ? undefined : eq(claimMessages.internal, false),
    before === undefined
      ? undefined
      : sql`(${claimMessages.createdAt}, ${claimMessages.id}) < (select ${claimMessages.createdAt}, ${claimMessages.id} from ${claimMessages} where ${claimMessages.id} = ${before} and ${claimMessages.claimId} = ${claimId})`,
  );
  const newestFirst = [desc(claimMessages.createdAt), desc(claimMessages.id)];
  // One more than the page, to know whether older messages remain.
  const [rows, files] = await Promise.all([
    db
      .select()
      .from(claimMessages)
      .where(condition)
      .orderBy(...newestFirst)
      .limit(limit + 1),
    filesOfMessages(
      db,
      db
        .select({ id: claimMessages.id })
        .from(claimMessages)
        .where(condition)
        .orderBy(...newestFirst)
        .limit(limit + 1),
    ),
  ]);
  const messages = rows.slice(0, limit).reverse();
  const oldest = messages[0];
  return {
    messages: messages.map((row) => toMessage(row, files, links)),
    olderCursor: rows.length > limit && oldest !== undefined ? oldest.id : null,
  };
}

/**
 * The files of the messages a query finds, read beside the messages rather than after them (one round
 * trip less); a file of the one extra message a page reads is never shown.
 */
function filesOfMessages(db: Queryable, messageIds: SQLWrapper): Promise<MediaRow[]> {
  return db.select().from(media).where(inArray(media.messageId, messageIds)).orderBy(asc(media.createdAt));
}

export function toMessage(
  row: typeof claimMessages.$inferSelect,
  files: readonly MediaRow[],
  links: MediaLinks,
): Message {
  return {
    id: row.id,
    claimId: row.claimId,
    messageContent: row.content,
    senderId: row.senderId,
    senderName: row.senderName,
    senderType: row.senderType,
    storeId: row.storeId,
    medias: files
      .filter((file) => file.messageId === row.id && file.status === 'stored')
      .map((file) => toMedia(file, links)),
    createdAt: row.createdAt.toISOString(),
    // Only the staff side reads notes (`withNotes`), so a customer answer never carries this flag.
    ...(row.internal ? { internal: true } : {}),
  };
}

export async function listReviews(db: Queryable, claimId: string): Promise<Review[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.claimId, claimId))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
  return rows.map(toReview);
}

export function toReview(row: typeof reviews.$inferSelect): Review {
  return {
    id: row.id,
    claimId: row.claimId,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}
