/**
 * A store of the import file: upserted by id; its domains become exactly the listed ones. A logo given as a
 * file (`branding.logoFile`) or a data: URL is checked as a logo (an SVG sanitised), written to media
 * storage and linked as `logoUrl`.
 */
import { type BrandingSettings, decodeLogoDataUrl, type ImportStore } from '@orderprotection/domain';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { accounts, storeDomains, stores } from '../../db/schema';
import { checkLogo, logoLink, storeLogo } from '../media/logo';
import { findStoredMedia, MEDIA_FILES_PATH } from '../media/media';
import type { MediaStorage } from '../media/storage';
import { type FileImportContext, ImportError, readImportFile } from './context';

export async function upsertStore(tx: Tx, store: ImportStore, context: FileImportContext): Promise<void> {
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
