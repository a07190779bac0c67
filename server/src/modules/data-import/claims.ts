/**
 * A claim of the import file: created once, by store and claim number; a claim already there is left as it
 * is, since its messages and state have lived on since. Attached files are read from disk, checked like
 * uploads, and written to media storage (removed again if the import fails).
 */
import {
  claimTypeForItems,
  type ImportAttachment,
  type ImportClaim,
  lifecycleStateOfStatus,
  MEDIA_CONTENT_TYPES,
  mediaExtensionOf,
  uploadMatchesBytes,
} from '@orderprotection/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import {
  claimMessages,
  claimResolutions,
  claims,
  fulfillments,
  media,
  orderItems,
  orders,
} from '../../db/schema';
import { newRowId } from '../../security/tokens';
import { writeClaim } from '../claims/write';
import { keepClaimNumberTaken } from '../stores/claim-numbers';
import { type FileImportContext, ImportError, readImportFile } from './context';

/** Answers whether the claim was new. */
export async function createClaim(tx: Tx, claim: ImportClaim, context: FileImportContext): Promise<boolean> {
  const name = `Claim ${claim.claimNumber} of store ${claim.storeId}`;
  const [existing] = await tx
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.storeId, claim.storeId), eq(claims.claimNumber, claim.claimNumber)));
  if (existing !== undefined) return false;
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, claim.storeId), eq(orders.sourceOrderId, claim.orderId)));
  if (order === undefined) throw new ImportError(`${name}: order ${claim.orderId} is not known`);
  const [lines, shipments] = await Promise.all([
    tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
    tx.select().from(fulfillments).where(eq(fulfillments.orderId, order.id)),
  ]);

  const createdAt = new Date(claim.createdAt);
  const items = claim.items.map((item) => {
    const line = lines.find((candidate) => candidate.sourceItemId === item.sourceItemId);
    if (line === undefined) throw new ImportError(`${name}: item ${item.sourceItemId} is not in the order`);
    const shipment = item.sourceFulfillmentId ?? null;
    if (shipment !== null && !shipments.some((candidate) => candidate.sourceFulfillmentId === shipment)) {
      throw new ImportError(`${name}: shipment ${shipment} is not in the order`);
    }
    return { item, line, id: newRowId() };
  });

  await keepClaimNumberTaken(tx, claim.storeId, claim.claimNumber);
  const claimId = await writeClaim(tx, context.signer, {
    claim: {
      storeId: claim.storeId,
      orderId: order.id,
      claimNumber: claim.claimNumber,
      sourceOrderId: order.sourceOrderId,
      sourceOrderNumber: order.orderNumber,
      claimType: claimTypeForItems(claim.items.map((item) => item.claimType)),
      requestedResolution: claim.requestedResolution ?? null,
      description: claim.claimDescription ?? null,
      updatedShippingAddress: claim.updatedShippingAddress ?? null,
      originalShippingAddress: order.shippingAddress,
      signatureKey: null,
      isOta: claim.isOta,
      authorName: order.customerName,
      authorEmail: order.customerEmail,
      currency: order.currency,
      protectionPolicy: order.protectionPolicy,
      storeCredits: [],
    },
    state: lifecycleStateOfStatus(claim.claimState),
    items: items.map(({ item, line, id }) => ({
      id,
      line,
      sourceItemId: item.sourceItemId,
      sourceFulfillmentId: item.sourceFulfillmentId ?? null,
      quantity: item.quantity,
      details: item.details ?? null,
      claimType: item.claimType,
      resolutionRequested: item.resolutionRequested ?? null,
      ...(item.creditStore === undefined ? {} : { creditStore: item.creditStore }),
    })),
    arrival: { move: 'import', actor: { kind: 'system', id: null }, at: createdAt },
  });
  for (const { item, id } of items) {
    for (const attachment of item.attachments) {
      await insertAttachment(tx, attachment, {
        ...context,
        name,
        orderId: order.id,
        claimId,
        claimItemId: id,
        createdAt,
      });
    }
  }
  for (const resolution of claim.resolutions) {
    const { sourceItemId, resolutionType, decision, reason, createdAt: resolvedAt, ...details } = resolution;
    await tx.insert(claimResolutions).values({
      id: newRowId(),
      claimId,
      relatedClaimItemId: items.find(({ item }) => item.sourceItemId === sourceItemId)?.id ?? null,
      resolutionType,
      decision: decision ?? null,
      reason: reason ?? null,
      details,
      createdAt: resolvedAt ? new Date(resolvedAt) : createdAt,
    });
  }
  for (const message of claim.messages) {
    const messageId = newRowId();
    const sentAt = new Date(message.createdAt);
    await tx.insert(claimMessages).values({
      id: messageId,
      claimId,
      content: message.messageContent,
      senderType: message.senderType,
      senderId: null,
      senderName: message.senderName ?? null,
      storeId: claim.storeId,
      createdAt: sentAt,
    });
    for (const attachment of message.attachments) {
      await insertAttachment(tx, attachment, {
        ...context,
        name,
        orderId: order.id,
        claimId,
        messageId,
        createdAt: sentAt,
      });
    }
  }
  return true;
}

async function insertAttachment(
  tx: Tx,
  attachment: ImportAttachment,
  target: FileImportContext & {
    name: string;
    orderId: string;
    claimId: string;
    claimItemId?: string;
    messageId?: string;
    createdAt: Date;
  },
): Promise<void> {
  const filename = attachment.filename ?? attachment.path.split(/[\\/]/).at(-1) ?? attachment.path;
  const extension = mediaExtensionOf(filename);
  if (extension === null) throw new ImportError(`${target.name}: ${attachment.path} is not a photo or video`);
  const contentType = MEDIA_CONTENT_TYPES[extension][0];
  const bytes = await readImportFile(attachment.path, target.name, target);
  if (bytes.byteLength === 0 || !uploadMatchesBytes({ filename, contentType }, bytes)) {
    throw new ImportError(`${target.name}: ${attachment.path} is not a ${extension.toUpperCase()} file`);
  }
  const key = await target.storeFile(bytes, extension);
  await tx.insert(media).values({
    key,
    purpose: 'import',
    status: 'stored',
    orderId: target.orderId,
    claimId: target.claimId,
    claimItemId: target.claimItemId ?? null,
    messageId: target.messageId ?? null,
    filename,
    contentType,
    maxBytes: bytes.byteLength,
    size: bytes.byteLength,
    createdAt: target.createdAt,
    storedAt: target.createdAt,
  });
}
