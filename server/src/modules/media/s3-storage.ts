/**
 * Media in an S3-compatible bucket, so that several server processes behind a balancer serve the same
 * files. Uploads still stream through the server (the byte checks of `checkedUpload` run before S3 sees a
 * byte it keeps) and downloads are served by the server with its own headers; the bucket is never public.
 *
 * An upload is received into a file on this machine (`incomingDir`) first and sent to the bucket as one
 * PUT once every byte was read and checked: S3 never holds a refused or partial file, and the PUT has the
 * length S3 requires (a chunked upload has none). No multipart upload is ever left open in the bucket; a
 * crash mid-upload leaves only the local file, which `removeUnfinishedWrites` removes.
 */

import { createReadStream } from 'node:fs';
import type { ReadableStream } from 'node:stream/web';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../config';
import { MEDIA_KEY_PATTERN } from '../../security/tokens';
import { type MediaStorage, receive, removeUnfinishedReceives } from './storage';

export interface S3MediaStorage extends MediaStorage {
  /** Closes the client's connections. */
  close(): void;
}

/** Objects are named by their key alone: use a bucket (or at least a key space) for media only. */
export function s3Storage(config: S3StorageConfig): S3MediaStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const checkKey = (key: string) => {
    if (!MEDIA_KEY_PATTERN.test(key)) throw new Error('Invalid media key');
    return key;
  };
  return {
    async write(key, body) {
      checkKey(key);
      const received = await receive(config.incomingDir, body);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: createReadStream(received.path),
            ContentLength: received.size,
          }),
        );
        return received.size;
      } finally {
        await received.discard();
      }
    },
    async read(key) {
      if (!MEDIA_KEY_PATTERN.test(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (object.Body === undefined) return null;
        return {
          size: object.ContentLength ?? 0,
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      // Deleting an object that is not there succeeds: another sweep may have taken it first.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async *keysWrittenBefore(before) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const key = object.Key;
          if (key === undefined || !MEDIA_KEY_PATTERN.test(key)) continue;
          if (object.LastModified !== undefined && object.LastModified.getTime() < before.getTime())
            yield key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken !== undefined);
    },
    // A PUT is atomic: S3 keeps no part of a write that failed, so only this process's own files remain.
    // A file still being sent to the bucket is open: removing it (past the grace period) leaves the read
    // running, as Linux keeps an open file's bytes until it is closed.
    removeUnfinishedWrites: (before) => removeUnfinishedReceives(config.incomingDir, before),
    close() {
      client.destroy();
    },
  };
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException &&
      (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404))
  );
}
