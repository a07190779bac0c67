/** Webhooks never reach this machine or a private network: checked on the address, and after DNS. */
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
});
