/**
 * Loads an import file (`ImportData`, the domain's schema of the format) into the database, in one
 * transaction: either everything is imported or nothing is.
 *
 * - Stores are upserted by id; their domains become exactly the listed ones. A logo given as a file
 *   (`branding.logoFile`) or a data: URL is checked as a logo (an SVG sanitised), written to media
 *   storage and linked as `logoUrl`.
 * - Orders are upserted by store and platform order id. The order in the file is the whole truth about
 *   it: lines and shipments are updated in place (their ids stay, so sessions and claims keep pointing at
 *   them), added, or removed when the file no longer lists them. Re-importing with new tracking or a new
 *   shipment is how fulfillment updates arrive.
 * - Claims are created once, by store and claim number; a claim already there is left as it is, since its
 *   messages and state have lived on since. Attached files are read from disk, checked like uploads, and
 *   written to media storage (removed again if the import fails).
 *
 * Importing the same file twice therefore changes nothing the second time.
 */
import {
  type BrandingSettings,
  claimTypeForItems,
  decodeLogoDataUrl,
  type ImportAttachment,
  type ImportClaim,
  type ImportData,
  type ImportOrder,
  type ImportStore,
  lifecycleStateOfStatus,
  MEDIA_CONTENT_TYPES,
  mediaExtensionOf,
  uploadMatchesBytes,
} from '@orderprotection/domain';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import {
  accounts,
  claimMessages,
  claimResolutions,
  claims,
  fulfillments,
  media,
  orderItems,
  orders,
  storeDomains,
  stores,
} from '../../db/schema';
import { newMediaKey, newRowId, type Signer } from '../../security/tokens';
import { writeClaim } from '../claims/write';
import { checkLogo, logoLink, storeLogo } from '../media/logo';
import { findStoredMedia, MEDIA_FILES_PATH } from '../media/media';
import type { MediaStorage } from '../media/storage';
import { emailKey, orderNumberKey } from '../orders/orders';
import { keepClaimNumberTaken } from '../stores/claim-numbers';

export interface ImportOptions {
  storage: MediaStorage;
  /** Reads a file named by a path relative to the import file: a claim's attachment or a store's logo. */
  readAttachment(path: string): Promise<Uint8Array>;
  now: Date;
  /** Derives the links of the imported claims. */
  signer: Signer;
}

export interface ImportSummary {
  stores: number;
  orders: { created: number; updated: number };
  claims: { created: number; kept: number };
}

export class ImportError extends Error {
  override name = 'ImportError';
}

interface FileImportContext extends ImportOptions {
  storeFile(bytes: Uint8Array, extension: string): Promise<string>;
}

export async function importData(db: Db, data: ImportData, options: ImportOptions): Promise<ImportSummary> {
  const writtenKeys: string[] = [];
  const storeFile = async (bytes: Uint8Array, extension: string) => {
    const key = newMediaKey(extension);
    await options.storage.write(key, bytes);
    writtenKeys.push(key);
    return key;
  };
  try {
    return await db.transaction(async (tx) => {
      for (const store of data.stores) await upsertStore(tx, store, { ...options, storeFile });
      const summary: ImportSummary = {
        stores: data.stores.length,
        orders: { created: 0, updated: 0 },
        claims: { created: 0, kept: 0 },
      };
      for (const order of data.orders) {
        const created = await upsertOrder(tx, order, options.now);
        summary.orders[created ? 'created' : 'updated'] += 1;
      }
      for (const claim of data.claims) {
        const created = await createClaim(tx, claim, { ...options, storeFile });
        summary.claims[created ? 'created' : 'kept'] += 1;
      }
      return summary;
    });
  } catch (error) {
    await Promise.all(writtenKeys.map((key) => options.storage.remove(key)));
    throw error;
  }
}

