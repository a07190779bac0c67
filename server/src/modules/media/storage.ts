/**
 * Where uploaded files live, behind a small interface: the local-disk driver below is the default; an
 * S3-compatible driver can implement the same three calls without changing any caller. Keys are made by
 * `newMediaKey` (random, checked against `MEDIA_KEY_PATTERN`), so a key never names a path of its own.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
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
}

/** Files under `root`, sharded by the key's first two characters; writes land in `.incoming/` first. */
export function localDiskStorage(root: string): MediaStorage {
  const pathOf = (key: string) => {
    if (!MEDIA_KEY_PATTERN.test(key)) throw new Error('Invalid media key');
    return join(root, key.slice(0, 2), key);
  };
  return {
    async write(key, body) {
      const destination = pathOf(key);
      const incoming = join(root, '.incoming');
      await mkdir(incoming, { recursive: true });
      const temporary = join(incoming, randomBytes(12).toString('hex'));
      // The file is created before any byte is read: a stream that opened it lazily could create it after
      // a refused upload's clean-up ran, and leave an empty file behind.
      const file = await open(temporary, 'wx', 0o600);
      try {
        const source = body instanceof Uint8Array ? Readable.from([body]) : Readable.fromWeb(body);
        await pipeline(source, file.createWriteStream());
        await mkdir(join(root, key.slice(0, 2)), { recursive: true });
        await rename(temporary, destination);
        return (await stat(destination)).size;
      } catch (error) {
        await file.close().catch(() => {});
        await unlink(temporary).catch(() => {});
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
      await unlink(pathOf(key)).catch((error: unknown) => {
        if (!isErrorCode(error, 'ENOENT')) throw error;
      });
    },
  };
}
