/**
 * The message composer's drop zone on a claim's server-rendered page: its code is not in the page's first
 * load (LazyFileDropzone), its markup is, styled, and a click on its button or a drop of files before its
 * code arrives is not lost: the file chooser opens, the dropped file is uploaded, once the code is there.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoClaimToken,
  expectUploaded,
  heading,
  hydrated,
  launchBrowser,
  newPage,
  pngFile,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the claim's page with the drop zone's code held back until `release` is called. */
async function openWithTheDropzoneHeld(): Promise<{ tab: Page; asked: () => number; release: () => void }> {
  const tab = await newPage(browser);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = 0;
  await tab.route(/\/assets\/FileDropzone-[^/]+\.js$/, async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  await tab.goto(`/view/${demoClaimToken()}`, { waitUntil: 'networkidle' });
  await heading(tab, 'My Claim #501');
  // The page around the drop zone is live: only the drop zone waits for its code.
  await hydrated(tab.getByRole('textbox', { name: 'Message' }));
  return { tab, asked: () => asked, release };
}

describe('the composer’s drop zone', () => {
  it('loads at the first touch, shown and styled before, and keeps a click or a drop made meanwhile', async () => {
    const clicked = await openWithTheDropzoneHeld();
    const choose = clicked.tab.getByRole('button', { name: 'Choose files' });
    expect(clicked.asked()).toBe(0);
    expect(
      await choose.evaluate((button) => getComputedStyle(button.closest('fieldset') ?? button).borderStyle),
    ).toBe('none');
    const chooser = clicked.tab.waitForEvent('filechooser');
    await choose.click();
    await expect.poll(clicked.asked).toBe(1);
    clicked.release();
    await (await chooser).setFiles([pngFile('chosen-early.png')]);
    const composer = clicked.tab.locator('form').filter({ has: choose });
    await expectUploaded(composer);
    await clicked.tab.context().close();

    const dropped = await openWithTheDropzoneHeld();
    const zone = dropped.tab.getByRole('button', { name: 'Choose files' });
    const png = pngFile('dropped-early.png');
    const files = await dropped.tab.evaluateHandle(
      ({ name, mimeType, base64 }) => {
        const transfer = new DataTransfer();
        const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
        transfer.items.add(new File([bytes], name, { type: mimeType }));
        return transfer;
      },
      { name: png.name, mimeType: png.mimeType, base64: png.buffer.toString('base64') },
    );
    for (const type of ['dragenter', 'dragover', 'drop'])
      await zone.dispatchEvent(type, { dataTransfer: files });
    await expect.poll(dropped.asked).toBe(1);
    dropped.release();
    const droppedComposer = dropped.tab.locator('form').filter({ has: zone });
    await expectUploaded(droppedComposer);
    // Dropped on the page, not opened by the browser in its place.
    expect(new URL(dropped.tab.url()).pathname).toBe(`/view/${demoClaimToken()}`);
    await dropped.tab.context().close();
  });
});
