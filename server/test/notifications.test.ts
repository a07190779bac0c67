/**
 * The shopper hears about their claim by email: filing it sends "claim received" with the private link
 * that opens it, a reply from the store's team sends its text, an internal note sends nothing. The mail
 * goes through the outbox worker to a real SMTP server in this process; a failed send is tried again
 * after the backoff. PGlite only: nothing here depends on the database.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, outboxAttempts } from '../src/db/schema';
import { createLogger } from '../src/logger';
import { type Mailer, smtpMailer } from '../src/modules/mail/mailer';
import { notificationHandlers } from '../src/modules/notifications/notify';
import { createOutboxWorker, type OutboxWorker } from '../src/modules/outbox/worker';
import { lookUp, seed, seedOrder, submission, submit, testStore } from './support/fixtures';
import { startTestServer, type TestServer } from './support/harness';
import { call, expectError } from './support/http';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';
import { AURORA, addPerson, auroraGrant, fileClaim, signIn, staffCall } from './support/staff';

describe('emails to the shopper', () => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let worker: OutboxWorker;
  let failSends = false;
  // Changed by the webhook test: the guard against private targets is on in production.
  const webhooks = { timeoutMs: 500, allowPrivateTargets: true };
  const drain = async () => {
    while ((await worker.runOnce()) > 0);
  };

  beforeAll(async () => {
    // The guard against private targets is on in production; the test's receivers are on this machine.
    server = await startTestServer('pglite', { webhooksAllowPrivateTargets: true });
    smtp = await startSmtpServer();
    await seed(server, {
      stores: [
        testStore({
          id: AURORA.storeId,
          name: 'Aurora Outfitters',
          account: { id: AURORA.accountId, name: 'Aurora Group' },
          branding: { brand700: '#f4b6c8', logoUrl: '/demo/logos/aurora.svg' },
        }),
      ],
    });
    const smtpSender = smtpMailer(smtp.url, 'Claims <claims@orderprotection.example>');
    const mailer: Mailer = {
      describe: smtpSender.describe,
      send: (message) => (failSends ? Promise.reject(new Error('421 try later')) : smtpSender.send(message)),
    };
    worker = createOutboxWorker({
      db: server.db,
      handlers: notificationHandlers({
        db: server.db,
        mailer,
        signer: server.signer,
        origin: server.origin,
        now: server.clock.now,
        webhooks,
      }),
      logger: createLogger({ write: () => {} }),
      now: server.clock.now,
      leaseMs: 60_000,
      pollMs: 1000,
    });
  });
  afterAll(async () => {
    await smtp.close();
    await server.close();
  });

  it('sends the claim received email with the link that opens the claim, then the team reply', async () => {
    const claim = await fileClaim(server, AURORA.storeId);
    await drain();
    expect(smtp.received).toHaveLength(1);
    const received = smtp.received[0];
    expect(received?.to).toEqual([claim.email]);
    expect(received?.from).toBe('claims@orderprotection.example');
    expect(received?.subject).toBe(
      `We received your claim #${claim.claimNumber} (order #${claim.orderNumber})`,
    );
    const link = `${server.origin}/view/${claim.token}`;
    expect(received?.text).toContain(link);
    expect(received?.text).toContain('What happens next');
    // Branded: the store's name, its logo made absolute, its brand colour.
    expect(received?.html).toContain('Aurora Outfitters');
    expect(received?.html).toContain(`${server.origin}/demo/logos/aurora.svg`);
    expect(received?.html).toContain('#f4b6c8');
    expect(received?.html).toContain(`href="${link}"`);
    const opened = await call(server, 'GET', `claims/${claim.token}`);
    expect(opened.status).toBe(200);
    expect((opened.body as { claimNumber: string }).claimNumber).toBe(claim.claimNumber);

    const person = await addPerson(server, [auroraGrant('store_owner')]);
    const cookie = await signIn(server, person);
    const note = await staffCall(server, cookie, 'POST', `claims/${claim.id}/messages`, {
      json: { messageContent: 'Looks like the courier dropped it.', internal: true },
    });
    expect(note.status).toBe(201);
    const reply = await staffCall(server, cookie, 'POST', `claims/${claim.id}/messages`, {
      json: { messageContent: 'Sorry about the mugs: two new ones are on their way.' },
    });
    expect(reply.status).toBe(201);
    await drain();
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[1]?.subject).toBe(`New message about your claim #${claim.claimNumber}`);
    expect(smtp.received[1]?.text).toContain('Sorry about the mugs: two new ones are on their way.');
    expect(smtp.received[1]?.text).toContain(link);
    expect(smtp.received.map((mail) => mail.text).join()).not.toContain('courier');
  });

  it('tries a failed send again after the backoff, and records each try', async () => {
    const claim = await fileClaim(server, AURORA.storeId);
    failSends = true;
    await drain();
    const [failed] = await server.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'email'), eq(outbox.status, 'pending')));
    expect(failed).toMatchObject({ attempts: 1, lastError: '421 try later' });
    expect(failed?.nextAttemptAt.getTime()).toBe(server.clock.now().getTime() + 30_000);
    failSends = false;
    server.clock.advance(29_000);
    await drain();
    expect(smtp.received.map((mail) => mail.to[0])).not.toContain(claim.email);
    server.clock.advance(1000);
    await drain();
    expect(smtp.received.at(-1)?.to).toEqual([claim.email]);
    const tries = await server.db
      .select()
      .from(outboxAttempts)
      .where(eq(outboxAttempts.outboxId, failed?.id ?? ''));
    expect(tries.map((attempt) => [attempt.ok, attempt.error])).toEqual(
      expect.arrayContaining([
        [false, '421 try later'],
        [true, null],
      ]),
    );
  });

  it("sends the order's claim links again to the order's address, a few times an hour", async () => {
    const seeded = await seedOrder(server, { storeId: AURORA.storeId });
    const { token } = await lookUp(server, seeded);
    const path = `orders/${seeded.orderId}/claim-links`;
    expectError(await call(server, 'POST', path, { token }), 422);
    const filed = await submit(server, seeded, token, submission(seeded, [{ item: 'mug', quantity: 1 }]));
    const claimToken = (filed.body as { id: string }).id;
    await drain();
    const before = smtp.received.length;
    const other = await lookUp(server, await seedOrder(server, { storeId: AURORA.storeId }));
    expectError(await call(server, 'POST', path, { token: other.token }), 403);
    for (let time = 0; time < 3; time += 1) {
      expect((await call(server, 'POST', path, { token })).status).toBe(202);
    }
    const limited = await call(server, 'POST', path, { token });
    expectError(limited, 429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await drain();
    const resent = smtp.received.slice(before);
    expect(resent).toHaveLength(3);
    expect(resent[0]?.to).toEqual([seeded.email]);
    expect(resent[0]?.subject).toBe(`The links to your claims on order #${seeded.orderNumber}`);
    expect(resent[0]?.text).toContain(`${server.origin}/view/${claimToken}`);
  });

  it("previews each shopper email with the store's branding for people who may read it", async () => {
    const owner = await addPerson(server, [auroraGrant('store_owner')]);
    const cookie = await signIn(server, owner);
    const path = `stores/${AURORA.storeId}/email-previews`;
    const html = await staffCall(server, cookie, 'GET', `${path}/approved`);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(decodeURIComponent(html.headers.get('x-email-subject') ?? '')).toBe(
      'Your claim #1042 is approved',
    );
    expect(html.body).toContain('Aurora Outfitters');
    expect(html.body).toContain('#f4b6c8');
    const text = await staffCall(server, cookie, 'GET', `${path}/claimLinks`, { query: { part: 'text' } });
    expect(text.body).toContain('View claim #1042');
    const team = await staffCall(server, cookie, 'GET', `${path}/teamShopperReply`, {
      query: { part: 'text' },
    });
    expect(decodeURIComponent(team.headers.get('x-email-subject') ?? '')).toBe(
      'Ada replied on claim #1042 (Aurora Outfitters)',
    );
    expect(team.body).toContain(`${server.origin}/console/claims/sample-claim`);
    const disabled = await staffCall(server, cookie, 'GET', `${path}/webhookDisabled`);
    expect(disabled.body).toContain(`${server.origin}/console/settings/${AURORA.storeId}/webhooks`);
    expectError(await staffCall(server, cookie, 'GET', `${path}/nonsense`), 400);
    const stranger = await addPerson(server, []);
    expectError(await staffCall(server, await signIn(server, stranger), 'GET', `${path}/approved`), 404);
  });

  it('delivers signed webhooks with retries after a 500 and a timeout, and never to a private address', async () => {
    const receiver = await startReceiver();
    try {
      const owner = await addPerson(server, [auroraGrant('store_owner')]);
      const cookie = await signIn(server, owner);
      const made = await staffCall(server, cookie, 'POST', `stores/${AURORA.storeId}/webhooks`, {
        json: { url: `${receiver.url}/hooks`, events: ['claim.created', 'claim.message.created'] },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const { endpoint, secret } = made.body as { endpoint: { id: string }; secret: string };
      expect(secret).toMatch(/^whsec_/);
      const refused = await staffCall(server, cookie, 'POST', `stores/${AURORA.storeId}/webhooks`, {
        json: { url: 'ftp://example.com/', events: [] },
      });
      expectError(refused, 400);

      receiver.answers.push('500', 'hang', '200');
      const claim = await fileClaim(server, AURORA.storeId);
      await drain();
      server.clock.advance(30_000);
      await drain();
      server.clock.advance(60_000);
      await drain();
      expect(receiver.requests).toHaveLength(3);
      const verifier = new Webhook(secret);
      const ids = new Set(receiver.requests.map((request) => request.headers['webhook-id']));
      expect(ids.size).toBe(1);
      for (const request of receiver.requests) {
        const payload = verifier.verify(request.body, request.headers as Record<string, string>) as {
          type: string;
          data: { claimNumber: string; id: string };
        };
        expect(payload.type).toBe('claim.created');
        expect(payload.data).toMatchObject({ claimNumber: claim.claimNumber, id: claim.id });
      }
      expect(() =>
        verifier.verify(`${receiver.requests[0]?.body} `, receiver.requests[0]?.headers as never),
      ).toThrow();

      const path = `stores/${AURORA.storeId}/webhooks/${endpoint.id}/deliveries`;
      const log = (await staffCall(server, cookie, 'GET', path)).body as {
        id: string;
        status: string;
        attempts: { ok: boolean; statusCode: number | null; error: string | null; latencyMs: number }[];
      }[];
      expect(log[0]?.status).toBe('delivered');
      expect(log[0]?.attempts.map((attempt) => [attempt.ok, attempt.statusCode])).toEqual([
        [false, 500],
        [false, null],
        [true, 200],
      ]);
      expect(log[0]?.attempts[1]?.latencyMs).toBeGreaterThanOrEqual(400);

      // The guard on: the receiver on 127.0.0.1 gets nothing, the log says why.
      webhooks.allowPrivateTargets = false;
      const reply = await staffCall(server, cookie, 'POST', `claims/${claim.id}/messages`, {
        json: { messageContent: 'A new mug is on its way.' },
      });
      expect(reply.status).toBe(201);
      await drain();
      expect(receiver.requests).toHaveLength(3);
      const [blocked] = (await staffCall(server, cookie, 'GET', path)).body as typeof log;
      expect(blocked?.attempts[0]?.error).toMatch(/127\.0\.0\.1 is a private address/);

      webhooks.allowPrivateTargets = true;
      const again = await staffCall(server, cookie, 'POST', `${path}/${blocked?.id}/redeliver`);
      expect(again.status).toBe(202);
      await drain();
      expect(receiver.requests).toHaveLength(4);
      const message = verifier.verify(
        receiver.requests[3]?.body ?? '',
        receiver.requests[3]?.headers as never,
      ) as {
        type: string;
        data: { messageContent: string };
      };
      expect(message).toMatchObject({
        type: 'claim.message.created',
        data: { messageContent: 'A new mug is on its way.' },
      });
    } finally {
      webhooks.allowPrivateTargets = true;
      await receiver.close();
    }
  });

  it("emails a new claim and a shopper's reply to the members who chose them and may read the claim", async () => {
    const owner = await addPerson(server, [auroraGrant('store_owner')]);
    const ownerCookie = await signIn(server, owner);
    const claimsOnly = await addPerson(server, [auroraGrant('store_support')]);
    const leaver = await addPerson(server, [auroraGrant('store_support')]);
    const path = `stores/${AURORA.storeId}/notification-preferences`;
    const none = await staffCall(server, ownerCookie, 'GET', path);
    expect(none.body).toEqual({ newClaim: false, shopperReply: false });
    const both = { newClaim: true, shopperReply: true };
    expect((await staffCall(server, ownerCookie, 'PUT', path, { json: both })).body).toEqual(both);
    expect((await staffCall(server, ownerCookie, 'GET', path)).body).toEqual(both);
    const onlyNew = { newClaim: true, shopperReply: false };
    const claimsOnlyCookie = await signIn(server, claimsOnly);
    expect((await staffCall(server, claimsOnlyCookie, 'PUT', path, { json: onlyNew })).body).toEqual(onlyNew);
    const leaverCookie = await signIn(server, leaver);
    const chosen = await staffCall(server, leaverCookie, 'PUT', path, { json: both });
    expect(chosen.status).toBe(200);
    expectError(await staffCall(server, leaverCookie, 'PUT', path, { json: { newClaim: 'yes' } }), 400);
    const stranger = await signIn(server, await addPerson(server, []));
    expectError(await staffCall(server, stranger, 'PUT', path, { json: both }), 404);
    // Chosen while on the team, then taken off it: no mail of claims they may no longer read.
    const removed = await staffCall(
      server,
      ownerCookie,
      'DELETE',
      `stores/${AURORA.storeId}/team/${leaver.id}`,
    );
    expect(removed.status).toBe(200);

    const before = smtp.received.length;
    const claim = await fileClaim(server, AURORA.storeId);
    const consoleLink = `${server.origin}/console/claims/${claim.id}`;
    await drain();
    const filed = smtp.received.slice(before);
    expect(filed.flatMap((mail) => mail.to).sort()).toEqual(
      [claim.email, owner.email, claimsOnly.email].sort(),
    );
    const newClaim = filed.find((mail) => mail.to[0] === owner.email);
    expect(newClaim?.subject).toBe(
      `New claim #${claim.claimNumber} for Aurora Outfitters (order #${claim.orderNumber})`,
    );
    expect(newClaim?.text).toContain(consoleLink);
    expect(newClaim?.text).toContain(`filed a claim on order #${claim.orderNumber}`);
    expect(newClaim?.html).toContain(`href="${consoleLink}"`);
    expect(newClaim?.html).toContain('#f4b6c8');
    // The team's emails carry no claim link of the shopper's, which opens the claim without a password.
    expect(newClaim?.text).not.toContain(claim.token);

    const staffReply = await staffCall(server, ownerCookie, 'POST', `claims/${claim.id}/messages`, {
      json: { messageContent: 'Could you send a photo?' },
    });
    expect(staffReply.status).toBe(201);
    const shopperReply = await call(server, 'POST', `claims/${claim.token}/messages`, {
      json: { messageContent: 'Here it is: the handle came off.' },
    });
    expect(shopperReply.status).toBe(201);
    await drain();
    const replies = smtp.received.slice(before + filed.length);
    // The store's reply to the shopper, the shopper's reply to the one member who chose replies (the worker
    // sends them in either order).
    expect(replies.flatMap((mail) => mail.to).sort()).toEqual([claim.email, owner.email].sort());
    const reply = replies.find((mail) => mail.to[0] === owner.email);
    expect(reply?.subject).toMatch(
      new RegExp(`replied on claim #${claim.claimNumber} \\(Aurora Outfitters\\)$`),
    );
    expect(reply?.text).toContain('Here it is: the handle came off.');
    expect(reply?.text).toContain(consoleLink);
  });

  it("answers shoppers' emails with the store's Reply-To, set in its settings", async () => {
    const owner = await addPerson(server, [auroraGrant('store_owner')]);
    const cookie = await signIn(server, owner);
    const path = `stores/${AURORA.storeId}/reply-to`;
    const refused = await staffCall(server, cookie, 'PUT', path, {
      json: { replyTo: 'help@\r\nBcc: x@y.z' },
    });
    expectError(refused, 400);
    const settings = `stores/${AURORA.storeId}/settings`;
    expect((await staffCall(server, cookie, 'GET', settings)).body).toMatchObject({ replyTo: null });
    const set = await staffCall(server, cookie, 'PUT', path, { json: { replyTo: ' help@aurora.example ' } });
    expect(set.body).toMatchObject({ replyTo: 'help@aurora.example' });
    const support = await signIn(server, await addPerson(server, [auroraGrant('store_support')]));
    expectError(await staffCall(server, support, 'PUT', path, { json: { replyTo: null } }), 403);

    const before = smtp.received.length;
    const claim = await fileClaim(server, AURORA.storeId);
    await drain();
    const sent = smtp.received.slice(before);
    expect(sent.find((mail) => mail.to[0] === claim.email)?.replyTo).toBe('help@aurora.example');
    // The team's emails are not the shopper's: a reply to them goes to the sender.
    expect(sent.filter((mail) => mail.to[0] !== claim.email).map((mail) => mail.replyTo)).not.toContain(
      'help@aurora.example',
    );
    expect((await staffCall(server, cookie, 'PUT', path, { json: { replyTo: null } })).body).toMatchObject({
      replyTo: null,
    });
  });

  it('refuses a webhook endpoint on a private address written out, unless private targets are allowed', async () => {
    const cookie = await signIn(server, await addPerson(server, [auroraGrant('store_owner')]));
    const path = `stores/${AURORA.storeId}/webhooks`;
    const listed = async () => ((await staffCall(server, cookie, 'GET', path)).body as unknown[]).length;
    const count = await listed();
    server.config.webhooksAllowPrivateTargets = false;
    try {
      for (const [url, why] of [
        ['http://127.0.0.1/', '127.0.0.1 is a private address'],
        ['http://10.0.0.5/hooks', '10.0.0.5 is a private address'],
        ['http://[::1]:8080/', '::1 is a private address'],
        ['http://169.254.169.254/latest/meta-data', '169.254.169.254 is a private address'],
        ['http://localhost:3000/', 'localhost is this machine'],
        ['https://claims.LOCALHOST./', 'claims.localhost is this machine'],
        ['http://2130706433/', '127.0.0.1 is a private address'],
      ] as const) {
        const refused = await staffCall(server, cookie, 'POST', path, {
          json: { url, events: ['claim.created'] },
        });
        expect(expectError(refused, 422), url).toContain(why);
        expect((refused.body as { data: { issues: { path: string }[] } }).data.issues[0]?.path).toBe('url');
      }
      expect(await listed()).toBe(count);
      server.config.webhooksAllowPrivateTargets = true;
      const allowed = await staffCall(server, cookie, 'POST', path, {
        json: { url: 'http://10.0.0.5/hooks', events: ['claim.created'] },
      });
      expect(allowed.status).toBe(201);
      const made = allowed.body as { endpoint: { id: string } };
      await staffCall(server, cookie, 'DELETE', `${path}/${made.endpoint.id}`);
    } finally {
      server.config.webhooksAllowPrivateTargets = true;
    }
  });

  it("disables an endpoint failing for three days and tells the store's owners in a branded email", async () => {
    const owner = await addPerson(server, [auroraGrant('store_owner')]);
    const cookie = await signIn(server, owner);
    // Nothing listens on port 9 (discard): every try fails at once.
    const url = 'http://127.0.0.1:9/hooks';
    const made = await staffCall(server, cookie, 'POST', `stores/${AURORA.storeId}/webhooks`, {
      json: { url, events: ['claim.created'] },
    });
    expect(made.status).toBe(201);
    const failingSince = server.clock.now();
    await fileClaim(server, AURORA.storeId);
    await drain();
    server.clock.advance(3 * 24 * 60 * 60 * 1000);
    const before = smtp.received.length;
    await fileClaim(server, AURORA.storeId);
    await drain();
    const endpoints = (await staffCall(server, cookie, 'GET', `stores/${AURORA.storeId}/webhooks`)).body as {
      url: string;
      disabledAt: string | null;
    }[];
    expect(endpoints.find((endpoint) => endpoint.url === url)?.disabledAt).toBe(
      server.clock.now().toISOString(),
    );
    // The endpoint of the webhook test above, its receiver closed since, is disabled too: its own email.
    const told = smtp.received.slice(before).filter((mail) => mail.text.includes(url));
    expect(told).toHaveLength(1);
    expect(told[0]?.to).toContain(owner.email);
    expect(told[0]?.subject).toBe('A webhook endpoint of Aurora Outfitters is disabled');
    const since = `${failingSince.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    expect(told[0]?.text).toContain(
      `Every delivery to the webhook endpoint ${url} of Aurora Outfitters has failed since ${since}`,
    );
    const settingsLink = `${server.origin}/console/settings/${AURORA.storeId}/webhooks`;
    expect(told[0]?.text).toContain(settingsLink);
    expect(told[0]?.html).toContain(`href="${settingsLink}"`);
    expect(told[0]?.html).toContain('#f4b6c8');
  });
});

/** A store's webhook receiver on 127.0.0.1: answers each request as `answers` says, in turn (200 when none). */
async function startReceiver() {
  const requests: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  const answers: ('200' | '500' | 'hang')[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      requests.push({ headers: request.headers, body });
      const answer = answers.shift() ?? '200';
      if (answer === 'hang') return;
      response.statusCode = Number(answer);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