async function upsertStore(tx: Tx, store: ImportStore, context: FileImportContext): Promise<void> {
  const { logoFile, ...branding }: BrandingSettings & { logoFile?: string } = store.branding;
  if (logoFile !== undefined) {
    branding.logoUrl = await importLogo(tx, store.id, { file: logoFile }, context);
  } else if (branding.logoUrl !== undefined && /^data:/i.test(branding.logoUrl)) {
    branding.logoUrl = await importLogo(tx, store.id, { dataUrl: branding.logoUrl }, context);
  }
  if (store.account !== undefined) {
    await tx
      .insert(accounts)
      .values({ ...store.account, createdAt: context.now })
      .onConflictDoUpdate({ target: accounts.id, set: { name: store.account.name } });
  }
  const fields = {
    name: store.name,
    accountId: store.account?.id ?? null,
    currency: store.currency ?? null,
    trackingUrl: store.trackingUrl ?? null,
    branding,
    settings: store.settings,
    policy: store.policy,
    updatedAt: context.now,
  };
  await tx
    .insert(stores)
    .values({ id: store.id, ...fields, createdAt: context.now })
    .onConflictDoUpdate({ target: stores.id, set: fields });
  for (const domain of store.domains) {
    const [owner] = await tx.select().from(storeDomains).where(eq(storeDomains.domain, domain));
    if (owner !== undefined && owner.storeId !== store.id) {
      throw new ImportError(
        `Store ${store.id}: the domain ${domain} already belongs to store ${owner.storeId}`,
      );
    }
  }
  await tx
    .delete(storeDomains)
    .where(
      store.domains.length === 0
        ? eq(storeDomains.storeId, store.id)
        : and(eq(storeDomains.storeId, store.id), notInArray(storeDomains.domain, store.domains)),
    );
  if (store.domains.length > 0) {
    await tx
      .insert(storeDomains)
      .values(store.domains.map((domain) => ({ domain, storeId: store.id })))
      .onConflictDoNothing();
  }
}

/**
 * Stores a store's logo, given as a file beside the import or as a data: URL, and answers its link. The
 * link is a path on this server rather than a full URL, so it keeps working whatever origin the portal is
 * reached at (as the demo stores' /demo/ logos do). When the store's current logo is a file with the same
 * bytes, its link is kept: importing the same logo again changes nothing. A replaced logo's file stays,
 * so pages already showing it do not break.
 */
async function importLogo(
  tx: Tx,
  storeId: string,
  source: { file: string } | { dataUrl: string },
  context: FileImportContext,
): Promise<string> {
  const name = `Store ${storeId}, branding.${'file' in source ? 'logoFile' : 'logoUrl'}`;
  const what = 'file' in source ? source.file : 'the data: URL';
  const bytes =
    'file' in source
      ? await readImportFile(source.file, name, context)
      : decodedDataUrl(source.dataUrl, name);
  const logo = checkLogo(bytes);
  if (!logo.ok) throw new ImportError(`${name}: ${what} is not taken as a logo: ${logo.message}`);
  const [current] = await tx.select({ branding: stores.branding }).from(stores).where(eq(stores.id, storeId));
  const currentLogo: unknown = current?.branding.logoUrl;
  const currentKey =
    typeof currentLogo === 'string' && currentLogo.startsWith(`${MEDIA_FILES_PATH}/`)
      ? currentLogo.slice(MEDIA_FILES_PATH.length + 1)
      : undefined;
  if (currentKey !== undefined && (await isStoredFile(tx, currentKey, logo.bytes, context.storage))) {
    return logoLink(currentKey);
  }
  const filename = 'file' in source ? (source.file.split(/[\\/]/).at(-1) ?? source.file) : 'logo';
  return storeLogo(tx, logo, { write: context.storeFile, filename, now: context.now });
}

/** The schema checked the data: URL already; a failure here is the same refusal, named for the import. */
function decodedDataUrl(url: string, name: string): Uint8Array {
  const decoded = decodeLogoDataUrl(url);
  if (!decoded.ok) throw new ImportError(`${name}: ${decoded.message}`);
  return decoded.bytes;
}

/** Whether `key` is a stored file holding exactly `bytes`. */
async function isStoredFile(tx: Tx, key: string, bytes: Uint8Array, storage: MediaStorage): Promise<boolean> {
  const row = await findStoredMedia(tx, key);
  if (row === null || row.size !== bytes.byteLength) return false;
  const file = await storage.read(key);
  if (file === null) return false;
  const stored = new Uint8Array(await new Response(file.body).arrayBuffer());
  return Buffer.from(stored).equals(bytes);
}

