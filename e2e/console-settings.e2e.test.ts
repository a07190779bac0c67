/**
 * The console's store settings against the real server: Aurora's owner changes its brand colour (a pale
 * one the theme corrects, shown as a warning) and the portal's next page load wears it; invites someone
 * and makes, uses and revokes an API token. Aurora's support member sees no settings, cannot open them by
 * URL, and the server refuses the call the page hides.
 */
import type { BrandingSettings } from '@orderprotection/domain';
import { brandingToTheme, colorSchemeOf, parseColor } from '@orderprotection/ui/theme';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, heading, launchBrowser, newPage, noViolations, visible } from './support';

const OWNER = { email: 'owner@aurora-outfitters.example', password: 'aurora-owner-demo' };
const SUPPORT = { email: 'support@aurora-outfitters.example', password: 'aurora-support-demo' };

async function signIn(page: Page, path: string, who: { email: string; password: string }): Promise<void> {
  await page.goto(`/console/sign-in?next=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await visible(page.getByText(who.email));
}

async function auroraBranding(): Promise<BrandingSettings> {
  const answer = await fetch(new URL('/api/whitelabel/settings?store=aurora', baseUrl()));
  return ((await answer.json()) as { branding: BrandingSettings }).branding;
}

const sameColour = (a: string, b: string) => expect(parseColor(a)).toEqual(parseColor(b));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('store settings in the console', () => {
  it("an owner's branding shows on the portal's next load; a team invite; an API token made, used and revoked", async () => {
    const original = await auroraBranding();
    const tab = await newPage(browser);
    await signIn(tab, '/claims', OWNER);
    await tab.getByRole('link', { name: 'Store settings' }).click();
    await heading(tab, 'Store settings');
    expect(new URL(tab.url()).pathname).toBe('/console/settings/aurora/branding');
    await noViolations(tab);

    const pale = '#ffe680';
    await tab.getByLabel('Brand colour', { exact: true }).fill(pale);
    const preview = tab.getByRole('region', { name: 'Preview of your claims portal' });
    const expected = brandingToTheme({ ...original, brand700: pale }, colorSchemeOf(original));
    const previewButton = preview.getByRole('button', { name: 'Start my claim' });
    await tab.waitForFunction(
      ([button]) => getComputedStyle(button as Element).backgroundColor === 'rgb(255, 230, 128)',
      [await previewButton.elementHandle()],
    );
    await visible(tab.getByText('Changed for readability'));
    await visible(tab.getByText(`Brand colour: ${pale} is hard to read`, { exact: false }));
    await tab.getByRole('button', { name: 'Save branding' }).click();
    await visible(tab.getByText('Branding saved.', { exact: false }));
    expect((await auroraBranding()).brand700).toBe(pale);

    const portal = await tab.context().newPage();
    await portal.goto('/start?store=aurora');
    const find = await visible(portal.getByRole('button', { name: 'Find my order' }));
    sameColour(
      await find.evaluate((button) => getComputedStyle(button).backgroundColor),
      expected.color.brand[700],
    );
    sameColour(await find.evaluate((button) => getComputedStyle(button).color), expected.color.brand.on700);
    await portal.close();
    // Back as it was, for the other tests that share the demo data.
    const restored = await tab.request.put('/api/staff/stores/aurora/branding', { data: original });
    expect(restored.status()).toBe(200);

    await tab.getByRole('link', { name: 'Team' }).click();
    await visible(tab.getByRole('table', { name: 'Team' }));
    await tab.getByLabel('Email', { exact: true }).fill('nia.new@example.com');
    await tab.getByLabel('Name', { exact: true }).fill('Nia New');
    await tab.getByRole('button', { name: 'Send invitation' }).click();
    await visible(tab.getByText('Invitation sent to nia.new@example.com.'));
    const invited = tab.getByRole('row').filter({ hasText: 'Nia New' });
    expect(await invited.textContent()).toMatch(/Store Support.*Invited/);
    // Nobody changes their own role: the owner's own row offers no role menu and no Remove.
    const own = tab.getByRole('row').filter({ hasText: OWNER.email });
    expect(await own.getByRole('combobox').count()).toBe(0);
    expect(await own.getByRole('button').count()).toBe(0);
    await noViolations(tab);

    await tab.getByRole('link', { name: 'API tokens' }).click();
    await visible(tab.getByRole('heading', { name: 'Make a token' }));
    await tab.getByLabel('Name', { exact: true }).fill('Helpdesk');
    await tab.getByRole('checkbox', { name: 'claim:read', exact: true }).click();
    await tab.getByRole('button', { name: 'Make token' }).click();
    const secret = await (await visible(tab.getByLabel('Secret'))).inputValue();
    expect(secret.length).toBeGreaterThan(20);
    await noViolations(tab);
    const asToken = () =>
      fetch(new URL('/api/staff/claims?limit=1', baseUrl()), {
        headers: { authorization: `Bearer ${secret}` },
      });
    expect((await asToken()).status).toBe(200);

    await tab.reload();
    const row = tab.getByRole('row').filter({ hasText: 'Helpdesk' });
    await visible(row);
    expect(await row.textContent()).not.toContain('Never');
    await row.getByRole('button', { name: 'Revoke Helpdesk' }).click();
    await tab.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await visible(row.getByText('Revoked', { exact: false }));
    expect((await asToken()).status).toBe(401);
    await tab.context().close();
  });

  it('a support member sees no settings, cannot open them by URL, and the server refuses', async () => {
    const tab = await newPage(browser);
    await signIn(tab, '/claims', SUPPORT);
    await heading(tab, 'Claims');
    expect(await tab.getByRole('link', { name: 'Store settings' }).count()).toBe(0);
    await tab.goto('/console/settings/aurora/branding');
    await heading(tab, 'You cannot open these settings');
    expect(await tab.getByLabel('Brand colour').count()).toBe(0);
    await noViolations(tab);
    const refused = await tab.request.put('/api/staff/stores/aurora/branding', {
      data: { brand700: '#000000' },
    });
    expect(refused.status()).toBe(403);
    await tab.context().close();
  });
});
