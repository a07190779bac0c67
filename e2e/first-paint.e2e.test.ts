/**
 * The portal's first HTML is the page (portal/src/serve/render.tsx): with JavaScript off, a shopper still
 * reads the start page in the store's branding. (Every e2e test also fails on a page React could not
 * hydrate as rendered: setup.ts.)
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, visible } from './support';

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
    expect(await tab.getByRole('contentinfo').textContent()).toBe('Order protection claims for Aurora Outfitters');
    expect(await tab.getByRole('banner').getByRole('link').getAttribute('href')).toBe('/start?store=aurora');
    // Styled by the build's CSS, in the store's colour: the markup's class names are the client build's.
    const colours = await find.evaluate((button) => ({
      background: getComputedStyle(button).backgroundColor,
      brand: getComputedStyle(document.documentElement).getPropertyValue('--op-primary-dark').trim(),
    }));
    expect(colours.brand).not.toBe('');
    expect(colours.background).not.toMatch(/^rgba?\(0, 0, 0, 0\)$|^rgb\(239, 239, 239\)$/);
  });
});
