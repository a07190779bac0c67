/**
 * What a shopper sees of a store's branding, measured against the theme's own values rather than compared
 * between two stores (two unstyled pages differ in nothing, and a "differ" check passes on them by luck):
 * the portal as a fresh clone builds it (global-setup.ts) wears the design system's styles in each store's
 * theme; a claim's link shows the claim's store on any host; plain http off localhost works.
 */
import type { BrandingSettings } from '@orderprotection/domain';
import { brandingToTheme, colorSchemeOf, parseColor } from '@orderprotection/ui/theme';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import {
  baseUrl,
  demoClaimTokens,
  heading,
  lookUp,
  newPage,
  noViolations,
  tick,
  visible,
  WAIT_MS,
} from './support';

/** A host name that is nobody's store domain and, served over plain http, not a secure context. */
const PLAIN_HTTP_HOST = 'claims-portal.test';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: findChromium(),
    headless: true,
    // The server listens on 127.0.0.1: these names reach it there, as a LAN address or a staging host would.
    args: [
      ...CHROMIUM_ARGS,
      `--host-resolver-rules=MAP ${PLAIN_HTTP_HOST} 127.0.0.1, MAP localhost 127.0.0.1`,
    ],
  });
});
afterAll(async () => {
  await browser?.close();
});

/** The server's address under another host name, same port. */
function originOn(host: string): string {
  const url = new URL(baseUrl());
  url.hostname = host;
  return url.origin;
}

async function apiGet<T>(path: string): Promise<T> {
  const answer = await fetch(new URL(`/api/${path}`, baseUrl()));
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as T;
}

async function brandingOf(storeId: string): Promise<BrandingSettings> {
  return (await apiGet<{ branding: BrandingSettings }>(`whitelabel/settings?store=${storeId}`)).branding;
}

/** The theme `BrandProvider` and the server's inlined stylesheet give this store's pages. */
async function themeOf(storeId: string) {
  const branding = await brandingOf(storeId);
  return brandingToTheme(branding, colorSchemeOf(branding));
}

/** Fails unless two CSS colours are the same colour, whatever their spelling (`#fff`, `rgb(…)`, alpha). */
function expectSameColour(actual: string, expected: string, what: string): void {
  const [a, b] = [parseColor(actual), parseColor(expected)];
  expect(a, `${what}: ${actual}`).toBeDefined();
  expect(b, `${what}: ${expected}`).toBeDefined();
  expect({ ...a, alpha: a?.alpha.toFixed(2) }, what).toEqual({ ...b, alpha: b?.alpha.toFixed(2) });
}

const BUTTON_RADIUS = { ROUNDED: '6px', ROUNDED_FULL: '9999px', SQUARE: '0px' } as const;

/**
 * The colour painted behind `selector`'s first element: its own background or, where that is transparent,
 * the nearest ancestor's (a page's background is on <html> or <body>, whichever the theme sets).
 */
async function paintedBackground(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      for (let node: Element | null = element; node !== null; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
      }
      return 'transparent';
    });
}

describe("the start page wears each store's theme", () => {
  it.each(['aurora', 'nightjar', 'sakura'])(
    '%s: primary button, fields and page in the theme values',
    async (storeId) => {
      const [branding, theme] = await Promise.all([brandingOf(storeId), themeOf(storeId)]);
      const tab = await newPage(browser);
      await tab.goto(`/start?store=${storeId}`);
      await heading(tab, 'Get a resolution for your order in minutes');
      const button = await visible(tab.getByRole('button', { name: 'Find my order' }));
      const buttonStyle = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          background: style.backgroundColor,
          color: style.color,
          radius: style.borderTopLeftRadius,
          height: element.getBoundingClientRect().height,
        };
      });
      expectSameColour(buttonStyle.background, theme.color.brand[700], 'primary button background');
      expectSameColour(buttonStyle.color, theme.color.brand.on700, 'primary button text');
      expect(buttonStyle.radius).toBe(BUTTON_RADIUS[branding.buttonStyle ?? 'ROUNDED']);
      // A browser's own button is about 21 px high; the design system's medium button is a touch target.
      expect(buttonStyle.height).toBeGreaterThanOrEqual(40);

      // The fields fill their form's width, not the browser's default of about 150 px.
      const field = tab.getByLabel('Email Address');
      const widths = await field.evaluate((input) => ({
        field: input.getBoundingClientRect().width,
        form: input.closest('form')?.getBoundingClientRect().width ?? 0,
      }));
      expect(widths.field).toBeGreaterThan(widths.form * 0.9);

      expectSameColour(await paintedBackground(tab, 'main'), theme.color.background, 'page background');
      await noViolations(tab);
      await tab.context().close();
    },
  );
});

