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

  it('is hydrated with the claim it shows, in the shopper’s time zone, without the router and without asking for the claim again', async () => {
    const tab = await newPage(browser, { timezoneId: 'Pacific/Kiritimati' });
    const claimRequests: string[] = [];
    const stylesheets: string[] = [];
    const scripts: string[] = [];
    tab.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/api\/claims\/[^/]+$/.test(pathname)) claimRequests.push(request.url());
      if (request.resourceType() === 'stylesheet') stylesheets.push(pathname);
      if (request.resourceType() === 'script') scripts.push(pathname);
    });
    await tab.goto(`/view/${demoClaimToken()}`);
    const title = await heading(tab, 'My Claim #501');
    // The entry's CSS and the page's own are inlined in its head: the page asks for no stylesheet, before or
    // after hydration (the page's chunks do not fetch the inlined files again), and the page is styled.
    await tab.waitForLoadState('networkidle');
    expect(stylesheets).toEqual([]);
    // The entry's and that of the chunk it shares with the claim page's entry (portal/vite.config.ts).
    expect(await tab.locator('style[data-op-entry-css]').count()).toBe(2);
    expect(await tab.locator('style[data-op-page-css]').count()).toBe(1);
    // Hydrated by its own entry (portal/src/viewMain.tsx), without index.html's, which holds the router.
    expect(scripts.filter((path) => /^\/assets\/view-[\w-]+\.js$/.test(path))).toHaveLength(1);
    expect(scripts.filter((path) => /^\/assets\/index-/.test(path))).toEqual([]);
    // Nothing held the first paint back: the entry's script was asked for once the page had painted.
    const [entryRequestedAt, paintedAt] = await tab.evaluate(() => [
      performance.getEntriesByType('resource').find((entry) => /\/assets\/view-[\w-]+\.js$/.test(entry.name))
        ?.startTime,
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    ]);
    expect(paintedAt).toBeGreaterThan(0);
    expect(entryRequestedAt).toBeGreaterThanOrEqual(paintedAt ?? Number.POSITIVE_INFINITY);
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
    // The page's own chunks are preloaded by the script that loads the entry after the paint, not by the
    // entry's first task.
    const loader = await tab.evaluate(() =>
      Array.from(document.scripts, (script) => (script.src === '' ? (script.textContent ?? '') : '')).join(
        '',
      ),
    );
    expect(loader).toMatch(/"\/assets\/ViewClaimPage-[\w-]+\.js"/);
    // A link inside the page opens the other page, the review, as the server renders it, with the router.
    await tab.getByRole('link', { name: 'Rate how we handled it' }).click();
    await heading(tab, 'How did we do?');
    expect(await title.count()).toBe(0);
    expect(claimRequests).toEqual([]);
    // Back to the claim by the review page's link: the router renders it in the browser (it asks for the
    // claim afresh, as it may have changed), and its dates show the shopper's zone from the first render,
    // never the server's first.
    expect(stylesheets).toEqual([]);
    await tab.evaluate(() => {
      const shown: string[] = [];
      Object.assign(window, { filedOnTexts: shown });
      new MutationObserver(() => {
        const time = document.querySelector('dl time');
        if (time !== null) shown.push(time.textContent ?? '');
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await tab.getByRole('link', { name: 'Back to my claim' }).click();
    await heading(tab, 'My Claim #501');
    expect(await filedOn.textContent()).toBe(local);
    expect(claimRequests).toHaveLength(1);
    // The claim page's chunks fetch their own CSS, not the entry's, inlined in the review page.
    expect(stylesheets.filter((path) => /^\/assets\/(index|shared)-/.test(path))).toEqual([]);
    expect(new Set(await tab.evaluate(() => Reflect.get(window, 'filedOnTexts') as string[]))).toEqual(
      new Set([local]),
    );
  });

  it('is not shifted by a logo that arrives after it', async () => {
    // Desktop width, where the demo logo (240 x 48) is 220 px wide and taller than the header's least
    // height; the page paints before the logo arrives, so only the box kept for it holds the page still.
    const tab = await newPage(browser, { width: 1280 });
    let releaseLogo = () => {};
    const logoReleased = new Promise<void>((resolve) => {
      releaseLogo = resolve;
    });
    await tab.route('**/demo/logos/*', async (route) => {
      await logoReleased;
      await route.continue();
    });
    await tab.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The logo is held until the page has painted its header without it, so the navigation cannot wait
    // for the load event (or anything else the logo might hold up): only for the answer to start.
    await tab.goto('/start?store=aurora', { waitUntil: 'commit' });
    await tab.getByRole('banner').waitFor();
    await tab.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    releaseLogo();
    const logo = tab.getByRole('banner').getByRole('img', { name: 'Aurora Outfitters' });
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);
    const shifts = await tab.evaluate(
      () =>
        // Two frames after the logo's, any shift it caused has been reported.
        new Promise<unknown>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(Reflect.get(window, 'shifts')))),
        ),
    );
    expect(shifts).toEqual([]);
  });
});
