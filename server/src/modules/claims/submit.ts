/**
 * Filing a claim (POST claims/{sourceOrderId}). Everything the portal checked is checked again, with the
 * same domain rules, in ONE transaction that first locks the order row (SELECT … FOR UPDATE):
 *
 * - a retry (same idempotency key, or the same content) finds the first claim and files nothing;
 * - the order is protected, or a one-time appeasement (`orderClaimability`);
 * - each shipment is part of the order and eligible now (`withEligibility` at the submission's instant);
 * - each item belongs to its shipment and the quantities fit what is left (`checkClaimQuantities`, with
 *   the claims read inside this transaction, so two parallel submissions cannot both take the last unit);
 * - the resolution is one the store offers (`isResolutionOffered`);
 * - every attached file was uploaded for this order and is not used by another claim.
 *
 * Then the claim, its items, the file links and the store's next claim number are written together. The
 * signature image is written to media storage first (it cannot be part of a transaction) and removed
 * again when the transaction fails or finds a retry.
 */
import { createHash } from 'node:crypto';
import {
  type Address,
  type ClaimSubmission,
  type ClaimTypeOrMultiple,
  checkClaimQuantities,
  claimTypeForItems,
  type Fulfillment,
  initialClaimLifecycleState,
  isResolutionOffered,
  type Order,
  orderClaimability,
  resolutionChoiceLabel,
  sniffMediaType,
  stripMarkup,
} from '@orderprotection/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { claims, media } from '../../db/schema';
import { newMediaKey, newRowId, type Signer } from '../../security/tokens';
import { AppError } from '../app-error';
import type { MediaStorage } from '../media/storage';
import { loadOrder, orderAt } from '../orders/orders';
import { takeNextClaimNumber } from '../stores/claim-numbers';
import { writeClaim } from './write';

export interface SubmitClaimRequest {
  /** The order proved by the order token (its `systemOrderId`). */
  orderId: string;
  submission: ClaimSubmission;
  idempotencyKey: string | null;
  now: Date;
  /** The server-wide ceiling; a store's policy may set a lower one. */
  maxFilesPerClaim: number;
}

export interface SubmitClaimResult {
  claimId: string;
  /** False when the submission was a retry of a claim already filed. */
  created: boolean;
}

export async function submitClaim(
  db: Db,
  storage: MediaStorage,
  signer: Signer,
  request: SubmitClaimRequest,
): Promise<SubmitClaimResult> {
  const signature = decodeSignature(request.submission.resolution.customerSignature);
  const signatureKey = newMediaKey(signature.extension);
  await storage.write(signatureKey, signature.bytes);
  try {
    const result = await db.transaction((tx) =>
      fileClaim(tx, signer, request, { key: signatureKey, ...signature }),
    );
    if (!result.created) await storage.remove(signatureKey);
    return result;
  } catch (error) {
    await storage.remove(signatureKey);
    throw error;
  }
}

interface SignatureFile {
  key: string;
  bytes: Uint8Array;
  contentType: string;
  extension: string;
}

