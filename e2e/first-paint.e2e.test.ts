/**
 * The portal's first HTML is the page (portal/src/serve/render.tsx): with JavaScript off, a shopper still
 * reads the start page in the store's branding, and their claim; with it on, the claim's page shows the
 * claim it was rendered with and does not ask for it again. (Every e2e test also fails on a page React
 * could not hydrate as rendered: setup.ts.)
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClaimToken, heading, launchBrowser, newPage, visible } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the first HTML', () => {
  it('is the start page, in the store’s branding, without JavaScript', async () => {
    const tab = await newPage(browser, { javaScriptEnabled: false });
    await tab.goto('/start?store=aurora');
    await visible(tab.getByRole('heading', { level: 1, name: 'Get a resolution for your order in minutes' }));
    await visible(tab.getByLabel('Order Number'));
    await visible(tab.getByLabel('Email Address'));
    const find = await visible(tab.getByRole('button', { name: 'Find my order' }));
    expect(await tab.title()).toBe('Claims | Aurora Outfitters');
    expect(await tab.getByRole('contentinfo').textContent()).toBe(
      'Order protection claims for Aurora Outfitters',
    );
    expect(await tab.getByRole('banner').getByRole('link').getAttribute('href')).toBe('/start?store=aurora');
    // Styled by the build's CSS, in the store's colour: the markup's class names are the client build's.
    const colours = await find.evaluate((button) => ({
      background: getComputedStyle(button).backgroundColor,
      brand: getComputedStyle(document.documentElement).getPropertyValue('--op-primary-dark').trim(),
    }));
    expect(colours.brand).not.toBe('');
    expect(colours.background).not.toMatch(/^rgba?\(0, 0, 0, 0\)$|^rgb\(239, 239, 239\)$/);
  });

  it('is the claim on its link, read without JavaScript', async () => {
    const tab = await newPage(browser, { javaScriptEnabled: false });
    await tab.goto(`/view/${demoClaimToken()}`);
    await visible(tab.getByRole('heading', { level: 1, name: 'My Claim #501' }));
    await visible(tab.getByText('Resolved', { exact: true }));
    expect(await tab.locator('dl').first().textContent()).toContain('Order ID#2001');
    await visible(tab.getByText('Headband cracked on the left side.'));
    await visible(tab.getByText('Your replacement has shipped: DHL JD014600006281239999.'));
    expect(await tab.title()).toBe('Claims | Nightjar Audio');
  });

  it('is hydrated with the claim it shows, in the shopper’s time zone, without asking for the claim again', async () => {
    const tab = await newPage(browser, { timezoneId: 'Pacific/Kiritimati' });
    const claimRequests: string[] = [];
    const stylesheets: string[] = [];
    tab.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/api\/claims\/[^/]+$/.test(pathname)) claimRequests.push(request.url());
      if (request.resourceType() === 'stylesheet') stylesheets.push(pathname);
    });
    await tab.goto(`/view/${demoClaimToken()}`);
    const title = await heading(tab, 'My Claim #501');
    // The page's own CSS is inlined in its head: the entry's stylesheet is its one CSS request, before and
    // after hydration (the page's chunks do not fetch the inlined files again), and the page is styled.
    await tab.waitForLoadState('networkidle');
    expect(stylesheets).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/)]);
    expect(await tab.locator('style[data-op-page-css]').count()).toBe(1);
    const badge = tab.getByText('Resolved', { exact: true });
    expect(await badge.evaluate((element) => getComputedStyle(element).display)).not.toBe('inline');
    const filedOn = tab.locator('dl').first().locator('time');
    // Rendered in UTC, then shown in the shopper's zone (UTC+14): the date the browser itself formats.
    const dateTime = (await filedOn.getAttribute('dateTime')) ?? '';
    const local = await tab.evaluate(
      (iso) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
      dateTime,
    );
    await expect.poll(() => filedOn.textContent()).toBe(local);
    // A link inside the page works: hydrated, the router takes it.
    await tab.getByRole('link', { name: 'Rate how we handled it' }).click();
    await heading(tab, 'How did we do?');
    expect(await title.count()).toBe(0);
    // Only the review page, opened later, asked for the claim.
    expect(claimRequests).toHaveLength(1);
  });
});
