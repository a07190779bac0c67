/**
 * The console's store settings against the real server: Aurora's owner changes its brand colour (a pale
 * one the theme corrects, shown as a warning) and the portal's next page load wears it; invites someone
 * and makes, uses and revokes an API token. Aurora's support member sees no settings, cannot open them by
 * URL, and the server refuses the call the page hides. Someone invited to the team chooses a password from
 * the emailed link, turns two-factor on in their account page and signs in with a code; a forgotten
 * password is reset through the emailed link.
 */
import type { BrandingSettings } from '@orderprotection/domain';
import { brandingToTheme, colorSchemeOf, parseColor } from '@orderprotection/ui/theme';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, emailsTo, heading, launchBrowser, newPage, noViolations, totp, visible } from './support';

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

/** The link of the newest email to `to` whose subject matches, once the outbox worker has sent it. */
async function mailedLink(to: string, subject: RegExp): Promise<string> {
  const link = async () => {
    const mails = (await emailsTo(to)).filter((mail) => subject.test(mail.subject ?? ''));
    const newest = mails.sort((a, b) => (b.date?.getTime() ?? 0) - (a.date?.getTime() ?? 0))[0];
    return /https?:\/\/\S+/.exec(newest?.text ?? '')?.[0];
  };
  await expect.poll(link, { timeout: 30_000 }).toBeDefined();
  return (await link()) ?? '';
}

/** On the reset page a mailed link opens: chooses `password`, then goes on to sign in. */
async function choosePassword(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  await heading(page, 'Choose a new password');
  await page.getByLabel('New password', { exact: false }).fill(password);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await visible(page.getByRole('status').getByText('Your new password is set.'));
  await page.getByRole('link', { name: 'Sign in' }).click();
  await heading(page, 'Sign in to the claims console');
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

  it('an invited person turns two-factor on and signs in with a code; a forgotten password is reset by email', async () => {
    const tess = { email: 'tess.twofactor@example.com', name: 'Tess Twofactor' };
    const owner = await newPage(browser);
    await signIn(owner, '/claims', OWNER);
    const invited = await owner.request.post('/api/staff/stores/aurora/team', {
      data: { ...tess, role: 'store_support' },
    });
    expect(invited.status()).toBe(201);
    await owner.context().close();

    const tab = await newPage(browser);
    const firstPassword = 'tess-first-password';
    await choosePassword(tab, await mailedLink(tess.email, /invited/), firstPassword);
    await signIn(tab, '/claims', { email: tess.email, password: firstPassword });
    await tab.getByRole('link', { name: /^Your account/ }).click();
    await heading(tab, 'Your account');
    const twoFactor = tab.getByRole('region', { name: 'Two-factor sign-in' });
    await visible(twoFactor.getByText('Off', { exact: true }));
    await twoFactor.getByRole('button', { name: 'Turn on two-factor' }).click();
    await twoFactor.getByLabel('Your password').fill(firstPassword);
    await twoFactor.getByRole('button', { name: 'Continue' }).click();
    const setupKey = await (await visible(twoFactor.getByLabel('Setup key'))).inputValue();
    expect(setupKey).toMatch(/^[A-Z2-7]{16,}$/);
    await noViolations(tab);
    await twoFactor.getByLabel('Six-digit code from your authenticator app').fill(totp(setupKey));
    await twoFactor.getByRole('button', { name: 'Turn on' }).click();
    await visible(twoFactor.getByText('Two-factor is on.'));
    const backupCodes = await twoFactor
      .getByRole('list', { name: 'Backup codes' })
      .getByRole('listitem')
      .allTextContents();
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    await visible(twoFactor.getByText('On', { exact: true }));
    await noViolations(tab);

    // Signed out, the password alone no longer signs in: the code from the app does it.
    await tab.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await heading(tab, 'Sign in to the claims console');
    await tab.getByLabel('Email').fill(tess.email);
    await tab.getByLabel('Password').fill(firstPassword);
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await heading(tab, 'Enter your two-factor code');
    await tab.getByLabel('Six-digit code from your authenticator app').fill(totp(setupKey));
    await tab.getByRole('button', { name: 'Verify code' }).click();
    await heading(tab, 'Claims');

    // Forgotten: a reset link by email, a new password; the old one stops working, the new one (and one
    // of the backup codes, in place of the app) signs in.
    await tab.context().clearCookies();
    await tab.goto('/console/sign-in');
    await tab.getByRole('link', { name: 'Forgot your password?' }).click();
    await heading(tab, 'Reset your password');
    await tab.getByLabel('Email').fill(tess.email);
    await tab.getByRole('button', { name: 'Send the reset link' }).click();
    await visible(tab.getByRole('status').getByText(`If ${tess.email} has an account`, { exact: false }));
    const newPassword = 'tess-second-password';
    await choosePassword(tab, await mailedLink(tess.email, /Reset your/), newPassword);
    await tab.getByLabel('Email').fill(tess.email);
    await tab.getByLabel('Password').fill(firstPassword);
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await visible(
      tab.getByRole('alert').getByText('That email and password do not match.', { exact: false }),
    );
    await tab.getByLabel('Password').fill(newPassword);
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await heading(tab, 'Enter your two-factor code');
    await tab.getByRole('button', { name: 'Use a backup code instead' }).click();
    await tab.getByLabel('Backup code').fill(backupCodes[0] ?? '');
    await tab.getByRole('button', { name: 'Verify code' }).click();
    await heading(tab, 'Claims');
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
