import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClaimsClient, MediaUploadError, xhrTransport } from './index';
import { sendJson, startTestServer, type TestServer } from './test-server';

interface ProgressLike {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}

/**
 * Just enough of XMLHttpRequest for an upload, driven by the test through `respond`: Node has no XHR, and
 * the point is to see what the transport does with one.
 */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  aborted = false;
  upload: { onprogress: ((event: ProgressLike) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  /** Called on send; by default the upload succeeds in three steps of progress. */
  static respond: (xhr: FakeXhr) => void = (xhr) => {
    for (const loaded of [0, 40, 100])
      xhr.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 });
    xhr.status = 200;
    xhr.onload?.();
  };

  constructor() {
    FakeXhr.last = this;
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: unknown): void {
    this.body = body;
    setTimeout(() => FakeXhr.respond(this), 0);
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }
}

const defaultRespond = FakeXhr.respond;
const photo = () => new File([new Uint8Array([1, 2, 3])], 'box.jpg', { type: 'image/jpeg' });

function put(overrides: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {}) {
  return xhrTransport({
    url: 'https://media.example/signed/key-1?signature=abc',
    body: photo(),
    contentType: 'image/jpeg',
    onProgress: () => {},
    ...overrides,
  });
}

afterEach(() => {
  FakeXhr.respond = defaultRespond;
  FakeXhr.last = undefined;
  vi.unstubAllGlobals();
});

describe('the XMLHttpRequest transport', () => {
  it('PUTs the file with its content type and reports progress as a fraction', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    await expect(put({ onProgress: (fraction) => progress.push(fraction) })).resolves.toEqual({
      status: 200,
    });
    expect(FakeXhr.last).toMatchObject({
      method: 'PUT',
      url: 'https://media.example/signed/key-1?signature=abc',
      headers: { 'Content-Type': 'image/jpeg' },
    });
    expect(FakeXhr.last?.body).toBeInstanceOf(Blob);
    expect(progress).toEqual([0, 0.4, 1]);
  });

  it('ignores progress events that do not know the total', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.respond = (xhr) => {
      xhr.upload.onprogress?.({ lengthComputable: false, loaded: 10, total: 0 });
      xhr.status = 201;
      xhr.onload?.();
    };
    const progress: number[] = [];
    await expect(put({ onProgress: (fraction) => progress.push(fraction) })).resolves.toEqual({
      status: 201,
    });
    expect(progress).toEqual([]);
  });

  it('resolves with an error status for the caller to judge', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.respond = (xhr) => {
      xhr.status = 403;
      xhr.onload?.();
    };
    await expect(put()).resolves.toEqual({ status: 403 });
  });

  it('rejects when the network fails', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.respond = (xhr) => xhr.onerror?.();
    await expect(put()).rejects.toThrow(TypeError);
  });

  it('aborts the request with the signal and rejects with its reason', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.respond = () => {};
    const controller = new AbortController();
    const upload = put({ signal: controller.signal });
    controller.abort(new Error('Removed'));
    await expect(upload).rejects.toThrow('Removed');
    expect(FakeXhr.last?.aborted).toBe(true);
  });

  it('opens nothing when the signal was aborted before', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    await expect(put({ signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last).toBeUndefined();
  });
});

describe('the transport a client picks', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    server.handle((_request, response) =>
      sendJson(response, 200, {
        signedUrl: `${server.origin}/signed/key-1`,
        fileName: 'key-1.jpg',
        downloadLink: `${server.origin}/api/media/key-1.jpg`,
        publicUrl: `${server.origin}/media/key-1.jpg`,
      }),
    );
  });
  afterAll(() => server.close());

  it('is XMLHttpRequest where it exists, so progress is fine-grained', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const media = await createClaimsClient({ baseURL: server.baseURL }).uploadMedia(photo(), {
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(FakeXhr.last?.url).toBe(`${server.origin}/signed/key-1`);
    expect(progress).toEqual([0, 0.4, 1]);
    expect(media.fileKey).toBe('key-1.jpg');
    expect(server.requests.map((request) => request.method)).toEqual(['POST']);
  });

  it('fails with the spec message when XMLHttpRequest reports a network error', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.respond = (xhr) => xhr.onerror?.();
    await expect(createClaimsClient({ baseURL: server.baseURL }).uploadMedia(photo())).rejects.toThrow(
      new MediaUploadError('upload', 'Failed to upload image'),
    );
  });
});
