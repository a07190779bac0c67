/**
 * No file is left behind: a refused upload keeps nothing, and a claim's signature image is written only
 * with its row.
 */
import { connect } from 'node:net';
import { Claim, UploadResponse } from '@orderprotection/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { media } from '../src/db/schema';
import { newMediaKey } from '../src/security/tokens';
import { lookUp, PNG_BYTES, seed, seedOrder, submission, submit, testStore } from './support/fixtures';
import { DRIVERS, startTestServer, storedFiles, type TestServer } from './support/harness';
import { call, expectError } from './support/http';

describe.each(DRIVERS)('files left behind, on %s', (driver) => {
  let server: TestServer;
  /** Every key the app wrote to storage, in order. */
  const written: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(
      driver,
      {},
      {
        storage: (disk) => ({
          ...disk,
          write(key, body) {
            written.push(key);
            return disk.write(key, body);
          },
        }),
      },
    );
    await seed(server, { stores: [testStore()] });
  });
  afterAll(() => server.close());

  async function orderWithToken() {
    const seeded = await seedOrder(server);
    return { seeded, token: (await lookUp(server, seeded)).token };
  }

  async function signedUpload(token: string, filename = 'photo.png'): Promise<UploadResponse> {
    const answer = await call(server, 'POST', 'media/uploads', {
      json: { mediaType: 'CLAIM', contentType: 'image/png', filename },
      token,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return UploadResponse.parse(answer.body);
  }

  function put(url: string, body: RequestInit['body']) {
    return call(server, 'PUT', url, { body, headers: { 'content-type': 'image/png' } });
  }

  it('keeps no file of a refused or broken upload, not even a partial one', async () => {
    const { token } = await orderWithToken();
    const before = await storedFiles(server.mediaDir);
    const notPng = await signedUpload(token);
    expectError(await put(notPng.signedUrl ?? '', Buffer.from('%PDF-1.7 not a photo')), 415);
    const empty = await signedUpload(token);
    expectError(await put(empty.signedUrl ?? '', new Uint8Array(0)), 400);
    const tooBig = await signedUpload(token);
    expectError(await put(tooBig.signedUrl ?? '', Buffer.concat([PNG_BYTES, Buffer.alloc(300 * 1024)])), 413);

    // The client goes away halfway through its upload.
    const cut = await signedUpload(token);
    const url = new URL(cut.signedUrl ?? '');
    await new Promise<void>((resolve) => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(
          `PUT ${url.pathname}${url.search} HTTP/1.1\r\nHost: localhost\r\nContent-Type: image/png\r\nContent-Length: 100000\r\n\r\n`,
        );
        socket.write(Buffer.concat([PNG_BYTES, Buffer.alloc(20_000)]), () => {
          socket.destroy();
          resolve();
        });
      });
    });
    // Once the server saw the client go, it gives the URL back: the upload's clean-up has run.
    await vi.waitFor(async () => {
      const [row] = await server.db.select().from(media).where(eq(media.key, cut.fileName));
      expect(row?.status).toBe('pending');
    });
    expect(await storedFiles(server.mediaDir)).toEqual(before);
  });

  it('writes a signature image only for the claim it files, never for a refused or retried submission', async () => {
    const { seeded, token } = await orderWithToken();
    const from = written.length;
    const unknownFile = submission(seeded, [
      { item: 'mug', quantity: 1, media: [{ fileKey: newMediaKey('png') }] },
    ]);
    expectError(await submit(server, seeded, token, unknownFile), 422);
    const body = submission(seeded, [{ item: 'mug', quantity: 1 }]);
    const filed = await submit(server, seeded, token, body);
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect((await submit(server, seeded, token, body)).status).toBe(200);

    const signatureKeys = written.slice(from);
    expect(signatureKeys).toHaveLength(1);
    const [row] = await server.db
      .select()
      .from(media)
      .where(eq(media.key, signatureKeys[0] ?? ''));
    expect(row).toMatchObject({ purpose: 'signature', status: 'stored' });
    expect(Claim.parse(filed.body).signatureUrl).toContain(signatureKeys[0] ?? 'none');
  });
});
