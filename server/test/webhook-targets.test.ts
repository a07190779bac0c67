/**
 * Webhooks never reach this machine or a private network: checked on the address, after DNS, and on
 * every redirect.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isForbiddenAddress, sendWebhook, WebhookTargetRefused } from '../src/modules/webhooks/send';

describe('webhook targets', () => {
  it('refuses loopback, private, link-local and metadata addresses, in IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00:ec2::254',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isForbiddenAddress(address), address).toBe(false);
    }
  });

  it('refuses a name that resolves to a private address before connecting', async () => {
    const request = {
      messageId: 'msg_1',
      body: '{}',
      secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
      timestampAt: new Date(),
      timeoutMs: 2000,
      allowPrivateTargets: false,
    };
    await expect(sendWebhook({ ...request, url: 'http://localhost:9/hooks' })).rejects.toThrow(
      WebhookTargetRefused,
    );
    await expect(sendWebhook({ ...request, url: 'http://[::1]:9/hooks' })).rejects.toThrow(/private address/);
    await expect(sendWebhook({ ...request, url: 'http://169.254.169.254/latest' })).rejects.toThrow(
      /private address/,
    );
  });

  it('refuses a redirect to a private address, and never calls it', async () => {
    const calls = { receiver: 0, target: 0 };
    const target = await listen(() => {
      calls.target += 1;
    });
    let location = '';
    const receiver = await listen((response) => {
      calls.receiver += 1;
      response.statusCode = 302;
      response.setHeader('location', location);
    });
    // The receiver is on this machine too: the rule is narrowed to its address (v4 written as such) alone.
    const onlyReceiver = (address: string) => address !== '127.0.0.1' && isForbiddenAddress(address);
    const request = {
      url: `http://127.0.0.1:${receiver.port}/hooks`,
      messageId: 'msg_2',
      body: '{}',
      secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
      timestampAt: new Date(),
      timeoutMs: 2000,
      allowPrivateTargets: false,
    };
    try {
      for (const [to, why] of [
        // The target's own port, by other names of this machine.
        [`http://[::ffff:127.0.0.1]:${target.port}/`, '::ffff:7f00:1 is a private address'],
        [`http://localhost:${target.port}/`, 'localhost is this machine'],
        ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is a private address'],
      ] as const) {
        location = to;
        const sent = sendWebhook(request, onlyReceiver);
        await expect(sent).rejects.toThrow(WebhookTargetRefused);
        await expect(sent).rejects.toThrow(`The redirect to ${new URL(to).href} is refused: ${why}`);
      }
      expect(calls).toEqual({ receiver: 3, target: 0 });
      // Allowed, the same redirect is followed: the refusal above is the guard's, not the network's.
      location = `http://127.0.0.1:${target.port}/`;
      expect(await sendWebhook({ ...request, allowPrivateTargets: true })).toEqual({ statusCode: 200 });
      expect(calls).toEqual({ receiver: 4, target: 1 });
    } finally {
      await receiver.close();
      await target.close();
    }
  });
});

/** An HTTP server on 127.0.0.1 answering each request as `answer` sets it (200 unless changed). */
async function listen(answer: (response: import('node:http').ServerResponse) => void) {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      answer(response);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
