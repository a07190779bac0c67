/**
 * The bytes of an upload, checked while they stream to storage: the first bytes must be the format the
 * upload declared (`uploadMatchesBytes`: a renamed PDF is not a photo), the file may not be empty, and
 * reading stops as soon as it passes its size limit, so an oversized file is never read to its end.
 * A failed check errors the stream; storage then keeps nothing.
 */

import type { ReadableStream } from 'node:stream/web';
import { TransformStream } from 'node:stream/web';
import {
  type MediaExtension,
  mediaExtensionOf,
  SNIFF_LENGTH,
  uploadMatchesBytes,
} from '@orderprotection/domain';
import { AppError } from '../app-error';

export interface DeclaredUpload {
  filename: string;
  contentType: string;
  maxBytes: number;
}

export function checkedUpload(
  body: ReadableStream<Uint8Array>,
  declared: DeclaredUpload,
): ReadableStream<Uint8Array> {
  const name = `"${declared.filename}"`;
  let received = 0;
  let head = new Uint8Array(0);
  let formatChecked = false;
  const checkFormat = () => {
    formatChecked = true;
    if (!uploadMatchesBytes(declared, head)) {
      throw new AppError(
        'unsupported_media_type',
        `${name} is not a ${formatName(mediaExtensionOf(declared.filename))} file.`,
      );
    }
  };
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > declared.maxBytes) {
          throw new AppError('payload_too_large', `${name} is larger than ${megabytes(declared.maxBytes)}.`);
        }
        if (!formatChecked) {
          const needed = chunk.subarray(0, SNIFF_LENGTH - head.byteLength);
          const joined = new Uint8Array(head.byteLength + needed.byteLength);
          joined.set(head);
          joined.set(needed, head.byteLength);
          head = joined;
          if (head.byteLength >= SNIFF_LENGTH) checkFormat();
        }
        controller.enqueue(chunk);
      },
      flush() {
        if (received === 0) throw new AppError('invalid_input', `${name} is empty.`);
        if (!formatChecked) checkFormat();
      },
    }),
  );
}

function formatName(extension: MediaExtension | null): string {
  return extension === null ? 'photo or video' : extension.toUpperCase();
}

export function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