async function fileClaim(
  tx: Tx,
  signer: Signer,
  { orderId, submission, idempotencyKey, now, maxFilesPerClaim }: SubmitClaimRequest,
  signature: SignatureFile,
): Promise<SubmitClaimResult> {
  const loaded = await loadOrder(tx, orderId, { lock: true });
  if (loaded === null) throw new AppError('not_found', 'This order no longer exists.');
  const contentHash = hashSubmission(submission);
  const retried = await findRetriedClaim(tx, orderId, idempotencyKey, contentHash);
  if (retried !== null) return { claimId: retried, created: false };

  const order = orderAt(loaded, now, { maxFilesPerClaim });
  const claimability = orderClaimability(order);
  if (!claimability.claimable && claimability.reason === 'not_protected') {
    throw new AppError('unprocessable', 'This order is not protected, so a claim cannot be filed for it.', {
      reason: 'not_protected',
    });
  }
  for (const entry of submission.fulfillmentIssues) {
    requireEligibleFulfillment(order.fulfillments, entry.sourceFulfillmentId);
  }
  const requests = submission.fulfillmentIssues.flatMap(({ sourceFulfillmentId, issues }) =>
    issues.map(({ sourceItemId, quantity }) => ({ sourceFulfillmentId, sourceItemId, quantity })),
  );
  const problems = checkClaimQuantities(requests, order);
  if (problems.length > 0) {
    throw new AppError('unprocessable', problems.map((problem) => problem.message).join(' '), { problems });
  }
  const { desiredMethod, updatedShippingAddress } = submission.resolution;
  if (!isResolutionOffered(desiredMethod, order.settings)) {
    throw new AppError(
      'unprocessable',
      `${resolutionChoiceLabel[desiredMethod]} is not offered by this store.`,
      {
        reason: 'resolution_not_offered',
      },
    );
  }
  await checkAttachments(tx, order, submission);

  const claimNumber = await takeNextClaimNumber(tx, loaded.store.id);

  const items = submission.fulfillmentIssues.flatMap((entry) =>
    entry.issues.map((issue) => {
      const orderItem = order.orderItems.find((candidate) => candidate.sourceItemId === issue.sourceItemId);
      // checkClaimQuantities refused every issue whose item is not in its shipment.
      if (orderItem === undefined) throw new Error(`Item ${issue.sourceItemId} vanished after its check`);
      return { issue, orderItem, sourceFulfillmentId: entry.sourceFulfillmentId, id: newRowId() };
    }),
  );
  const claimType: ClaimTypeOrMultiple = claimTypeForItems(items.map(({ issue }) => issue.type));
  const description = submission.fulfillmentIssues
    .map((entry) => stripMarkup(entry.details ?? ''))
    .filter((details) => details !== '')
    .join('\n\n');

  const claimId = await writeClaim(tx, signer, {
    claim: {
      storeId: loaded.store.id,
      orderId,
      claimNumber,
      sourceOrderId: order.orderId,
      sourceOrderNumber: order.orderNumber,
      claimType,
      requestedResolution: desiredMethod,
      description: description === '' ? null : description,
      updatedShippingAddress: updatedShippingAddress ?? null,
      originalShippingAddress: order.shippingAddress ?? null,
      signatureKey: signature.key,
      isOta: order.isOneTimeAppeasement,
      authorName: order.customerName ?? addressName(order.shippingAddress),
      authorEmail: order.customerEmail,
      currency: order.currency,
      protectionPolicy: loaded.protectionPolicy,
      storeCredits: [],
      idempotencyKey,
      contentHash,
    },
    state: initialClaimLifecycleState,
    items: items.map(({ issue, orderItem, sourceFulfillmentId, id }) => ({
      id,
      line: {
        ...orderItem,
        sku: orderItem.sku ?? null,
        productImage: orderItem.productImage ?? null,
        sourceProductId: orderItem.sourceProductId ?? null,
        sourceVariantId: orderItem.sourceVariantId ?? null,
      },
      sourceItemId: issue.sourceItemId,
      sourceFulfillmentId,
      quantity: issue.quantity,
      details: stripMarkup(issue.details) || null,
      claimType: issue.type,
      resolutionRequested: desiredMethod,
    })),
    arrival: { move: 'file', actor: { kind: 'customer', id: null }, at: now },
  });
  for (const item of items) {
    for (const file of item.issue.media) {
      await tx
        .update(media)
        .set({
          claimId,
          claimItemId: item.id,
          ...(file.caption === undefined ? {} : { caption: stripMarkup(file.caption) }),
        })
        .where(eq(media.key, file.fileKey));
    }
  }
  await tx.insert(media).values({
    key: signature.key,
    purpose: 'signature',
    status: 'stored',
    orderId,
    claimId,
    filename: `signature.${signature.extension}`,
    contentType: signature.contentType,
    maxBytes: signature.bytes.byteLength,
    size: signature.bytes.byteLength,
    createdAt: now,
    storedAt: now,
  });
  return { claimId, created: true };
}

/**
 * Same content means the same shipments, issues, quantities, resolution, address and signature: a double
 * click or a retried request, never a second claim the shopper meant to file. A key used for different
 * content is refused rather than answered with a claim the client did not describe.
 */
async function findRetriedClaim(
  tx: Tx,
  orderId: string,
  idempotencyKey: string | null,
  contentHash: string,
): Promise<string | null> {
  if (idempotencyKey !== null) {
    const [byKey] = await tx
      .select({ id: claims.id, contentHash: claims.contentHash })
      .from(claims)
      .where(and(eq(claims.orderId, orderId), eq(claims.idempotencyKey, idempotencyKey)));
    if (byKey !== undefined) {
      if (byKey.contentHash !== contentHash) {
        throw new AppError('unprocessable', 'This idempotency key was already used for a different claim.', {
          reason: 'idempotency_key_reused',
        });
      }
      return byKey.id;
    }
  }
  const [byContent] = await tx
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.orderId, orderId), eq(claims.contentHash, contentHash)));
  return byContent?.id ?? null;
}

