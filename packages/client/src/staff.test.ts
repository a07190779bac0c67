import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ClaimsApiError, createStaffClient } from './index';
import { claimAnswer } from './test-fixtures';
import { sendJson, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The answer schemas are loaded with the first call that parses one (staff-lazy-schemas.test.ts proves
  // it): loaded here, building them is not counted in whichever test happens to parse first.
  await import('./staffSchemas');
});
afterEach(() => server.reset());
afterAll(() => server.close());

const client = () => createStaffClient({ baseURL: server.baseURL });

const detail = {
  claim: { ...claimAnswer, id: 'claim-1' },
  state: { status: 'OPEN', decision: null, resolutionCarriedOut: false, waitingOn: null, version: 2 },
  order: null,
  otherClaims: [],
  allowedMoves: ['approve', 'deny'],
  events: [],
  assignee: null,
  labels: [],
};

const message = {
  id: 'message-1',
  claimId: 'claim 1',
  messageContent: '',
  senderId: 'me',
  senderName: 'Alex',
  senderType: 'brand',
  storeId: 'aurora',
  createdAt: '2026-03-02T10:00:00.000Z',
};

describe('the staff client', () => {
  it('reads the queue with its filters in the query, lists joined by commas', async () => {
    server.handle((_request, response) =>
      sendJson(response, 200, {
        claims: [],
        nextCursor: null,
        counts: { needs_action: 1, waiting_on_customer: 0, approved_not_carried_out: 0, closed: 0, all: 1 },
        countsCappedAt: null,
      }),
    );
    const feed = await client().claims({
      tab: 'needs_action',
      status: ['NEW', 'OPEN'],
      q: '#1001',
      limit: 20,
    });
    expect(feed.counts.needs_action).toBe(1);
    const [request] = server.requests;
    expect(request?.url.pathname).toBe('/api/staff/claims');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      tab: 'needs_action',
      status: 'NEW,OPEN',
      q: '#1001',
      limit: '20',
    });
  });

  it('moves a claim with the version it saw, and carries a 409 as an error', async () => {
    server.handle((_request, response) => sendJson(response, 200, detail));
    const moved = await client().move('claim 1', { move: 'open', version: 1 });
    expect(moved.state.version).toBe(2);
    expect(server.requests[0]?.url.pathname).toBe('/api/staff/claims/claim%201/moves');
    expect(server.requests[0]?.json).toEqual({ move: 'open', version: 1 });

    server.handle((_request, response) =>
      sendJson(response, 409, {
        statusCode: 409,
        statusMessage: 'Conflict',
        message: 'Someone else changed this claim first. Reload it to see what they did.',
      }),
    );
    const stale = client().move('claim-1', { move: 'approve', version: 1 });
    await expect(stale).rejects.toBeInstanceOf(ClaimsApiError);
    await expect(stale).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/Someone else/),
    });
  });

  it("resolves a claim's items at the claim's resolution path", async () => {
    server.handle((_request, response) => sendJson(response, 200, detail));
    const request = {
      version: 2,
      items: [{ claimItemId: 'item-1', kind: 'REFUND' as const, percentage: 50 }],
      shippingAmount: 4,
    };
    await client().resolve('claim/1', request);
    expect(server.requests[0]?.method).toBe('POST');
    expect(server.requests[0]?.url.pathname).toBe('/api/staff/claims/claim%2F1/resolution');
    expect(server.requests[0]?.json).toEqual(request);
  });

  it("uploads a file at the claim's staff upload path and posts it with a reply", async () => {
    server.handle((request, response) => {
      if (request.url.pathname === '/api/staff/claims/claim%201/media/uploads') {
        sendJson(response, 200, {
          signedUrl: '/api/media/uploads/key-1.png?expires=1&signature=abc',
          fileName: 'key-1.png',
          downloadLink: '/api/media/files/key-1.png',
          publicUrl: '/api/media/files/key-1.png',
        });
      } else if (request.method === 'PUT') {
        response.writeHead(200).end();
      } else {
        sendJson(response, 201, { ...message, medias: [] });
      }
    });
    const progress: number[] = [];
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'label.png', {
      type: 'image/png',
    });
    const uploaded = await client().uploadMedia('claim 1', photo, { onProgress: (f) => progress.push(f) });
    expect(uploaded).toMatchObject({ fileKey: 'key-1.png', filename: 'label.png', fileType: 'image/png' });
    expect(progress).toEqual([0, 1]);
    const [sign, put] = server.requests;
    // The claim is in the path: no claim token or order proof goes with a staff upload.
    expect(sign?.json).toEqual({
      contentType: 'image/png',
      filename: 'label.png',
      mediaType: 'CLAIM',
      size: 8,
    });
    expect(put?.url.pathname).toBe('/api/media/uploads/key-1.png');
    expect(put?.headers['content-type']).toBe('image/png');

    await client().postMessage('claim 1', { messageContent: '', internal: true, medias: [uploaded] });
    expect(server.requests[2]?.url.pathname).toBe('/api/staff/claims/claim%201/messages');
    expect(server.requests[2]?.json).toMatchObject({ internal: true, medias: [{ fileKey: 'key-1.png' }] });

    // A file the domain refuses is never sent.
    await expect(
      client().uploadMedia('claim 1', new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })),
    ).rejects.toMatchObject({ reason: 'refused' });
    expect(server.requests).toHaveLength(3);
  });

  it('gives a claim to a person or to nobody', async () => {
    server.handle((_request, response) => sendJson(response, 200, detail));
    await client().assign('claim/1', 'person-7');
    await client().assign('claim/1', null);
    expect(server.requests.map((request) => [request.method, request.url.pathname, request.json])).toEqual([
      ['PUT', '/api/staff/claims/claim%2F1/assignee', { personId: 'person-7' }],
      ['PUT', '/api/staff/claims/claim%2F1/assignee', { personId: null }],
    ]);
  });

  it("reads a store's labels, parsed by the domain's schema", async () => {
    server.handle((_request, response) =>
      sendJson(response, 200, [{ id: 'l1', storeId: 'aurora shop', name: 'Fragile' }]),
    );
    expect(await client().labels('aurora shop')).toEqual([
      { id: 'l1', storeId: 'aurora shop', name: 'Fragile' },
    ]);
    expect(server.requests[0]?.url.pathname).toBe('/api/staff/stores/aurora%20shop/labels');
    server.handle((_request, response) => sendJson(response, 200, [{ id: 'l1' }]));
    await expect(client().labels('aurora')).rejects.toMatchObject({ statusMessage: 'Invalid Answer' });
  });

  it("previews a shopper email as the store's HTML, its subject decoded from the header", async () => {
    server.handle((_request, response) => {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'x-email-subject': encodeURIComponent('Claim #1042 — received'),
      });
      response.end('<!doctype html><p>Hello Ada</p>');
    });
    expect(await client().emailPreview('aurora shop', 'approved')).toEqual({
      subject: 'Claim #1042 — received',
      html: '<!doctype html><p>Hello Ada</p>',
    });
    expect(server.requests[0]?.url.pathname).toBe('/api/staff/stores/aurora%20shop/email-previews/approved');
  });

  it('puts a label on a claim and takes it off', async () => {
    server.handle((_request, response) => sendJson(response, 200, detail));
    await client().addLabel('claim-1', 'l1');
    await client().removeLabel('claim-1', 'l/1');
    expect(server.requests.map((request) => [request.method, request.url.pathname, request.json])).toEqual([
      ['POST', '/api/staff/claims/claim-1/labels', { labelId: 'l1' }],
      ['DELETE', '/api/staff/claims/claim-1/labels/l%2F1', undefined],
    ]);
  });

  it("edits a store's settings, team and API tokens at the store's paths, answers parsed by the domain", async () => {
    const member = {
      id: 'p/1',
      name: 'Sam',
      email: 'sam@example.com',
      storeRole: 'store_support',
      accountRoles: [],
      invitationPending: true,
      twoFactorEnabled: false,
    };
    const token = {
      id: 't1',
      name: 'Helpdesk',
      secretPrefix: 'op_abc',
      scope: 'store',
      permissions: ['claim:read'],
      createdBy: 'p0',
      createdAt: '2026-01-02T03:04:05.000Z',
      lastUsedAt: null,
      revokedAt: null,
    };
    const settings = {
      storeId: 'a b',
      name: 'Aurora',
      branding: { brand700: '#123456' },
      policy: {},
      replyTo: 'help@aurora.example',
    };
    const preferences = { newClaim: true, shopperReply: false };
    server.handle((request, response) => {
      const path = request.url.pathname;
      if (path.endsWith('/team') || path.includes('/team/')) return sendJson(response, 200, [member]);
      if (path.endsWith('/api-tokens') && request.method === 'POST')
        return sendJson(response, 201, { token, secret: 'op_abcdef' });
      if (path.includes('/api-tokens')) return sendJson(response, 200, [token]);
      const label = { id: 'l1', storeId: 'a b', name: 'VIP' };
      if (path.endsWith('/labels')) return sendJson(response, 201, label);
      if (path.includes('/labels/'))
        return sendJson(response, 200, request.method === 'PUT' ? label : [label]);
      if (path.endsWith('/notification-preferences')) return sendJson(response, 200, preferences);
      return sendJson(response, 200, settings);
    });
    const staff = client();
    expect((await staff.storeSettings('a b')).policy.claimWindowDays).toBe(30);
    await staff.saveBranding('a b', { brand700: '#123456' });
    await staff.savePolicy('a b', { claimWindowDays: 14, waitingDaysAfterDelivery: 2, maxFilesPerClaim: 5 });
    expect((await staff.saveReplyTo('a b', null)).replyTo).toBe('help@aurora.example');
    expect(await staff.notificationPreferences('a b')).toEqual(preferences);
    await staff.saveNotificationPreferences('a b', preferences);
    expect(await staff.createLabel('a b', 'VIP')).toEqual({ id: 'l1', storeId: 'a b', name: 'VIP' });
    await staff.renameLabel('a b', 'l/1', 'VIP customer');
    await staff.deleteLabel('a b', 'l/1');
    expect(await staff.team('a b')).toEqual([member]);
    await staff.invite('a b', { email: 'sam@example.com', name: 'Sam', role: 'store_support' });
    await staff.changeRole('a b', 'p/1', 'store_admin');
    await staff.removeMember('a b', 'p/1');
    await staff.transferOwnership('a b', 'p/1');
    expect((await staff.apiTokens('a b'))[0]?.lastUsedAt).toBeNull();
    expect(
      (await staff.createApiToken('a b', { name: 'Helpdesk', permissions: ['claim:read'], scope: 'store' }))
        .secret,
    ).toBe('op_abcdef');
    await staff.revokeApiToken('a b', 't/1');
    const store = '/api/staff/stores/a%20b';
    expect(server.requests.map((request) => [request.method, request.url.pathname, request.json])).toEqual([
      ['GET', `${store}/settings`, undefined],
      ['PUT', `${store}/branding`, { brand700: '#123456' }],
      ['PUT', `${store}/policy`, { claimWindowDays: 14, waitingDaysAfterDelivery: 2, maxFilesPerClaim: 5 }],
      ['PUT', `${store}/reply-to`, { replyTo: null }],
      ['GET', `${store}/notification-preferences`, undefined],
      ['PUT', `${store}/notification-preferences`, preferences],
      ['POST', `${store}/labels`, { name: 'VIP' }],
      ['PUT', `${store}/labels/l%2F1`, { name: 'VIP customer' }],
      ['DELETE', `${store}/labels/l%2F1`, undefined],
      ['GET', `${store}/team`, undefined],
      ['POST', `${store}/team`, { email: 'sam@example.com', name: 'Sam', role: 'store_support' }],
      ['PUT', `${store}/team/p%2F1`, { role: 'store_admin' }],
      ['DELETE', `${store}/team/p%2F1`, undefined],
      ['POST', `${store}/team/p%2F1/ownership`, undefined],
      ['GET', `${store}/api-tokens`, undefined],
      ['POST', `${store}/api-tokens`, { name: 'Helpdesk', permissions: ['claim:read'], scope: 'store' }],
      ['DELETE', `${store}/api-tokens/t%2F1`, undefined],
    ]);
    server.handle((_request, response) => sendJson(response, 200, [{ ...member, storeRole: 'janitor' }]));
    await expect(staff.team('a b')).rejects.toMatchObject({ statusMessage: 'Invalid Answer' });
  });

  it("connects platforms, sends a test event, backfills and disconnects at the store's connection paths", async () => {
    const connection = {
      id: 'c/1',
      platform: 'woocommerce',
      account: 'shop.example',
      protection: { skus: [], productIds: [], feeNames: ['Order protection'] },
      webhookUrl: 'https://claims.example/api/ingest/woocommerce/c1',
      createdAt: '2026-01-02T03:04:05.000Z',
      disconnectedAt: null,
      lastDeliveryAt: null,
      lastAppliedAt: null,
      lastFailureAt: null,
      lastFailure: null,
      pending: 0,
      failed: 0,
      backfill: null,
    };
    server.handle((request, response) => {
      if (request.method === 'DELETE') return sendJson(response, 204, undefined);
      if (request.method === 'GET') return sendJson(response, 200, [connection]);
      return sendJson(response, request.url.pathname.endsWith('/backfill') ? 202 : 200, connection);
    });
    const staff = client();
    expect((await staff.connections('a b'))[0]?.account).toBe('shop.example');
    const woo = {
      siteUrl: 'https://shop.example',
      webhookSecret: 'w'.repeat(16),
      consumerKey: `ck_${'k'.repeat(16)}`,
      consumerSecret: `cs_${'s'.repeat(16)}`,
    };
    expect((await staff.connect('a b', 'woocommerce', woo)).platform).toBe('woocommerce');
    await staff.connect('a b', 'easypost', { webhookSecret: 'e'.repeat(16) });
    await staff.testConnection('a b', 'c/1');
    await staff.backfill('a b', 'c/1', 60);
    await staff.backfill('a b', 'c/1');
    await staff.disconnect('a b', 'c/1');
    const connections = '/api/staff/stores/a%20b/connections';
    expect(server.requests.map((request) => [request.method, request.url.pathname, request.json])).toEqual([
      ['GET', connections, undefined],
      ['PUT', `${connections}/woocommerce`, woo],
      ['PUT', `${connections}/easypost`, { webhookSecret: 'e'.repeat(16) }],
      ['POST', `${connections}/c%2F1/test`, undefined],
      ['POST', `${connections}/c%2F1/backfill`, { days: 60 }],
      ['POST', `${connections}/c%2F1/backfill`, {}],
      ['DELETE', `${connections}/c%2F1`, undefined],
    ]);
    // A platform this build does not know is not taken for one it does.
    server.handle((_request, response) => sendJson(response, 200, [{ ...connection, platform: 'etsy' }]));
    await expect(staff.connections('a b')).rejects.toMatchObject({ statusMessage: 'Invalid Answer' });
  });

  it('runs a bulk action over a filter and reads the per-claim results', async () => {
    server.handle((_request, response) =>
      sendJson(response, 200, {
        dryRun: true,
        leftOut: 0,
        counts: { changed: 1, unchanged: 0, refused: 1 },
        results: [
          { id: 'c1', claimNumber: '1001', outcome: 'changed', reason: null },
          { id: 'c2', claimNumber: null, outcome: 'refused', reason: 'Claim not found' },
        ],
      }),
    );
    const result = await client().bulk({
      action: { kind: 'addLabel', labelId: 'l1' },
      filter: { tab: 'all', sort: 'newest', storeId: 'aurora' },
      dryRun: true,
    });
    expect(result.counts.refused).toBe(1);
    expect(result.results[1]?.reason).toBe('Claim not found');
    expect(server.requests[0]?.url.pathname).toBe('/api/staff/claims/bulk');
    expect(server.requests[0]?.json).toEqual({
      action: { kind: 'addLabel', labelId: 'l1' },
      filter: { tab: 'all', sort: 'newest', storeId: 'aurora' },
      dryRun: true,
    });
  });

  it("saves, lists, changes and deletes a store's macros at the store's macro paths", async () => {
    const macro = {
      id: 'm1',
      storeId: 'aurora',
      name: 'Photo',
      body: 'Hi {{first_name}}',
      internal: false,
      move: null,
      labelId: null,
      updatedAt: '2026-01-02T03:04:05.000Z',
    };
    server.handle((request, response) =>
      sendJson(response, 200, request.method === 'GET' || request.method === 'DELETE' ? [macro] : macro),
    );
    const input = { name: 'Photo', body: 'Hi {{first_name}}', internal: false, move: null, labelId: null };
    expect(await client().macros('aurora')).toEqual([macro]);
    expect(await client().createMacro('aurora', input)).toEqual(macro);
    await client().updateMacro('aurora', 'm/1', input);
    expect(await client().deleteMacro('aurora', 'm1')).toEqual([macro]);
    expect(server.requests.map((request) => [request.method, request.url.pathname, request.json])).toEqual([
      ['GET', '/api/staff/stores/aurora/macros', undefined],
      ['POST', '/api/staff/stores/aurora/macros', input],
      ['PUT', '/api/staff/stores/aurora/macros/m%2F1', input],
      ['DELETE', '/api/staff/stores/aurora/macros/m1', undefined],
    ]);
  });

  it('tells a signed-in person from one who needs a TOTP code next', async () => {
    server.handle((_request, response) => sendJson(response, 200, { token: 't', user: { id: 'p' } }));
    expect(await client().signIn({ email: 'a@example.com', password: 'pw' })).toEqual({ signedIn: true });
    server.handle((_request, response) => sendJson(response, 200, { twoFactorRedirect: true }));
    expect(await client().signIn({ email: 'a@example.com', password: 'pw' })).toEqual({
      signedIn: false,
      twoFactor: true,
    });
    expect(server.requests.map((request) => request.url.pathname)).toEqual([
      '/api/staff/auth/sign-in/email',
      '/api/staff/auth/sign-in/email',
    ]);
  });

  it('refuses an answer that is not the shape the domain describes', async () => {
    server.handle((_request, response) => sendJson(response, 200, { claim: null }));
    await expect(client().claim('claim-1')).rejects.toMatchObject({ statusMessage: 'Invalid Answer' });
  });
});
