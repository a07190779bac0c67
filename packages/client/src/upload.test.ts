import { classifyUpload, Media, MediaInput, ORDER_TOKEN_HEADER } from '@orderprotection/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ClaimsApiError,
  createClaimsClient,
  MediaUploadError,
  UPLOAD_FAILURE_MESSAGES,
  type UploadPut,
  type UploadTransport,
} from './index';
import { orderAnswer } from './test-fixtures';
import {
  type Handler,
  type RecordedRequest,
  sendJson,
  startTestServer,
  type TestServer,
} from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => {
  server.reset();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const photoBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const photo = () => new File([photoBytes], 'crushed box.PNG', { type: 'image/png' });

/** The upload URL and the signed URL of the contract, each answering as given. */
function mediaServer({
  signing = (_request, response) =>
    sendJson(response, 200, {
      signedUrl: `${server.origin}/signed/claims/key-1?signature=abc`,
      fileName: 'claims/key-1.png',
      downloadLink: `${server.origin}/api/media/claims/key-1.png`,
      publicUrl: `${server.origin}/media/claims/key-1.png`,
    }),
  put = (_request, response) => response.writeHead(200).end(),
}: {
  signing?: Handler;
  put?: Handler;
} = {}): void {
  server.handle((request, response) =>
    request.url.pathname === '/api/media/uploads' ? signing(request, response) : put(request, response),
  );
}

/** An upload URL answer whose links are paths on the API's server. */
const signedPathAnswer = {
  signedUrl: '/signed/claims/key-1',
  fileName: 'claims/key-1.png',
  downloadLink: '/api/media/claims/key-1.png',
  publicUrl: '/media/claims/key-1.png',
};

const client = (transport?: UploadTransport) =>
  createClaimsClient({
    baseURL: server.baseURL,
    ...(transport === undefined ? {} : { uploadTransport: transport }),
  });

function requestTo(pathname: string): RecordedRequest {
  const request = server.requests.find((recorded) => recorded.url.pathname === pathname);
  if (request === undefined) throw new Error(`no request to ${pathname}`);
  return request;
}

async function failureOf(upload: Promise<unknown>): Promise<MediaUploadError> {
  const failure = await upload.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(MediaUploadError);
  return failure as MediaUploadError;
}

describe('a successful upload', () => {
  it('asks for a signed URL, PUTs the bytes there and returns the media to attach', async () => {
    mediaServer();
    const progress: number[] = [];
    const media = await client().uploadMedia(photo(), { onProgress: (fraction) => progress.push(fraction) });

    const signing = requestTo('/api/media/uploads');
    expect(signing.method).toBe('POST');
    expect(signing.json).toEqual({
      contentType: 'image/png',
      filename: 'crushed box.PNG',
      mediaType: 'CLAIM',
      size: photoBytes.byteLength,
    });
    const put = requestTo('/signed/claims/key-1');
    expect(put.method).toBe('PUT');
    expect(put.url.search).toBe('?signature=abc');
    expect(put.headers['content-type']).toBe('image/png');
    expect(new Uint8Array(put.body)).toEqual(photoBytes);

    expect(progress).toEqual([0, 1]);
    expect(media).toEqual({
      fileKey: 'claims/key-1.png',
      downloadLink: `${server.origin}/api/media/claims/key-1.png`,
      filename: 'crushed box.PNG',
      fileType: 'image/png',
      caption: expect.stringMatching(/^Uploaded at \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/),
    });
    expect(MediaInput.parse(media)).toEqual(media);
    expect(Media.parse(media)).toEqual(media);
  });

  it('declares the type the domain accepts for a HEIC photo the browser could not name', async () => {
    mediaServer();
    const heic = new File([photoBytes], 'IMG_0001.heic', { type: '' });
    const media = await client().uploadMedia(heic);
    expect(requestTo('/api/media/uploads').json).toMatchObject({ contentType: 'image/heic' });
    expect(requestTo('/signed/claims/key-1').headers['content-type']).toBe('image/heic');
    expect(media.fileType).toBe('image/heic');
  });

  it('names the claim by its token for a file attached to a message', async () => {
    mediaServer();
    await client().uploadMedia(photo(), { claimId: 'claim-token' });
    expect(requestTo('/api/media/uploads').json).toMatchObject({ claimId: 'claim-token' });
  });

  it('sends the proof of the order being claimed, by default the one looked up last', async () => {
    const claims = client();
    const lookUp = async (orderId: string, token: string) => {
      server.handle((_request, response) =>
        sendJson(
          response,
          200,
          { ...orderAnswer, orderId, systemOrderId: `sys-${orderId}` },
          {
            [ORDER_TOKEN_HEADER]: token,
          },
        ),
      );
      await claims.lookupOrder({ email: 'ada@example.com', order: orderId });
    };
    await lookUp('order-1', 'proof-of-order-1');
    await lookUp('order-2', 'proof-of-order-2');
    mediaServer();
    await claims.uploadMedia(photo(), { orderId: 'order-1' });
    await claims.uploadMedia(photo());
    const proofs = server.requests.map((request) => [
      `${request.method} ${request.url.pathname}`,
      request.headers[ORDER_TOKEN_HEADER],
    ]);
    expect(proofs.slice(2)).toEqual([
      ['POST /api/media/uploads', 'proof-of-order-1'],
      ['PUT /signed/claims/key-1', undefined],
      ['POST /api/media/uploads', 'proof-of-order-2'],
      ['PUT /signed/claims/key-1', undefined],
    ]);
  });

  it('sends no order proof before any lookup', async () => {
    mediaServer();
    await client().uploadMedia(photo(), { claimId: 'claim-token' });
    expect(requestTo('/api/media/uploads').headers[ORDER_TOKEN_HEADER]).toBeUndefined();
  });

  it('resolves a signed URL given as a path against the API, not against the page', async () => {
    mediaServer({ signing: (_request, response) => sendJson(response, 200, signedPathAnswer) });
    vi.stubGlobal('location', new URL('https://portal.acme.test/claim/photos'));
    await client().uploadMedia(photo());
    expect(requestTo('/signed/claims/key-1').method).toBe('PUT');
  });

  it('leaves a signed path to the platform when the API address is a path too', async () => {
    mediaServer({ signing: (_request, response) => sendJson(response, 200, signedPathAnswer) });
    const urls: string[] = [];
    const sameOrigin = createClaimsClient({
      // What a browser does with a path: resolve it against the page, here the test server.
      fetch: (input, init) => fetch(new URL(String(input), server.origin), init),
      uploadTransport: async ({ url }) => {
        urls.push(url);
        return { status: 200 };
      },
    });
    await sameOrigin.uploadMedia(photo());
    expect(requestTo('/api/media/uploads').method).toBe('POST');
    expect(urls).toEqual(['/signed/claims/key-1']);
  });
});

describe('a refused file', () => {
  it.each([
    ['a file that is not a photo or video', new File(['notes'], 'notes.txt', { type: 'text/plain' })],
    [
      'a photo whose type contradicts its name',
      new File([photoBytes], 'box.png', { type: 'application/pdf' }),
    ],
    ['an empty file', new File([], 'box.png', { type: 'image/png' })],
  ])('fails with the domain message and never touches the network: %s', async (_case, file) => {
    mediaServer();
    const verdict = classifyUpload({ filename: file.name, contentType: file.type, size: file.size });
    const failure = await failureOf(client().uploadMedia(file));
    expect(verdict.ok).toBe(false);
    expect(failure.message).toBe(verdict.ok ? '' : verdict.message);
    expect(failure.reason).toBe('refused');
    expect(server.requests).toEqual([]);
  });
});

describe('the spec messages', () => {
  it('"Failed to get signed url for image" when the upload URL call is not ok, without a retry', async () => {
    mediaServer({
      signing: (_request, response) =>
        sendJson(response, 503, { message: 'Storage is unavailable', statusCode: 503 }),
    });
    const failure = await failureOf(client().uploadMedia(photo()));
    expect(failure.message).toBe('Failed to get signed url for image');
    expect(failure.reason).toBe('signing');
    expect(failure.cause).toBeInstanceOf(ClaimsApiError);
    expect(failure.cause).toMatchObject({ message: 'Storage is unavailable', statusCode: 503 });
    expect(server.requests).toHaveLength(1);
  });

  it('"Failed to get signed url for image" when the answer has a signed URL but not the rest', async () => {
    mediaServer({ signing: (_request, response) => sendJson(response, 200, { signedUrl: '/signed/x' }) });
    const failure = await failureOf(client().uploadMedia(photo()));
    expect(failure.message).toBe(UPLOAD_FAILURE_MESSAGES.signing);
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    ['no signedUrl', { fileName: 'k', downloadLink: '/d', publicUrl: '/p' }],
    ['an empty signedUrl', { signedUrl: ' ', fileName: 'k', downloadLink: '/d', publicUrl: '/p' }],
    ['a signedUrl that is not text', { signedUrl: 42, fileName: 'k', downloadLink: '/d', publicUrl: '/p' }],
    ['no object', ['signedUrl']],
  ])('"Signed URL not found in the response" for an answer with %s', async (_case, answer) => {
    mediaServer({ signing: (_request, response) => sendJson(response, 200, answer) });
    const failure = await failureOf(client().uploadMedia(photo()));
    expect(failure.message).toBe('Signed URL not found in the response');
    expect(failure.reason).toBe('no-signed-url');
    expect(server.requests).toHaveLength(1);
  });

  it('"Failed to upload image" when the signed URL refuses the file', async () => {
    mediaServer({ put: (_request, response) => sendJson(response, 403, { message: 'Signature expired' }) });
    const progress: number[] = [];
    const failure = await failureOf(
      client().uploadMedia(photo(), { onProgress: (fraction) => progress.push(fraction) }),
    );
    expect(failure.message).toBe('Failed to upload image');
    expect(failure.reason).toBe('upload');
    expect(progress).toEqual([0]);
  });

  it('"Failed to upload image" when the connection breaks during the PUT', async () => {
    mediaServer({ put: (_request, response) => response.socket?.destroy() });
    const failure = await failureOf(client().uploadMedia(photo()));
    expect(failure.message).toBe(UPLOAD_FAILURE_MESSAGES.upload);
    expect(failure.cause).toBeInstanceOf(Error);
  });
});

describe('progress through the transport seam', () => {
  it('passes the transport what to send, and its progress on to the caller, only forward', async () => {
    mediaServer();
    const puts: UploadPut[] = [];
    const transport: UploadTransport = async (put) => {
      puts.push(put);
      for (const fraction of [0.25, 0.5, 0.5, 0.4, 1]) put.onProgress(fraction);
      return { status: 201 };
    };
    const progress: number[] = [];
    await client(transport).uploadMedia(photo(), { onProgress: (fraction) => progress.push(fraction) });
    expect(progress).toEqual([0, 0.25, 0.5, 1]);
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      url: `${server.origin}/signed/claims/key-1?signature=abc`,
      contentType: 'image/png',
    });
    expect(puts[0]?.body).toBeInstanceOf(Blob);
    expect(server.requests.map((request) => request.url.pathname)).toEqual(['/api/media/uploads']);
  });

  it('fails with the spec message when the transport answers an error status', async () => {
    mediaServer();
    const failure = await failureOf(client(async () => ({ status: 500 })).uploadMedia(photo()));
    expect(failure.message).toBe(UPLOAD_FAILURE_MESSAGES.upload);
  });
});

describe('aborting', () => {
  it('before the upload starts rejects with the reason and sends nothing', async () => {
    mediaServer();
    const controller = new AbortController();
    controller.abort(new Error('The shopper removed the photo'));
    await expect(client().uploadMedia(photo(), { signal: controller.signal })).rejects.toThrow(
      'The shopper removed the photo',
    );
    expect(server.requests).toEqual([]);
  });

  it('while asking for the signed URL rejects with the reason', async () => {
    const controller = new AbortController();
    mediaServer({ signing: () => controller.abort() });
    const failure = await client()
      .uploadMedia(photo(), { signal: controller.signal })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DOMException);
    expect(failure).toMatchObject({ name: 'AbortError' });
    expect(server.requests).toHaveLength(1);
  });

  it('while the bytes are sent rejects with the reason', async () => {
    const controller = new AbortController();
    mediaServer({ put: () => controller.abort() });
    const progress: number[] = [];
    const failure = await client()
      .uploadMedia(photo(), { signal: controller.signal, onProgress: (fraction) => progress.push(fraction) })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'AbortError' });
    expect(failure).not.toBeInstanceOf(MediaUploadError);
    expect(progress).toEqual([0]);
  });
});