function hashSubmission({ idempotencyKey: _key, ...content }: ClaimSubmission): string {
  // The parsed submission's keys follow the schema's order, so equal content gives equal JSON.
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}

/** Refuses a shipment that is not part of the order or cannot be claimed now, saying why. */
function requireEligibleFulfillment(fulfillments: readonly Fulfillment[], sourceFulfillmentId: string): void {
  const fulfillment = fulfillments.find((candidate) => candidate.sourceFulfillmentId === sourceFulfillmentId);
  if (fulfillment === undefined) {
    throw new AppError('unprocessable', `Shipment ${sourceFulfillmentId} is not part of this order.`, {
      reason: 'unknown_fulfillment',
      sourceFulfillmentId,
    });
  }
  if (fulfillment.eligible) return;
  const data = {
    reason: fulfillment.eligibilityCode,
    sourceFulfillmentId,
    eligibleAt: fulfillment.eligibleAt,
  };
  switch (fulfillment.eligibilityCode) {
    case 'too_soon':
      throw new AppError(
        'unprocessable',
        `Shipment ${sourceFulfillmentId} can be claimed from ${fulfillment.eligibleAt}.`,
        data,
      );
    case 'expired':
      throw new AppError(
        'unprocessable',
        `The claim window for shipment ${sourceFulfillmentId} has passed.`,
        data,
      );
    case 'not_shipped':
      throw new AppError('unprocessable', `Shipment ${sourceFulfillmentId} has not shipped yet.`, data);
    default:
      throw new AppError(
        'unprocessable',
        `Everything in shipment ${sourceFulfillmentId} has already been claimed.`,
        data,
      );
  }
}

/**
 * The files the issues attach must each be uploaded (and stored) with this order's token and not yet be
 * used by a claim; at most the order's `maxFilesPerClaim` (the store's limit within the server's), the
 * figure the lookup gave the portal.
 */
async function checkAttachments(tx: Tx, order: Order, submission: ClaimSubmission): Promise<void> {
  const keys = submission.fulfillmentIssues.flatMap((entry) =>
    entry.issues.flatMap((issue) => issue.media.map((file) => file.fileKey)),
  );
  const limit = order.maxFilesPerClaim;
  if (keys.length > limit) {
    throw new AppError(
      'unprocessable',
      `A claim can have up to ${limit} files; this one has ${keys.length}.`,
      {
        reason: 'too_many_files',
      },
    );
  }
  if (new Set(keys).size !== keys.length) {
    throw new AppError('unprocessable', 'The same file is attached twice.', { reason: 'duplicate_file' });
  }
  if (keys.length === 0) return;
  const rows = await tx
    .select({ key: media.key, orderId: media.orderId, claimId: media.claimId, status: media.status })
    .from(media)
    .where(and(inArray(media.key, keys), eq(media.purpose, 'upload')));
  const usable = new Set(
    rows
      .filter((row) => row.orderId === order.systemOrderId && row.claimId === null && row.status === 'stored')
      .map((row) => row.key),
  );
  const missing = keys.filter((key) => !usable.has(key));
  if (missing.length > 0) {
    throw new AppError(
      'unprocessable',
      `These files were not uploaded for this order: ${missing.join(', ')}.`,
      {
        reason: 'unknown_file',
        fileKeys: missing,
      },
    );
  }
}

/** The decoded signature, checked by its bytes: a PNG (sniffed) or an SVG document. */
function decodeSignature(dataUrl: string): { bytes: Uint8Array; contentType: string; extension: string } {
  const comma = dataUrl.indexOf(',');
  const bytes = new Uint8Array(Buffer.from(dataUrl.slice(comma + 1), 'base64'));
  if (dataUrl.startsWith('data:image/png')) {
    if (sniffMediaType(bytes)?.extension === 'png')
      return { bytes, contentType: 'image/png', extension: 'png' };
  } else if (/<svg[\s>]/i.test(Buffer.from(bytes).toString('utf8'))) {
    return { bytes, contentType: 'image/svg+xml', extension: 'svg' };
  }
  throw new AppError(
    'invalid_input',
    'resolution.customerSignature: The signature is not a readable PNG or SVG image',
    {
      issues: [
        { path: 'resolution.customerSignature', message: 'The signature is not a readable PNG or SVG image' },
      ],
    },
  );
}

function addressName(address: Address | null | undefined): string | null {
  if (address === null || address === undefined) return null;
  const name = address.name ?? [address.firstName, address.lastName].filter(Boolean).join(' ');
  return name === '' ? null : name;
}