describe('the item dialog', () => {
  it('is a modal over a dimmed page, on plain http off localhost too', async () => {
    const theme = await themeOf('nightjar');
    const tab = await newPage(browser);
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(`${originOn(PLAIN_HTTP_HOST)}/start?store=nightjar`);
    expect(await tab.evaluate(() => window.isSecureContext)).toBe(false);
    // An order no other test files a claim for: the draft saved here would be restored there.
    await lookUp(tab, '2002', 'linus@example.com', '?store=nightjar');
    await heading(tab, "What's happening with your order?");
    await tick(tab.getByRole('radio', { name: /Issues with my items/ }));
    await tab.getByRole('button', { name: 'Continue' }).click();
    await heading(tab, 'Tell us about your issues.');
    // The product pictures are thumbnails in their rows, not images filling the screen.
    const picture = tab.locator('main img, main svg').first();
    const pictureBox = await picture.boundingBox();
    expect(pictureBox?.width ?? 0).toBeLessThan(200);
    await tick(tab.getByRole('checkbox').first());
    await tab.getByRole('button', { name: 'Continue' }).click();

    const dialog = await visible(tab.getByRole('dialog', { name: 'What is wrong with this item?' }));
    const overlay = await dialog.evaluate((element) => {
      // The overlay is the first fixed-position ancestor of the dialog.
      let node: HTMLElement | null = element.parentElement;
      while (node !== null && getComputedStyle(node).position !== 'fixed') node = node.parentElement;
      if (node === null) return null;
      const box = node.getBoundingClientRect();
      return {
        background: getComputedStyle(node).backgroundColor,
        covers: box.left <= 0 && box.top <= 0 && box.right >= innerWidth && box.bottom >= innerHeight,
        zIndex: Number(getComputedStyle(node).zIndex),
      };
    });
    expect(overlay, 'the dialog has no fixed overlay').not.toBeNull();
    expect(overlay?.covers).toBe(true);
    expect(overlay?.zIndex).toBeGreaterThan(0);
    expectSameColour(overlay?.background ?? '', theme.color.overlay, 'overlay');
    expectSameColour(await paintedBackground(tab, '[role="dialog"]'), theme.color.surface, 'dialog surface');
    // What lies behind a modal is out of reach of assistive technology.
    const hidden = await tab
      .locator('main')
      .evaluate((main) => main.closest('[aria-hidden="true"], [inert]') !== null);
    expect(hidden).toBe(true);

    // Saving the item makes ids in the browser: crypto.randomUUID is missing here, and nothing may need it.
    const issueField = dialog.getByRole('button', { name: /Issue/ });
    await issueField.click();
    await tab.getByRole('option', { name: 'Damaged', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Details' }).fill('The zip tore off on the first day.');
    await dialog.getByRole('button', { name: 'Save and finish' }).click();
    await heading(tab, 'How can we fix this for you?');
    expect(errors).toEqual([]);
    await tab.context().close();
  });
});

describe("a claim's link", () => {
  it("shows the claim in its own store's name and colours on any host", async () => {
    const claims = await Promise.all(
      demoClaimTokens().map(async (token) => ({
        token,
        storeId: (await apiGet<{ storeId: string }>(`claims/${token}`)).storeId,
      })),
    );
    // localhost is the Aurora demo store's domain: a Nightjar claim opened there is still Nightjar's.
    const nightjar = claims.find((claim) => claim.storeId === 'nightjar');
    if (nightjar === undefined) throw new Error(`No Nightjar demo claim among ${JSON.stringify(claims)}`);
    const theme = await themeOf('nightjar');
    for (const origin of [originOn('localhost'), originOn(PLAIN_HTTP_HOST)]) {
      for (const path of [`/view/${nightjar.token}`, `/print/${nightjar.token}`]) {
        const tab = await newPage(browser);
        await tab.goto(`${origin}${path}?store=aurora`);
        await heading(tab, /^My Claim #|^Claim #/);
        expect(await tab.title(), `${origin}${path}`).toContain('Nightjar Audio');
        if (path.startsWith('/view/')) {
          await expect
            .poll(() => tab.locator('body').textContent(), { timeout: WAIT_MS })
            .toContain('Nightjar Audio');
        }
        const background = await paintedBackground(tab, 'main');
        expectSameColour(background, theme.color.background, `${origin}${path} background`);
        await tab.context().close();
      }
    }
  });
});
