/**
 * A store's connections against the real server and its worker: Aurora's owner connects EasyPost on the
 * console's Connections page and sends a test event through the inbox; then EasyPost's signed
 * `tracker.updated` for a parcel of one of Aurora's orders arrives at the URL the page gave, and the
 * shopper who could file a claim on that order in transit is told to wait, as the store's waiting days
 * after delivery now count from the carrier's delivery scan.
 */
import { createHmac } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCANNED_ORDER } from './own-orders';
import { baseUrl, heading, launchBrowser, lookUp, newPage, noViolations, visible } from './support';

const OWNER = { email: 'owner@aurora-outfitters.example', password: 'aurora-owner-demo' };
const SECRET = 'e2e-easypost-webhook-secret';

/** EasyPost's tracker.updated event (docs.easypost.com/docs/events) for a parcel delivered `deliveredAt`. */
function deliveredEvent(deliveredAt: Date): string {
  const at = (hoursBefore: number) => new Date(deliveredAt.getTime() - hoursBefore * 3_600_000).toISOString();
  return JSON.stringify({
    id: 'evt_e2e_delivered',
    object: 'Event',
    description: 'tracker.updated',
    updated_at: at(0),
    result: {
      id: 'trk_e2e',
      object: 'Tracker',
      tracking_code: SCANNED_ORDER.trackingNumber,
      carrier: 'UPS',
      status: 'delivered',
      status_detail: 'arrived_at_destination',
      tracking_details: [
        { datetime: at(30), status: 'in_transit', message: 'Departed facility' },
        { datetime: at(0), status: 'delivered', message: 'Delivered, front door' },
      ],
    },
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('connections', () => {
  it("a carrier's delivery scan, through the connection the owner made, decides when a claim may be filed", async () => {
    const shopper = await newPage(browser);
    await lookUp(shopper, SCANNED_ORDER.orderNumber, SCANNED_ORDER.email);
    await shopper.waitForURL((url) => url.pathname === '/issues');

    const owner = await newPage(browser);
    await owner.goto(`/console/sign-in?next=${encodeURIComponent('/settings/aurora/connections')}`);
    await owner.getByLabel('Email').fill(OWNER.email);
    await owner.getByLabel('Password').fill(OWNER.password);
    await owner.getByRole('button', { name: 'Sign in' }).click();
    await heading(owner, 'Store settings');
    await visible(owner.getByRole('heading', { name: 'Connections', level: 2 }));
    expect(await owner.title()).toBe('Connections · Store settings · Claims console');
    await visible(owner.getByText('No platform is connected yet.'));
    await noViolations(owner);

    await owner.getByRole('tab', { name: 'EasyPost' }).click();
    const form = owner.getByRole('form', { name: 'Connect EasyPost' });
    await form.getByLabel('Webhook secret').fill(SECRET);
    await form.getByRole('button', { name: 'Connect EasyPost' }).click();
    const connected = owner.getByRole('region', { name: 'EasyPost connected: EasyPost' });
    const webhookUrl = await (await visible(connected.getByLabel('Webhook URL'))).inputValue();
    expect(webhookUrl).toMatch(new RegExp(`^${baseUrl()}/api/ingest/easypost/`));

    // The test event goes through the inbox and the server's worker, as a delivery does.
    const card = owner.getByRole('listitem', { name: 'EasyPost: EasyPost' });
    await card.getByRole('button', { name: 'Send a test event to EasyPost' }).click();
    await expect
      .poll(async () => (await card.getByRole('status').textContent()) ?? '', { timeout: 30_000 })
      .toMatch(/^Test event received and applied\. Last delivery: /);

    const body = deliveredEvent(new Date(Date.now() - 24 * 3_600_000));
    const signature = `hmac-sha256-hex=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
    const delivered = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hmac-signature': signature },
      body,
    });
    expect(delivered.status).toBe(200);

    // Once the worker applies the scan, the same lookup says the parcel was delivered and to wait.
    await expect
      .poll(
        async () => {
          await lookUp(shopper, SCANNED_ORDER.orderNumber, SCANNED_ORDER.email);
          await shopper.waitForURL((url) => url.pathname !== '/start');
          return new URL(shopper.url()).pathname;
        },
        { timeout: 30_000 },
      )
      .toBe('/too-soon');
    await heading(shopper, 'Hold that thought!');
  });
});
