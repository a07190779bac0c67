/**
 * The items path in Chromium against the real server, from the lookup to the review page: the item issue
 * dialog, a reload in the middle restoring the draft, the unconfirmed-address error, and axe on every page.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading, launchBrowser, lookUp, newPage, noViolations, tick, visible } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the items path', () => {
  it('describes a damaged item, keeps the draft over a reload, and asks to confirm the address before submitting', async () => {
    const tab = await newPage(browser);
    // The browser reports every failed request and uncaught error in red; a shopper's path has none (a
    // draft not saved yet once answered 404, and the console said so on every lookup).
    const consoleErrors: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} ${message.location().url}`);
    });
    tab.on('pageerror', (error) => consoleErrors.push(error.message));
    await lookUp(tab, '1001', 'ada@example.com');
    await heading(tab, "What's happening with your order?");
    await noViolations(tab);
    await tab.getByText('Issues with my items').click();
    await tab.getByRole('button', { name: 'Continue' }).click();

    await heading(tab, 'Tell us about your issues.');
    await noViolations(tab);
    await tick(tab.getByRole('checkbox', { name: 'Trail Jacket' }));
    await tab.getByRole('button', { name: 'Continue' }).click();
    const dialog = await visible(tab.getByRole('dialog', { name: 'What is wrong with this item?' }));
    await visible(dialog.getByRole('progressbar', { name: 'Product 1 / 1' }));
    await noViolations(tab);
    const issueField = dialog.getByRole('button', { name: /Issue/ });
    await issueField.focus();
    await tab.keyboard.press('ArrowDown');
    await tab.keyboard.press('Enter');
    await tab.waitForFunction(() => document.activeElement?.textContent?.includes('Damaged') === true);
    await dialog.getByRole('textbox', { name: 'Details' }).fill('The zip tore off on the first day.');
    await dialog.getByRole('button', { name: 'Save and finish' }).click();

    await heading(tab, 'How can we fix this for you?');
    await noViolations(tab);
    // The draft is saved to the server session: a reload finds it again.
    await tab.reload();
    await heading(tab, 'How can we fix this for you?');
    await tick(tab.getByRole('radio', { name: 'I want a refund' }));
    await tab.getByRole('button', { name: 'Continue' }).click();

    await heading(tab, 'Review and complete your claim.');
    await visible(tab.getByText('The zip tore off on the first day.'));
    await noViolations(tab);
    await tab.getByRole('button', { name: 'Submit your claim' }).click();
    await visible(tab.getByRole('link', { name: 'Please confirm your shipping address.' }));
    await noViolations(tab);
    expect(consoleErrors).toEqual([]);
    await tab.context().close();
  });
});