/** A file beside the import file; one that cannot be read is an import error naming who wanted it. */
async function readImportFile(path: string, name: string, context: ImportOptions): Promise<Uint8Array> {
  try {
    return await context.readAttachment(path);
  } catch (error) {
    throw new ImportError(
      `${name}: ${path} cannot be read (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/** Answers whether the order was new. */
async function upsertOrder(tx: Tx, order: ImportOrder, now: Date): Promise<boolean> {
  const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, order.storeId));
  if (store === undefined) {
    throw new ImportError(
      `Order ${order.orderId}: store ${order.storeId} is neither in the file nor in the database`,
    );
  }
  const fields = {
    orderNumber: order.orderNumber,
    orderNumberKey: orderNumberKey(order.orderNumber),
    customerEmail: order.customerEmail,
    emailKey: emailKey(order.customerEmail),
    customerName: order.customerName ?? null,
    currency: order.currency,
    exchangeRate: order.exchangeRate,
    subtotal: order.subtotal,
    shipping: order.shipping,
    shippingTax: order.shippingTax,
    shippingCost: order.shippingCost ?? null,
    shippingCostTax: order.shippingCostTax ?? null,
    tax: order.tax,
    total: order.total,
    discountTotal: order.discountTotal,
    protected: order.protected,
    isOneTimeAppeasement: order.isOneTimeAppeasement,
    shippingAddress: order.shippingAddress ?? null,
    billingAddress: order.billingAddress ?? null,
    protectionPolicy: order.policy ?? null,
    placedAt: order.createdAt ? new Date(order.createdAt) : null,
    updatedAt: now,
  };
  const [row] = await tx
    .insert(orders)
    .values({
      id: newRowId(),
      storeId: order.storeId,
      sourceOrderId: order.orderId,
      ...fields,
      createdAt: now,
    })
    .onConflictDoUpdate({ target: [orders.storeId, orders.sourceOrderId], set: fields })
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning({ id: orders.id, inserted: sql<boolean>`(xmax = 0)` });
  if (row === undefined) throw new Error(`Order ${order.orderId} was not written`);
  const orderId = row.id;

  for (const [position, item] of order.orderItems.entries()) {
    const itemFields = {
      position,
      sourceProductId: item.sourceProductId ?? null,
      sourceVariantId: item.sourceVariantId ?? null,
      productName: item.productName,
      productImage: item.productImage ?? null,
      productUrl: item.productUrl ?? null,
      itemDescription: item.itemDescription ?? null,
      sku: item.sku ?? null,
      price: item.price,
      discount: item.discount,
      tax: item.tax,
      quantity: item.quantity,
      refundedQuantity: item.refundedQuantity,
      display: { color: item.color, size: item.size, sizeRegion: item.sizeRegion, flavor: item.flavor },
    };
    await tx
      .insert(orderItems)
      .values({ id: newRowId(), orderId, sourceItemId: item.sourceItemId, ...itemFields })
      .onConflictDoUpdate({ target: [orderItems.orderId, orderItems.sourceItemId], set: itemFields });
  }
  await tx.delete(orderItems).where(
    and(
      eq(orderItems.orderId, orderId),
      notInArray(
        orderItems.sourceItemId,
        order.orderItems.map((item) => item.sourceItemId),
      ),
    ),
  );

  for (const [position, fulfillment] of order.fulfillments.entries()) {
    const fulfillmentFields = {
      position,
      status: fulfillment.fulfillmentStatus ?? null,
      trackingCompany: fulfillment.trackingCompany ?? null,
      trackingNumbers: fulfillment.trackingNumber,
      trackingUrls: fulfillment.trackingUrl,
      shippedAt: fulfillment.shippedAt ? new Date(fulfillment.shippedAt) : null,
      deliveredAt: fulfillment.deliveredAt ? new Date(fulfillment.deliveredAt) : null,
      lines: fulfillment.items,
    };
    await tx
      .insert(fulfillments)
      .values({
        id: newRowId(),
        orderId,
        sourceFulfillmentId: fulfillment.sourceFulfillmentId,
        ...fulfillmentFields,
      })
      .onConflictDoUpdate({
        target: [fulfillments.orderId, fulfillments.sourceFulfillmentId],
        set: fulfillmentFields,
      });
  }
  const listed = order.fulfillments.map((fulfillment) => fulfillment.sourceFulfillmentId);
  await tx
    .delete(fulfillments)
    .where(
      listed.length === 0
        ? eq(fulfillments.orderId, orderId)
        : and(eq(fulfillments.orderId, orderId), notInArray(fulfillments.sourceFulfillmentId, listed)),
    );
  return row.inserted;
}

/** Answers whether the claim was new. */
async function createClaim(tx: Tx, claim: ImportClaim, context: FileImportContext): Promise<boolean> {
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
