/** Uploaded files: the rows that say who may use a file and how to serve it. */
import { type Media, type MediaInput, mediaCaption, stripMarkup } from '@orderprotection/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { media, type UploadPurpose } from '../../db/schema';
import { AppError } from '../app-error';

export type MediaRow = typeof media.$inferSelect;

/** Where the server serves a stored file by its key; a file's link is this path and the key. */
export const MEDIA_FILES_PATH = '/api/media/files';

/** Absolute links to files, made from the public URL (or the request's origin when none is configured). */
export interface MediaLinks {
  download(key: string): string;
}

export function toMedia(row: MediaRow, links: MediaLinks): Media {
  return {
    caption: row.caption ?? mediaCaption(row.storedAt ?? row.createdAt, 'UTC'),
    downloadLink: links.download(row.key),
    fileKey: row.key,
    fileType: row.contentType,
    filename: row.filename,
  };
}

export async function findMedia(db: Queryable, key: string): Promise<MediaRow | null> {
  const [row] = await db.select().from(media).where(eq(media.key, key));
  return row ?? null;
}

export async function findStoredMedia(db: Queryable, key: string): Promise<MediaRow | null> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.key, key), eq(media.status, 'stored')));
  return row ?? null;
}

/**
 * Takes the upload slot of `key` for one request: true for the request that may write the bytes, false
 * when another one has it or already wrote them. One conditional update, so parallel PUTs to one signed
 * URL cannot both pass, on one process or several.
 */
export async function claimUploadSlot(db: Queryable, key: string): Promise<boolean> {
  const claimed = await db
    .update(media)
    .set({ status: 'receiving' })
    .where(and(eq(media.key, key), eq(media.status, 'pending')))
    .returning({ key: media.key });
  return claimed.length === 1;
}

/** Gives the slot back after refused or broken bytes: the same URL may be tried again while it is valid. */
export async function releaseUploadSlot(db: Queryable, key: string): Promise<void> {
  await db
    .update(media)
    .set({ status: 'pending' })
    .where(and(eq(media.key, key), eq(media.status, 'receiving')));
}

/** Refuses a message that names one file twice, before anything is written. */
export function checkDistinctFiles(files: readonly MediaInput[]): void {
  const keys = files.map((file) => file.fileKey);
  if (new Set(keys).size !== keys.length)
    throw new AppError('unprocessable', 'The same file is attached twice.');
}

/**
 * Attaches files to a new message, in its transaction: each must be an upload of that side (`purpose`)
 * for that claim, stored and on no message or item yet, or nothing is attached and the write fails.
 */
export async function attachUploads(
  tx: Queryable,
  {
    claimId,
    purpose,
    messageId,
    files,
  }: {
    claimId: string;
    purpose: UploadPurpose;
    messageId: string;
    files: readonly MediaInput[];
  },
): Promise<MediaRow[]> {
  if (files.length === 0) return [];
  const keys = files.map((file) => file.fileKey);
  const usable = await tx
    .select({ key: media.key })
    .from(media)
    .where(
      and(
        inArray(media.key, keys),
        eq(media.claimId, claimId),
        eq(media.purpose, purpose),
        eq(media.status, 'stored'),
        isNull(media.messageId),
        isNull(media.claimItemId),
      ),
    );
  const missing = keys.filter((key) => !usable.some((row) => row.key === key));
  if (missing.length > 0) {
    throw new AppError(
      'unprocessable',
      `These files were not uploaded for this claim: ${missing.join(', ')}.`,
      {
        fileKeys: missing,
      },
    );
  }
  const attached: MediaRow[] = [];
  for (const file of files) {
    const [updated] = await tx
      .update(media)
      .set({
        messageId,
        ...(file.caption === undefined ? {} : { caption: stripMarkup(file.caption) }),
      })
      .where(eq(media.key, file.fileKey))
      .returning();
    if (updated !== undefined) attached.push(updated);
  }
  return attached;
}
