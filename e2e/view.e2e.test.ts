/**
 * A filed claim opened by its link, against the real server: the demo claim #501 of order 2001 (Nightjar
 * Audio, server/README.md), opened on 127.0.0.1, which is no store's domain: the claim names its store.
 * Its view page with a message sent with a photo, its review page, and its print summary; axe on each.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoClaimToken,
  expectUploaded,
  heading,
  launchBrowser,
  newPage,
  noViolations,
  pngFile,
  tick,
  visible,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('view my claim', () => {
  it('shows the claim and sends a message with a photo, which joins the thread and stays there', async () => {
    const tab = await newPage(browser);
    await tab.goto(`/view/${demoClaimToken()}`);
    await heading(tab, 'My Claim #501');
    await visible(tab.getByText('Resolved', { exact: true }));
    expect(await tab.locator('dl').first().textContent()).toContain('Order ID#2001');
    await visible(tab.getByText('Headband cracked on the left side.'));
    const thread = tab.getByRole('list', { name: 'Messages' });
    await visible(thread.getByText('Your replacement has shipped: DHL JD014600006281239999.'));
    await noViolations(tab);

    await tab.getByRole('textbox', { name: 'Message' }).fill('The new pair arrived, thank you!');
    const composer = tab.locator('form').filter({ has: tab.getByRole('button', { name: 'Send' }) });
    await composer.locator('input[type="file"]').setInputFiles([pngFile('new-pair.png')]);
    await expectUploaded(composer);
    await noViolations(tab);
    await tab.getByRole('button', { name: 'Send' }).click();

    const sent = thread.getByRole('listitem').filter({ hasText: 'The new pair arrived, thank you!' });
    await visible(sent);
    await visible(sent.getByText('Hedy Lamarr'));
    const photo = await visible(sent.getByRole('button', { name: /new-pair\.png/ }));
    // The composer is emptied for the next message.
    expect(await tab.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
    await noViolations(tab);

    // Stored by the server: a reload lists it again, its photo served.
    await tab.reload();
    await heading(tab, 'My Claim #501');
    await visible(photo);
    await expect
      .poll(() => photo.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    // Hydrated from the server's markup (without the router: first-paint.e2e.test.ts), it opens the lightbox.
    await photo.click();
    const lightbox = await visible(tab.getByRole('dialog'));
    await tab.keyboard.press('Escape');
    await expect.poll(() => lightbox.count()).toBe(0);
    await tab.context().close();
  });

  it('takes a review with stars and a comment, thanks for it, and shows it afterwards', async () => {
    const tab = await newPage(browser);
    await tab.goto(`/view/${demoClaimToken()}`);
    await heading(tab, 'My Claim #501');
    await tab.getByRole('link', { name: 'Rate how we handled it' }).click();

    await heading(tab, 'How did we do?');
    await visible(tab.getByText(/^Tell Nightjar Audio how your claim #501 was handled\./));
    await noViolations(tab);
    await tick(tab.getByRole('radio', { name: '4 stars' }));
    await tab.getByRole('textbox', { name: 'Comments (optional)' }).fill('Quick and friendly.');
    await tab.getByRole('button', { name: 'Submit review' }).click();
    await visible(tab.getByRole('status').filter({ hasText: 'Thank you for your review!' }));
    await noViolations(tab);

    await tab.reload();
    await heading(tab, 'How did we do?');
    await visible(tab.getByText('Thank you: you have already reviewed this claim.'));
    await visible(tab.getByText('Your rating: 4 out of 5'));
    await visible(tab.getByText('Quick and friendly.'));
    await noViolations(tab);
    await tab.context().close();
  });

  it('prints a clean summary: the claim number, its facts and items, without the portal around it', async () => {
    const tab = await newPage(browser);
    await tab.goto(`/print/${demoClaimToken()}`);
    await heading(tab, 'Claim #501 summary');
    const facts = await tab.locator('dl').first().textContent();
    expect(facts).toContain('Claim ID#501');
    expect(facts).toContain('Order ID#2001');
    await visible(tab.getByText('Studio Headphones').first());
    await visible(tab.getByText('Headband cracked on the left side.'));
    await noViolations(tab);
    // On paper the page's buttons go; the summary stays.
    await tab.emulateMedia({ media: 'print' });
    await tab.getByRole('button', { name: 'Print' }).waitFor({ state: 'hidden' });
    await tab.getByRole('link', { name: 'Back to my claim' }).waitFor({ state: 'hidden' });
    await visible(tab.getByRole('heading', { level: 1, name: 'Claim #501 summary' }));
    await visible(tab.getByText('Headband cracked on the left side.'));
    await tab.context().close();
  });
});
