/**
 * Filing a claim (POST claims/{sourceOrderId}). Everything the portal checked is checked again, with the
 * same domain rules, in ONE transaction that first locks the order row (SELECT … FOR UPDATE):
 *
 * - a retry (same idempotency key, or the same content) finds the first claim and files nothing;
 * - the domain's `prepareClaim` decides on the order as this transaction reads it: the order is protected
 *   or a one-time appeasement, each shipment is part of it and eligible now (`withEligibility` at the
 *   submission's instant), each item belongs to its shipment and the quantities fit what is left (with the
 *   claims read inside this transaction, so two parallel submissions cannot both take the last unit), and
 *   the store offers the resolution;
 * - every attached file was uploaded for this order and is not used by another claim.
 *
 * Then the claim, its items, the file links and the store's next claim number are written together. The
 * signature image cannot be part of the transaction: it is written last, after its row and before the
 * commit, so a refused or retried submission writes no file, a failed commit removes it, and a process
 * that dies before the commit leaves a file no row refers to, which the media sweep removes
 * (modules/media/sweep.ts).
 */
import { createHash } from 'node:crypto';
import {
  type ClaimSubmission,
  initialClaimLifecycleState,
  type Order,
  prepareClaim,
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
import { enqueueEvent } from '../outbox/outbox';
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
  let written = false;
  try {
    return await db.transaction(async (tx) => {
      const result = await fileClaim(tx, signer, request, { key: signatureKey, ...signature });
      if (result.created) {
        await storage.write(signatureKey, signature.bytes);
        written = true;
      }
      return result;
    });
  } catch (error) {
    // The commit failed after the image was written.
    if (written) await storage.remove(signatureKey);
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
  const prepared = prepareClaim(order, submission);
  if (!prepared.ok) throw new AppError('unprocessable', prepared.problem.message, prepared.problem.data);
  const { claim } = prepared;
  await checkAttachments(tx, order, submission);

  const claimNumber = await takeNextClaimNumber(tx, loaded.store.id);

  const items = claim.items.map((item) => ({ ...item, id: newRowId() }));

  const claimId = await writeClaim(tx, signer, {
    claim: {
      storeId: loaded.store.id,
      orderId,
      claimNumber,
      sourceOrderId: order.orderId,
      sourceOrderNumber: order.orderNumber,
      claimType: claim.claimType,
      requestedResolution: claim.requestedResolution,
      description: claim.description,
      updatedShippingAddress: claim.updatedShippingAddress,
      originalShippingAddress: claim.originalShippingAddress,
      signatureKey: signature.key,
      isOta: claim.isOta,
      authorName: claim.authorName,
      authorEmail: claim.authorEmail,
      currency: claim.currency,
      protectionPolicy: loaded.protectionPolicy,
      storeCredits: [],
      idempotencyKey,
      contentHash,
    },
    state: initialClaimLifecycleState,
    items: items.map(({ orderItem, ...item }) => ({
      ...item,
      line: {
        ...orderItem,
        sku: orderItem.sku ?? null,
        productImage: orderItem.productImage ?? null,
        sourceProductId: orderItem.sourceProductId ?? null,
        sourceVariantId: orderItem.sourceVariantId ?? null,
      },
    })),
    arrival: { move: 'file', actor: { kind: 'customer', id: null }, at: now },
  });
  await enqueueEvent(tx, { type: 'claim.filed', claimId }, { storeId: loaded.store.id, at: now });
  for (const item of items) {
    for (const file of item.media) {
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
