/**
 * How the bytes of an upload reach the signed URL. Browsers need XMLHttpRequest for it: fetch reports no
 * upload progress over HTTP/1.1. Elsewhere (Node, workers without XHR) fetch does the job and progress
 * only goes from 0 to 1.
 */

export interface UploadPut {
  url: string;
  body: Blob;
  contentType: string;
  /** A fraction from 0 to 1 of the bytes sent. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal | undefined;
}

/**
 * Resolves with the status of the answer, whatever it is; rejects when no answer came (network failure)
 * and with the signal's reason when aborted.
 */
export type UploadTransport = (put: UploadPut) => Promise<{ status: number }>;

export const xhrTransport: UploadTransport = ({ url, body, contentType, onProgress, signal }) =>
  new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status });
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError(`Network error while uploading to ${url}`));
    };
    xhr.onabort = () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });

export function fetchTransport(fetchImpl: typeof fetch): UploadTransport {
  return async ({ url, body, contentType, signal }) => {
    const response = await fetchImpl(url, {
      method: 'PUT',
      body,
      headers: { 'content-type': contentType },
      signal,
    });
    // The body is never read; cancelling it frees the connection at once.
    await response.body?.cancel();
    return { status: response.status };
  };
}

/** XHR where it exists, decided per upload so a test or polyfill installed later is honoured. */
export function defaultTransport(fetchImpl: typeof fetch): UploadTransport {
  return (put) => (typeof XMLHttpRequest === 'function' ? xhrTransport : fetchTransport(fetchImpl))(put);
}
