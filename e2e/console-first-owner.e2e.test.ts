/**
 * A real install's first owner, as a newcomer makes one: `npm run people:create` with the server stopped
 * (global-setup.ts), `npm start`, then the console. The printed password signs in, is changed before
 * anything else, and the owner is then offered two-factor, which they may put off. A demo person's
 * printed password signs in with no such detour (console.e2e.test.ts and console-settings.e2e.test.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { heading, launchBrowser, newPage, noViolations, visible } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function changePassword(page: Page, current: string, next: string, again = next): Promise<void> {
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel('New password (at least', { exact: false }).fill(next);
  await page.getByLabel('New password again').fill(again);
  await page.getByRole('button', { name: 'Change password' }).click();
}

it('takes the first owner from the printed password to their own, then offers two-factor', async () => {
  const owner = inject('firstOwner');
  const page = await newPage(browser);
  await page.goto('/console/claims');
  await heading(page, 'Sign in to the claims console');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.waitForURL((url) => url.pathname === '/console/account');
  await heading(page, 'Your account');
  await visible(page.getByText('Your password was chosen for you. Choose your own to go on.'));
  expect(await page.getByRole('heading', { name: 'Two-factor sign-in' }).count()).toBe(0);
  await noViolations(page);

  await changePassword(page, owner.password, 'my-own-password', 'my-own-passwort');
  await visible(page.getByText('The two new passwords are not the same.'));
  await changePassword(page, 'not-my-password', 'my-own-password');
  await visible(page.getByText('Your current password is not right.'));
  await changePassword(page, owner.password, 'my-own-password');

  await visible(page.getByText('Your password is changed. You are signed out everywhere else.'));
  const suggestion = page.getByRole('status').filter({ hasText: 'turn on two-factor sign-in' });
  await visible(suggestion);
  await noViolations(page);
  await suggestion.getByRole('button', { name: 'Not now' }).click();
  await suggestion.waitFor({ state: 'detached' });

  // The queue now opens instead of sending them back to the account page.
  await page.getByRole('link', { name: 'Claims console' }).click();
  await heading(page, 'Claims');
  expect(new URL(page.url()).pathname).toBe('/console');
  await page.context().close();
});
