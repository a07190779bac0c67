/**
 * No file is left behind: a refused upload keeps nothing, a claim's signature image is written only with
 * its row, and the sweep removes what a crash left (files no row refers to, unfinished uploads) once they
 * are older than the grace period, never a fresh one or a file a row refers to.
 */
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Claim, UploadResponse } from '@orderprotection/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { media } from '../src/db/schema';
import { type SweepResult, startMediaSweeper, sweepMedia } from '../src/modules/media/sweep';
import { newMediaKey } from '../src/security/tokens';
import { lookUp, PNG_BYTES, seed, seedOrder, submission, submit, testStore } from './support/fixtures';
import { MEDIA_CASES, startTestServer, storedFiles, type TestServer } from './support/harness';
import { call, expectError } from './support/http';

const HOUR_MS = 60 * 60 * 1000;

describe.each(MEDIA_CASES)('files left behind, on $name', ({ driver, media: mediaDriver }) => {
  let server: TestServer;
  /** Every key the app wrote to storage, in order. */
  const written: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(
      driver,
      {},
      {
        media: mediaDriver,
        storage: (inner) => ({
          ...inner,
          write(key, body) {
            written.push(key);
            return inner.write(key, body);
          },
        }),
      },
    );
    await seed(server, { stores: [testStore()] });
  });
  afterAll(() => server.close());
  afterEach(() => {
    vi.useRealTimers();
  });

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

  /** A file as a crash leaves it: written to storage with no row, last touched `ageMs` ago. */
  async function fileWithoutRow(ageMs: number): Promise<string> {
    const key = newMediaKey('png');
    await server.storage.write(key, PNG_BYTES);
    await age(server.media.pathOf(key), ageMs);
    return server.media.pathOf(key);
  }

  /** An upload a crash cut short, where uploads are received, last touched `ageMs` ago. */
  async function unfinishedUpload(ageMs: number): Promise<string> {
    const path = join(server.media.incomingDir, newMediaKey('part'));
    await mkdir(server.media.incomingDir, { recursive: true });
    await writeFile(path, PNG_BYTES);
    await age(path, ageMs);
    return path;
  }

  async function age(path: string, ageMs: number): Promise<void> {
    const then = new Date(Date.now() - ageMs);
    await utimes(path, then, then);
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
    // Once the server began storing the upload and then saw the client go, it gives the URL back: the
    // upload's clean-up has run. (The row is pending before the upload starts too, so both are awaited.)
    await vi.waitFor(async () => {
      expect(written).toContain(cut.fileName);
      const [row] = await server.db.select().from(media).where(eq(media.key, cut.fileName));
      expect(row?.status).toBe('pending');
    }, 10_000);
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

  it('sweeps files no row refers to and unfinished uploads past the grace period, and keeps the rest', async () => {
    const { seeded, token } = await orderWithToken();
    const upload = await signedUpload(token);
    expect((await put(upload.signedUrl ?? '', PNG_BYTES)).status).toBe(200);
    const filed = await submit(
      server,
      seeded,
      token,
      submission(seeded, [{ item: 'mug', quantity: 1, media: [{ fileKey: upload.fileName }] }]),
    );
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    // Every file a row refers to is kept, however old.
    const referenced = await storedFiles(server.mediaDir);
    for (const path of referenced) await age(path, 2 * HOUR_MS);

    const oldOrphan = await fileWithoutRow(2 * HOUR_MS);
    const freshOrphan = await fileWithoutRow(0);
    const staleUpload = await unfinishedUpload(2 * HOUR_MS);
    const uploadInFlight = await unfinishedUpload(0);

    const swept = await sweepMedia(server.db, server.storage, { now: new Date(), graceMs: HOUR_MS });
    expect(swept).toEqual({ orphans: 1, unfinished: 1 });
    const left = await storedFiles(server.mediaDir);
    expect(left).not.toContain(oldOrphan);
    expect(left).not.toContain(staleUpload);
    expect(left.sort()).toEqual([...referenced, freshOrphan, uploadInFlight].sort());
    const claim = Claim.parse(filed.body);
    for (const link of [upload.downloadLink, claim.signatureUrl ?? 'no signature']) {
      expect((await call(server, 'GET', link)).status).toBe(200);
    }
  });

  it('sweeps at start and at every interval, until it is stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const swept: SweepResult[] = [];
    let announce = () => {};
    const nextSweep = () =>
      new Promise<void>((resolve) => {
        announce = resolve;
      });
    let first = nextSweep();
    const sweeper = startMediaSweeper({
      db: server.db,
      storage: server.storage,
      graceMs: HOUR_MS,
      intervalMs: HOUR_MS,
      onSwept: (result) => {
        swept.push(result);
        announce();
      },
      onError: (error) => {
        throw error;
      },
    });
    await first;
    expect(swept).toHaveLength(1);

    const orphan = await fileWithoutRow(2 * HOUR_MS);
    first = nextSweep();
    vi.advanceTimersByTime(HOUR_MS);
    await first;
    expect(swept[1]).toEqual({ orphans: 1, unfinished: 0 });
    expect(await storedFiles(server.mediaDir)).not.toContain(orphan);

    await sweeper.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(3 * HOUR_MS);
    expect(swept).toHaveLength(2);
  });
});
