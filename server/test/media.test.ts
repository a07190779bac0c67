import { ApiError, Claim, Message, UploadResponse } from '@orderprotection/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lookUp,
  PNG_BYTES,
  type SeededOrder,
  seed,
  seedOrder,
  submission,
  submit,
  testStore,
} from './support/fixtures';
import { MEDIA_CASES, startTestServer, storedFiles, type TestServer } from './support/harness';
import { call, expectError } from './support/http';
import { sendWholeBody } from './support/raw-http';

const MP4_BYTES = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64, 1)]);
const PDF_BYTES = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');

describe.each(MEDIA_CASES)('media uploads on $name', ({ driver, media }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver, {}, { media });
    await seed(server, {
      stores: [testStore(), testStore({ id: 'two-files', policy: { maxFilesPerClaim: 2 } })],
    });
  });
  afterAll(() => server.close());

  async function signed(proof: { token?: string; claimId?: string }, request: Record<string, unknown>) {
    const answer = await call(server, 'POST', 'media/uploads', {
      json: {
        mediaType: 'CLAIM',
        ...request,
        ...(proof.claimId === undefined ? {} : { claimId: proof.claimId }),
      },
      ...(proof.token === undefined ? {} : { token: proof.token }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return UploadResponse.parse(answer.body);
  }

  function put(
    url: string,
    body: RequestInit['body'],
    contentType: string,
    headers: Record<string, string> = {},
  ) {
    return call(server, 'PUT', url, { body, headers: { 'content-type': contentType, ...headers } });
  }

  async function uploaded(proof: { token?: string; claimId?: string }, filename = 'photo.png') {
    const upload = await signed(proof, { contentType: 'image/png', filename });
    expect((await put(upload.signedUrl ?? '', PNG_BYTES, 'image/png')).status).toBe(200);
    return upload;
  }

  async function orderWithToken(overrides = {}): Promise<{ seeded: SeededOrder; token: string }> {
    const seeded = await seedOrder(server, overrides);
    return { seeded, token: (await lookUp(server, seeded)).token };
  }

  it('signs an upload, stores the checked bytes and serves them with safe headers', async () => {
    const { token } = await orderWithToken();
    const upload = await signed(
      { token },
      { contentType: 'image/png', filename: 'My "broken" mug.PNG', size: PNG_BYTES.length },
    );
    expect(upload.signedUrl).toMatch(
      new RegExp(`^${server.origin}/api/media/uploads/[\\w-]{24}\\.png\\?expires=\\d+&signature=`),
    );
    expect(upload.fileName).toMatch(/^[\w-]{24}\.png$/);
    expect(upload.downloadLink).toBe(`${server.origin}/api/media/files/${upload.fileName}`);
    expect(upload.publicUrl).toBe(upload.downloadLink);
    expect(expectError(await call(server, 'GET', upload.downloadLink), 404)).toBe('File not found.');

    const stored = await put(upload.signedUrl ?? '', PNG_BYTES, 'image/png');
    expect(stored.status).toBe(200);
    expect(UploadResponse.parse(stored.body).fileName).toBe(upload.fileName);
    const download = await fetch(upload.downloadLink);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    // Its own, not the API's no-store: the key never points at other bytes.
    expect(download.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(download.headers.get('content-disposition')).toBe('inline; filename="My _broken_ mug.PNG"');
    expect(download.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG_BYTES);
    expect(expectError(await put(upload.signedUrl ?? '', PNG_BYTES, 'image/png'), 409)).toMatch(
      /already uploaded/,
    );
  });

  it('stores one file per signed URL, even when the same URL is sent six times at once', async () => {
    const { token } = await orderWithToken();
    const upload = await signed({ token }, { contentType: 'image/png', filename: 'once.png' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => put(upload.signedUrl ?? '', PNG_BYTES, 'image/png')),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    // A refused file gives its URL back: a shopper may send the right bytes to it again.
    const retried = await signed({ token }, { contentType: 'image/png', filename: 'retry.png' });
    expect((await put(retried.signedUrl ?? '', Buffer.from('not a png'), 'image/png')).status).toBe(415);
    expect((await put(retried.signedUrl ?? '', PNG_BYTES, 'image/png')).status).toBe(200);
  });

  it('accepts a video and a HEIC photo sent without a type', async () => {
    const { token } = await orderWithToken();
    const video = await signed({ token }, { contentType: 'video/mp4', filename: 'unboxing.mp4' });
    expect((await put(video.signedUrl ?? '', MP4_BYTES, 'video/mp4')).status).toBe(200);
    const heicBytes = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic'),
      Buffer.alloc(16),
    ]);
    const heic = await signed(
      { token },
      { contentType: 'application/octet-stream', filename: 'IMG_0001.HEIC' },
    );
    expect((await put(heic.signedUrl ?? '', heicBytes, 'application/octet-stream')).status).toBe(200);
    expect((await fetch(heic.downloadLink)).headers.get('content-type')).toBe('image/heic');
  });

  it('refuses to sign without proof, for an unknown claim, or for a file that is not a photo or video', async () => {
    const { token } = await orderWithToken();
    const request = { contentType: 'image/png', filename: 'a.png', mediaType: 'CLAIM' };
    expectError(await call(server, 'POST', 'media/uploads', { json: request }), 401);
    expect(
      expectError(
        await call(server, 'POST', 'media/uploads', { json: { ...request, claimId: 'guessed-claim-id' } }),
        404,
      ),
    ).toBe('Claim not found.');
    const pdf = await call(server, 'POST', 'media/uploads', {
      json: { ...request, filename: 'receipt.pdf', contentType: 'application/pdf' },
      token,
    });
    expect(expectError(pdf, 415)).toBe(
      '"receipt.pdf" is not a photo or video. Upload JPG, JPEG, PNG, GIF, BMP, WEBP or HEIC photos, or MP4 or MOV videos.',
    );
    const mismatch = await call(server, 'POST', 'media/uploads', {
      json: { ...request, contentType: 'video/mp4' },
      token,
    });
    expect(expectError(mismatch, 415)).toMatch(/not in PNG format/);
    const big = await call(server, 'POST', 'media/uploads', {
      json: { ...request, size: 600 * 1024 },
      token,
    });
    expect(expectError(big, 413)).toBe('"a.png" is 0.6 MB. Photos can be up to 0.3 MB.');
    expect(
      expectError(
        await call(server, 'POST', 'media/uploads', { json: { ...request, mediaType: 'AVATAR' }, token }),
        400,
      ),
    ).toMatch(/^mediaType: /);
  });

  it('checks the bytes, not the name, and keeps nothing that fails', async () => {
    const { token } = await orderWithToken();
    const before = await storedFiles(server.mediaDir);
    const renamed = await signed({ token }, { contentType: 'image/png', filename: 'invoice.png' });
    expect(expectError(await put(renamed.signedUrl ?? '', PDF_BYTES, 'image/png'), 415)).toBe(
      '"invoice.png" is not a PNG file.',
    );
    const empty = await signed({ token }, { contentType: 'image/jpeg', filename: 'empty.jpg' });
    expect(expectError(await put(empty.signedUrl ?? '', new Uint8Array(0), 'image/jpeg'), 400)).toBe(
      '"empty.jpg" is empty.',
    );
    const wrongType = await signed({ token }, { contentType: 'image/png', filename: 'photo.png' });
    expect(expectError(await put(wrongType.signedUrl ?? '', PNG_BYTES, 'text/html'), 415)).toMatch(
      /Content-Type: image\/png/,
    );
    expect(await storedFiles(server.mediaDir)).toEqual(before);
    for (const upload of [renamed, empty]) expectError(await call(server, 'GET', upload.downloadLink), 404);
  });

  it('stops reading an oversized file at the limit, declared or streamed', async () => {
    const { token } = await orderWithToken();
    const before = await storedFiles(server.mediaDir);
    const tooBig = Buffer.concat([PNG_BYTES, Buffer.alloc(300 * 1024)]);
    const declared = await signed({ token }, { contentType: 'image/png', filename: 'big.png' });
    expect(expectError(await put(declared.signedUrl ?? '', tooBig, 'image/png'), 413)).toBe(
      '"big.png" is larger than 0.3 MB.',
    );
    const streamed = await signed({ token }, { contentType: 'image/png', filename: 'streamed.png' });
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // An endless upload: only the server's limit ends it.
        sent += 64 * 1024;
        controller.enqueue(
          sent === 64 * 1024
            ? Buffer.concat([PNG_BYTES, Buffer.alloc(64 * 1024)])
            : new Uint8Array(64 * 1024),
        );
        if (sent > 16 * 1024 * 1024) controller.close();
      },
    });
    const answer = await put(streamed.signedUrl ?? '', body, 'image/png').catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    );
    if (answer instanceof Error) {
      // The server may close the connection before the client reads its answer; it must still keep nothing.
      expect(String(answer.cause ?? answer)).toMatch(/other side closed|ECONNRESET|socket/i);
    } else {
      expectError(answer, 413);
    }
    expect(sent).toBeLessThan(16 * 1024 * 1024);
    expect(await storedFiles(server.mediaDir)).toEqual(before);
    const declaredSize = await signed(
      { token },
      { contentType: 'image/png', filename: 'exact.png', size: PNG_BYTES.length },
    );
    expectError(
      await put(declaredSize.signedUrl ?? '', Buffer.concat([PNG_BYTES, Buffer.from([0])]), 'image/png'),
      413,
    );
  });

  it('reads a file declared past its limit to its end before answering 413, so its client reads the answer', async () => {
    const { token } = await orderWithToken();
    const before = await storedFiles(server.mediaDir);
    const upload = await signed({ token }, { contentType: 'image/png', filename: 'huge.png' });
    const url = new URL(upload.signedUrl ?? '');
    const answer = await sendWholeBody(server.origin, {
      method: 'PUT',
      path: `${url.pathname}${url.search}`,
      headers: { 'Content-Type': 'image/png' },
      size: 10 * 1024 * 1024,
      start: PNG_BYTES,
      framing: 'length',
    });
    expect(answer.writeError).toBeNull();
    expect(answer.status).toBe(413);
    expect(ApiError.parse(JSON.parse(answer.body)).message).toBe('"huge.png" is larger than 0.3 MB.');
    expect(await storedFiles(server.mediaDir)).toEqual(before);
  });

  it('answers 404 for a stored file whose bytes are gone from storage', async () => {
    const { token } = await orderWithToken();
    const upload = await uploaded({ token }, 'gone.png');
    expect((await call(server, 'GET', upload.downloadLink)).status).toBe(200);
    await server.storage.remove(upload.fileName);
    expect(expectError(await call(server, 'GET', upload.downloadLink), 404)).toBe('File not found.');
    // Removing it again is no error: two sweeps may race for one file.
    await server.storage.remove(upload.fileName);
  });

  it('refuses a tampered or expired upload link', async () => {
    const { token } = await orderWithToken();
    const upload = await signed({ token }, { contentType: 'image/png', filename: 'photo.png' });
    const url = new URL(upload.signedUrl ?? '');
    const tampered = new URL(url);
    tampered.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expect(expectError(await put(tampered.toString(), PNG_BYTES, 'image/png'), 403)).toBe(
      'This upload link is not valid.',
    );
    const otherKey = await signed({ token }, { contentType: 'image/png', filename: 'other.png' });
    const swapped = new URL(otherKey.signedUrl ?? '');
    swapped.search = url.search;
    expectError(await put(swapped.toString(), PNG_BYTES, 'image/png'), 403);
    server.clock.advance(16 * 60 * 1000);
    try {
      expect(expectError(await put(upload.signedUrl ?? '', PNG_BYTES, 'image/png'), 403)).toMatch(/expired/);
    } finally {
      server.clock.advance(-16 * 60 * 1000);
    }
    expectError(await call(server, 'GET', `media/files/${'A'.repeat(24)}.png`), 404);
    expectError(await call(server, 'GET', 'media/files/..%2F..%2Fetc%2Fpasswd'), 404);
  });

  it("attaches uploads to a claim, only this order's and only once", async () => {
    const { seeded, token } = await orderWithToken();
    const first = await uploaded({ token }, 'first.png');
    const second = await uploaded({ token }, 'second.png');
    const stranger = await orderWithToken();
    const strangers = await uploaded({ token: stranger.token }, 'not-mine.png');

    const foreign = submission(seeded, [
      { item: 'mug', quantity: 1, media: [{ fileKey: strangers.fileName }] },
    ]);
    expect(expectError(await submit(server, seeded, token, foreign), 422)).toMatch(
      /not uploaded for this order/,
    );
    const body = submission(seeded, [
      {
        item: 'mug',
        quantity: 1,
        media: [{ fileKey: first.fileName, caption: 'Uploaded at 15/06/2025 2:00 PM' }],
      },
      { item: 'tee', quantity: 1, type: 'MISSING_ITEM', media: [{ fileKey: second.fileName }] },
    ]);
    const filed = await submit(server, seeded, token, body);
    expect(filed.status).toBe(201);
    const claim = Claim.parse(filed.body);
    expect(claim.claimItems[0]?.media).toEqual([
      {
        caption: 'Uploaded at 15/06/2025 2:00 PM',
        downloadLink: first.downloadLink,
        fileKey: first.fileName,
        fileType: 'image/png',
        filename: 'first.png',
      },
    ]);
    expect(claim.claimItems[0]?.images).toEqual([{ url: first.downloadLink }]);
    expect(claim.claimItems[1]?.media.map((file) => file.fileKey)).toEqual([second.fileName]);

    const again = await orderWithToken();
    const reuse = submission(again.seeded, [
      { item: 'mug', quantity: 1, media: [{ fileKey: first.fileName }] },
    ]);
    expect(expectError(await submit(server, again.seeded, again.token, reuse), 422)).toMatch(
      /not uploaded for this order/,
    );
  });

  it('limits the files of a claim to the store policy, the limit its lookup gave the portal', async () => {
    const seeded = await seedOrder(server, { storeId: 'two-files' });
    const { order, token } = await lookUp(server, seeded);
    expect(order.maxFilesPerClaim).toBe(2);
    const files = [await uploaded({ token }), await uploaded({ token }), await uploaded({ token })];
    const body = submission(seeded, [
      { item: 'mug', quantity: 1, media: files.map((file) => ({ fileKey: file.fileName })) },
    ]);
    expect(expectError(await submit(server, seeded, token, body), 422)).toBe(
      'A claim can have up to 2 files; this one has 3.',
    );
  });

  it('uploads files for messages with the claim token', async () => {
    const { seeded, token } = await orderWithToken();
    const claim = Claim.parse(
      (await submit(server, seeded, token, submission(seeded, [{ item: 'mug', quantity: 1 }]))).body,
    );
    const forMessage = await uploaded({ claimId: claim.id }, 'reply.png');
    const orderUpload = await uploaded({ token }, 'order-flow.png');
    const refused = await call(server, 'POST', `claims/${claim.id}/messages`, {
      json: { messageContent: 'See attached', medias: [{ fileKey: orderUpload.fileName }] },
    });
    expect(expectError(refused, 422)).toMatch(/not uploaded for this claim/);
    const posted = await call(server, 'POST', `claims/${claim.id}/messages`, {
      json: { medias: [{ fileKey: forMessage.fileName, filename: 'reply.png' }] },
    });
    expect(posted.status).toBe(201);
    const message = Message.parse(posted.body);
    expect(message.messageContent).toBe('');
    expect(message.medias.map((file) => [file.fileKey, file.downloadLink])).toEqual([
      [forMessage.fileName, forMessage.downloadLink],
    ]);
    const twice = await call(server, 'POST', `claims/${claim.id}/messages`, {
      json: { messageContent: 'Again', medias: [{ fileKey: forMessage.fileName }] },
    });
    expectError(twice, 422);
  });
});
