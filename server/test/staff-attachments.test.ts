/**
 * Files on the team's replies and notes: signed for a claim by whoever may write on it, checked like the
 * shopper's uploads (type, size, bytes, single use), on both storage drivers; a reply's files reach the
 * shopper's claim view, a note's never reach any customer call.
 */
import {
  Claim,
  can,
  isStoreRole,
  Message,
  type Permission,
  type Role,
  roles,
  UploadResponse,
} from '@orderprotection/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES } from './support/fixtures';
import { MEDIA_CASES, startTestServer, type TestServer } from './support/harness';
import { call, expectError } from './support/http';
import {
  AURORA,
  addPerson,
  auroraGrant,
  BOREALIS,
  type FiledClaim,
  fileClaim,
  seedTwoStores,
  signIn,
  staffCall,
} from './support/staff';

const PNG = { contentType: 'image/png', filename: 'label.png', mediaType: 'CLAIM' } as const;

describe.each(MEDIA_CASES)('staff attachments on $name', ({ name, driver, media }) => {
  let server: TestServer;
  let support: string;
  beforeAll(async () => {
    server = await startTestServer(driver, {}, { media });
    await seedTwoStores(server);
    // Whoever may both reply and note: the roles decide who that is, not this test.
    const writer = roles
      .filter(isStoreRole)
      .find((role) =>
        (['message:create', 'claim-note:create'] as const).every((permission) =>
          can([auroraGrant(role)], permission, AURORA),
        ),
      );
    if (writer === undefined) throw new Error('No role may both reply and add a note');
    support = await signIn(server, await addPerson(server, [auroraGrant(writer)]));
  });
  afterAll(() => server.close());

  const sign = (cookie: string, claim: FiledClaim, request: Record<string, unknown> = PNG) =>
    staffCall(server, cookie, 'POST', `claims/${claim.id}/media/uploads`, { json: request });
  const put = (url: string, body: Buffer, contentType = 'image/png') =>
    call(server, 'PUT', url, { body, headers: { 'content-type': contentType } });

  async function uploaded(claim: FiledClaim, filename = 'label.png') {
    const signed = await sign(support, claim, { ...PNG, filename });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const upload = UploadResponse.parse(signed.body);
    expect((await put(upload.signedUrl ?? '', PNG_BYTES)).status).toBe(200);
    return upload;
  }

  const post = (claim: FiledClaim, json: Record<string, unknown>, cookie = support) =>
    staffCall(server, cookie, 'POST', `claims/${claim.id}/messages`, { json });

  // Who may sign is the roles' business, not the database's or the storage's: asked on one case only.
  if (name === MEDIA_CASES[0].name)
    it('signs uploads for whoever may reply or note on the claim, and for nobody else', async () => {
      const claim = await fileClaim(server, AURORA.storeId);
      const permissions = ['claim:read', 'message:create', 'claim-note:create'] as const;
      // One role for each mix of the permissions that decide (a sign-in per role is slow).
      const mixes = new Map<string, Role>();
      for (const role of roles) {
        const mix = permissions.map((permission) => can([auroraGrant(role)], permission, AURORA)).join();
        if (!mixes.has(mix)) mixes.set(mix, role);
      }
      expect(mixes.size).toBeGreaterThanOrEqual(3);
      for (const role of mixes.values()) {
        const grants = [auroraGrant(role)];
        const may = (permission: Permission) => can(grants, permission, AURORA);
        const cookie = await signIn(server, await addPerson(server, grants));
        const expected = !may('claim:read')
          ? 404
          : may('message:create') || may('claim-note:create')
            ? 200
            : 403;
        expect((await sign(cookie, claim)).status, role).toBe(expected);
      }
      // A store's team never reaches another store's claim: it does not exist for them.
      const elsewhere = await fileClaim(server, BOREALIS.storeId);
      expect(expectError(await sign(support, elsewhere), 404)).toBe('Claim not found.');
      expectError(await call(server, 'POST', `staff/claims/${claim.id}/media/uploads`, { json: PNG }), 401);
    });

  it("checks the file like a shopper's, once, and keeps a note's files from every customer call", async () => {
    const claim = await fileClaim(server, AURORA.storeId);
    const other = await fileClaim(server, AURORA.storeId);

    // Refused before anything is signed: the type by name and declared type, the size by the limit.
    expect(
      expectError(
        await sign(support, claim, { ...PNG, contentType: 'application/pdf', filename: 'a.pdf' }),
        415,
      ),
    ).toMatch(/pdf/i);
    expectError(await sign(support, claim, { ...PNG, size: 20 * 1024 * 1024 + 1 }), 413);
    expectError(await sign(support, claim, { ...PNG, claimId: claim.token }), 400);
    // Refused at the PUT: bytes that are not the declared type, then the right bytes once only.
    const upload = UploadResponse.parse((await sign(support, claim)).body);
    expect(upload.signedUrl).toContain('/api/media/uploads/');
    expectError(await put(upload.signedUrl ?? '', Buffer.from('not a png at all')), 415);
    expect((await put(upload.signedUrl ?? '', PNG_BYTES)).status).toBe(200);
    expect(expectError(await put(upload.signedUrl ?? '', PNG_BYTES), 409)).toMatch(/already uploaded/);

    const replied = await post(claim, {
      messageContent: 'Here is your return label.',
      medias: [{ fileKey: upload.fileName }],
    });
    expect(replied.status, JSON.stringify(replied.body)).toBe(201);
    expect(Message.parse(replied.body).medias).toMatchObject([
      {
        fileKey: upload.fileName,
        filename: 'label.png',
        fileType: 'image/png',
        downloadLink: upload.downloadLink,
      },
    ]);
    const download = await fetch(upload.downloadLink);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG_BYTES);
    // A file goes on one message only, of the claim it was uploaded for, and only a staff message.
    expectError(await post(claim, { messageContent: 'Again', medias: [{ fileKey: upload.fileName }] }), 422);
    const forOther = await uploaded(other);
    expectError(
      await post(claim, { messageContent: 'Wrong claim', medias: [{ fileKey: forOther.fileName }] }),
      422,
    );
    expectError(
      await call(server, 'POST', `claims/${other.token}/messages`, {
        json: { messageContent: '', medias: [{ fileKey: forOther.fileName }] },
      }),
      422,
    );

    // Messages of one instant have no order to assert; the note comes a minute later.
    server.clock.advance(60_000);
    const noteFile = await uploaded(claim, 'fraud-check.png');
    const note = await post(claim, { internal: true, medias: [{ fileKey: noteFile.fileName }] });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect(Message.parse(note.body)).toMatchObject({ internal: true, messageContent: '' });

    const detail = await staffCall(server, support, 'GET', `claims/${claim.id}`);
    const staffMessages = Claim.parse((detail.body as { claim: unknown }).claim).claimMessages;
    expect(staffMessages.map((message) => message.medias.map((file) => file.filename))).toEqual([
      ['label.png'],
      ['fraud-check.png'],
    ]);
    // The shopper sees the reply's file on their claim, and nothing of the note, by any call.
    const view = await call(server, 'GET', `claims/${claim.token}`);
    expect(
      Claim.parse(view.body).claimMessages.map((message) => message.medias.map((file) => file.fileKey)),
    ).toEqual([[upload.fileName]]);
    for (const path of [`claims/${claim.token}`, `claims/${claim.token}/messages`]) {
      const answer = await call(server, 'GET', path);
      expect(answer.status, path).toBe(200);
      expect(JSON.stringify(answer.body), path).not.toContain(noteFile.fileName);
    }
    // Nor may a shopper put the note's file on a message of theirs.
    expectError(
      await call(server, 'POST', `claims/${claim.token}/messages`, {
        json: { messageContent: 'Mine now', medias: [{ fileKey: noteFile.fileName }] },
      }),
      422,
    );
    expectError(await post(claim, { messageContent: '' }), 400);
  });
});
