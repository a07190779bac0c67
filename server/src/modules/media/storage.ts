/**
 * Where uploaded files live, behind a small interface: the local-disk driver below is the default; the
 * S3-compatible driver (`s3-storage.ts`) implements the same calls for several servers sharing a bucket. Keys are made by
 * `newMediaKey` (random, checked against `MEDIA_KEY_PATTERN`), so a key never names a path of its own.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, type Dirent } from 'node:fs';
import { mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { isErrorCode } from '../../config';
import { MEDIA_KEY_PATTERN } from '../../security/tokens';

export interface StoredFile {
  size: number;
  body: ReadableStream<Uint8Array>;
}

export interface MediaStorage {
  /**
   * Stores the bytes under `key` and answers how many there were. When `body` fails (a size or type check
   * stopped it, or the client went away), nothing is kept and the error is rethrown.
   */
  write(key: string, body: ReadableStream<Uint8Array> | Uint8Array): Promise<number>;
  /** The file, or null when there is none under `key`. */
  read(key: string): Promise<StoredFile | null>;
  remove(key: string): Promise<void>;
  /** Keys of the stored files last written before `before`: what the sweep checks against the rows. */
  keysWrittenBefore(before: Date): AsyncIterable<string>;
  /**
   * Removes the writes that never finished and received nothing since `before` (the process died
   * mid-write), and answers how many there were.
   */
  removeUnfinishedWrites(before: Date): Promise<number>;
}

/** Files under `root`, sharded by the key's first two characters; writes land in `.incoming/` first. */
export function localDiskStorage(root: string): MediaStorage {
  const pathOf = (key: string) => {
    if (!MEDIA_KEY_PATTERN.test(key)) throw new Error('Invalid media key');
    return join(root, key.slice(0, 2), key);
  };
  const incoming = join(root, '.incoming');
  return {
    async write(key, body) {
      const destination = pathOf(key);
      const received = await receive(incoming, body);
      try {
        await mkdir(join(root, key.slice(0, 2)), { recursive: true });
        await rename(received.path, destination);
        return received.size;
      } catch (error) {
        await received.discard();
        throw error;
      }
    },
    async read(key) {
      if (!MEDIA_KEY_PATTERN.test(key)) return null;
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        // A file stream without an encoding yields Buffers (Uint8Arrays); toWeb types its chunks as any.
        return { size, body: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array> };
      } catch (error) {
        if (isErrorCode(error, 'ENOENT')) return null;
        throw error;
      }
    },
    async remove(key) {
      await unlink(pathOf(key)).catch(ignoreMissing);
    },
    async *keysWrittenBefore(before) {
      for (const shard of await directoriesIn(root)) {
        for (const key of await filesIn(join(root, shard))) {
          if (!MEDIA_KEY_PATTERN.test(key) || !key.startsWith(shard)) continue;
          const written = await stat(join(root, shard, key)).catch(ignoreMissing);
          if (written !== undefined && written.mtimeMs < before.getTime()) yield key;
        }
      }
    },
    removeUnfinishedWrites: (before) => removeUnfinishedReceives(incoming, before),
  };
}

export interface ReceivedFile {
  path: string;
  size: number;
  discard(): Promise<void>;
}

/**
 * Writes `body` to a new file in `incoming` and answers where and how large it is; the caller moves or
 * discards it. When `body` fails, the file is removed and the error rethrown.
 */
export async function receive(
  incoming: string,
  body: ReadableStream<Uint8Array> | Uint8Array,
): Promise<ReceivedFile> {
  await mkdir(incoming, { recursive: true });
  const path = join(incoming, randomBytes(12).toString('hex'));
  const discard = () => unlink(path).catch(ignoreMissing);
  // The file is created before any byte is read: a stream that opened it lazily could create it after
  // a refused upload's clean-up ran, and leave an empty file behind.
  const file = await open(path, 'wx', 0o600);
  try {
    const source = body instanceof Uint8Array ? Readable.from([body]) : Readable.fromWeb(body);
    await pipeline(source, file.createWriteStream());
    return { path, size: (await stat(path)).size, discard };
  } catch (error) {
    await file.close().catch(() => {});
    await discard();
    throw error;
  }
}

/** Removes the files in `incoming` that received nothing since `before` and answers how many. */
export async function removeUnfinishedReceives(incoming: string, before: Date): Promise<number> {
  let removed = 0;
  for (const name of await filesIn(incoming)) {
    const path = join(incoming, name);
    // A write in progress touches its file with every chunk it receives.
    const written = await stat(path).catch(ignoreMissing);
    if (written === undefined || written.mtimeMs >= before.getTime()) continue;
    await unlink(path).catch(ignoreMissing);
    removed += 1;
  }
  return removed;
}

async function entriesOf(directory: string): Promise<Dirent[]> {
  try {
    return await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if (isErrorCode(error, 'ENOENT')) return [];
    throw error;
  }
}

/** The shard directories (named by two key characters); `.incoming` is not one. */
async function directoriesIn(root: string): Promise<string[]> {
  return (await entriesOf(root))
    .filter((entry) => entry.isDirectory() && /^[A-Za-z0-9_-]{2}$/.test(entry.name))
    .map((entry) => entry.name);
}

async function filesIn(directory: string): Promise<string[]> {
  return (await entriesOf(directory)).filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** Another sweep or a remove may have taken the file first. */
function ignoreMissing(error: unknown): undefined {
  if (isErrorCode(error, 'ENOENT')) return undefined;
  throw error;
}
