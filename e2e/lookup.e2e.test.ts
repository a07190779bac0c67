/**
 * The start page against the real server: every outcome of an order lookup, and axe on each page shown.
 * The stores' branding is branding.e2e.test.ts's. Orders are the demo data's (server/README.md).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, heading, launchBrowser, lookUp, newPage, visible } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function page(options?: { width?: number }): Promise<Page> {
  return newPage(browser, options);
}

describe('order lookup', () => {
  it('finds nothing for a wrong email and says so in the spec words', async () => {
    const tab = await page();
    await lookUp(tab, '1001', 'not-ada@example.com');
    const alert = await visible(tab.getByText("We couldn't find a match for that order number and email"));
    expect(await alert.textContent()).toContain(
      "We couldn't find a match for that order number and email address. Please double-check your order confirmation email to ensure you're using the correct order number and email address for the order.",
    );
    expect(new URL(tab.url()).pathname).toBe('/start');
    expect(await axeViolations(tab)).toEqual([]);
    await tab.context().close();
  });

  it('trims the fields and shows too soon, with the first date a claim can be filed', async () => {
    const tab = await page();
    await lookUp(tab, '  1003 ', ' alan@example.com  ');
    await heading(tab, 'Hold that thought!');
    expect(new URL(tab.url()).pathname).toBe('/too-soon');
    await visible(tab.getByText('Your order has been marked as delivered.'));
    expect(await axeViolations(tab)).toEqual([]);
    await tab.context().close();
  });

  it('shows too late for an order delivered 45 days ago', async () => {
    const tab = await page({ width: 360 });
    await lookUp(tab, '1004', 'katherine@example.com');
    await heading(tab, "It's too late to file a claim for this order");
    expect(new URL(tab.url()).pathname).toBe('/too-late');
    expect(await axeViolations(tab)).toEqual([]);
    await tab.context().close();
  });

  it('shows not shipped for an order still being prepared', async () => {
    const tab = await page();
    await lookUp(tab, '1005', 'margaret@example.com');
    await heading(tab, "Your order hasn't shipped yet");
    expect(new URL(tab.url()).pathname).toBe('/not-shipped');
    expect(await axeViolations(tab)).toEqual([]);
    await tab.context().close();
  });

  it('says an unprotected order cannot be claimed here, and what to do instead', async () => {
    const tab = await page();
    await lookUp(tab, '1006', 'barbara@example.com');
    await visible(tab.getByText("This order isn't covered by package protection"));
    await visible(tab.getByText(/Please contact Aurora Outfitters directly/));
    expect(new URL(tab.url()).pathname).toBe('/start');
    expect(await axeViolations(tab)).toEqual([]);
    await tab.context().close();
  });

  it('leads an order sent in several shipments to the shipments overview', async () => {
    const tab = await page();
    await lookUp(tab, '1002', 'grace@example.com');
    await heading(tab, 'Your order was sent in several shipments');
    expect(new URL(tab.url()).pathname).toBe('/multiple-shipments');
    expect(await axeViolations(tab)).toEqual([]);
    await tab.context().close();
  });
});
