/**
 * Both paths of the claim flow to a submitted claim against the real server: the items path with a photo
 * (and refused file types), the shipment path signed by drawing, the items path by keyboard only, and a
 * submission after a new build replaced the confirmation page's code; then each claim's view page. Each
 * test claims a different demo order (server/README.md), as a claimed item cannot be claimed twice. axe
 * runs on every page and modal shown.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseIssueGroup,
  chooseRadioByKeyboard,
  expectUploaded,
  fitsTheWidth,
  heading,
  launchBrowser,
  lookUp,
  newPage,
  noViolations,
  pngFile,
  pressByKeyboard,
  selectOption,
  signAndSubmit,
  tabTo,
  textFile,
  tick,
  viewSubmittedClaim,
  visible,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The view page of a claim: its status badge and the facts every claim shows. */
async function expectClaimView(tab: Page, orderNumber: string, issue: string): Promise<void> {
  await visible(tab.getByText('New', { exact: true }));
  const facts = tab.locator('dl').first();
  expect(await facts.textContent()).toContain(`Order ID#${orderNumber}`);
  await visible(tab.getByText(issue).first());
  await noViolations(tab);
}

describe('the items path', () => {
  it('files a damaged item with a photo, refusing a text file, and opens the claim', async () => {
    const tab = await newPage(browser);
    await lookUp(tab, '4001', 'tim@example.ca');
    await chooseIssueGroup(tab, 'Issues with my items');

    await heading(tab, 'Tell us about your issues.');
    await noViolations(tab);
    await tick(tab.getByRole('checkbox', { name: 'Arctic Parka' }));
    await tab.getByRole('button', { name: 'Continue' }).click();
    const dialog = await visible(tab.getByRole('dialog', { name: 'What is wrong with this item?' }));
    await selectOption(tab, dialog.getByRole('button', { name: /Issue/ }), 'Damaged');
    await dialog.getByRole('textbox', { name: 'Details' }).fill('The hood seam split open.');
    await expectRefusedFileKeepsPhoto(dialog);
    await noViolations(tab);
    await dialog.getByRole('button', { name: 'Save and finish' }).click();

    await heading(tab, 'How can we fix this for you?');
    await noViolations(tab);
    await tick(tab.getByRole('radio', { name: /I want a refund/ }));
    await tab.getByRole('button', { name: 'Continue' }).click();

    await heading(tab, 'Review and complete your claim.');
    await visible(tab.getByText('The hood seam split open.'));
    await signAndSubmit(tab, { type: 'Tim Berners-Lee' });
    const received = await tab.getByText(/^Claim #\d+ for order #4001 is filed\./).textContent();
    // A reload of the confirmation still names this claim and links to it.
    await tab.reload();
    await heading(tab, "We've received your claim");
    expect(await tab.getByText(/^Claim #\d+ for order/).textContent()).toBe(received);
    await viewSubmittedClaim(tab);
    await expectClaimView(tab, '4001', 'The hood seam split open.');
    await visible(tab.getByText('Arctic Parka').first());
    // The photo sent with the item is stored and served: its thumbnail loads.
    const thumbnail = await visible(
      tab.getByRole('region', { name: 'Photos' }).getByRole('button', { name: /^View photo/ }),
    );
    await expect
      .poll(() => thumbnail.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    await tab.context().close();
  });
});

describe('submitting while a new build is deployed', () => {
  it('still confirms the claim when the confirmation page can no longer be downloaded', async () => {
    const tab = await newPage(browser);
    // The confirmation page's code, once the browser has it.
    const isConfirmationChunk = (url: string) => /\/assets\/ClaimReceivedPage-[\w-]+\.js$/.test(url);
    let confirmationFetched = false;
    tab.on('requestfinished', (request) => {
      if (isConfirmationChunk(request.url())) confirmationFetched = true;
    });
    await lookUp(tab, '1007', 'edsger@example.com');
    // Not protected, but the store allows one claim for it.
    const courtesy = await visible(tab.getByRole('dialog', { name: 'A one-time courtesy' }));
    await noViolations(tab);
    await courtesy.getByRole('button', { name: 'Accept and continue' }).click();
    await chooseIssueGroup(tab, 'Issues with my items');

    await heading(tab, 'Tell us about your issues.');
    await tick(tab.getByRole('checkbox', { name: 'Camp Lantern' }));
    await tab.getByRole('button', { name: 'Continue' }).click();
    const dialog = await visible(tab.getByRole('dialog', { name: 'What is wrong with this item?' }));
    await selectOption(tab, dialog.getByRole('button', { name: /Issue/ }), 'Missing');
    await dialog.getByRole('button', { name: 'Save and finish' }).click();
    await heading(tab, 'How can we fix this for you?');
    await tick(tab.getByRole('radio', { name: /Reship them to me/ }));
    await tab.getByRole('button', { name: 'Continue' }).click();

    await heading(tab, 'Review and complete your claim.');
    await expect.poll(() => confirmationFetched, { timeout: 10_000 }).toBe(true);
    // A deploy replaces the build: the chunks this page was built with are gone.
    await tab.route(
      (url) => isConfirmationChunk(url.href),
      (route) => route.fulfill({ status: 404, body: 'Not found' }),
    );
    await signAndSubmit(tab, { type: 'Edsger Dijkstra' });
    expect(new URL(tab.url()).pathname).toBe('/claim-received');
    await viewSubmittedClaim(tab);
    await expectClaimView(tab, '1007', 'Camp Lantern');
    await tab.context().close();
  });
});

describe('the shipment path', () => {
  it('files a shipment delivered but not received on a phone, signed by drawing, and opens the claim', async () => {
    // A phone: 360 px wide at twice the pixel density, so the drawn signature is as large as a phone makes it.
    const tab = await newPage(browser, { width: 360, deviceScaleFactor: 2 });
    await lookUp(tab, '1002', 'grace@example.com');
    await heading(tab, 'Your order was sent in several shipments');
    await noViolations(tab);
    await fitsTheWidth(tab);
    await tab.getByRole('link', { name: 'Continue with my claim' }).click();
    await chooseIssueGroup(tab, "Haven't received my order");

    await heading(tab, "Select the shipment(s) you're having issues with.");
    await noViolations(tab);
    await fitsTheWidth(tab);
    // The shipment delivered yesterday cannot be chosen yet, and says from when it can.
    expect(await tab.getByRole('checkbox', { name: /Shipment \d of 3/ }).count()).toBe(3);
    const tooSoon = tab.getByRole('checkbox', { name: 'Shipment 3 of 3' });
    expect(await tooSoon.getAttribute('aria-disabled')).toBe('true');
    expect(
      await tab.getByRole('checkbox', { name: 'Shipment 1 of 3' }).getAttribute('aria-disabled'),
    ).toBeNull();
    await visible(tab.getByText(/You can file a claim for this shipment from/));
    await tick(tab.getByRole('checkbox', { name: /Shipment 1 of 3/ }));
    await tab.getByRole('button', { name: 'Continue' }).click();

    await heading(tab, 'What happened to your shipment?');
    await noViolations(tab);
    await fitsTheWidth(tab);
    await tick(tab.getByRole('radio', { name: 'Delivered not received' }));
    await tab
      .getByRole('textbox', { name: 'Anything else we should know? (optional)' })
      .fill('The tracking says delivered, but nothing was at the door.');
    await tab.getByRole('button', { name: 'Continue' }).click();

    await heading(tab, 'How can we fix this for you?');
    await noViolations(tab);
    await fitsTheWidth(tab);
    await tick(tab.getByRole('radio', { name: /Reship them to me/ }));
    await tab.getByRole('button', { name: 'Continue' }).click();

    await heading(tab, 'Review and complete your claim.');
    await visible(tab.getByText('Enamel Mug').first());
    await fitsTheWidth(tab);
    await signAndSubmit(tab, 'draw');
    await viewSubmittedClaim(tab);
    await expectClaimView(tab, '1002', 'Delivered not received');
    await visible(tab.getByText('Enamel Mug').first());
    await fitsTheWidth(tab);
    await tab.context().close();
  });
});

describe('the items path by keyboard', () => {
  it('files a claim with Tab, arrows, Space and Enter only, and opens it', async () => {
    const tab = await newPage(browser);
    const keys = tab.keyboard;
    await tab.goto('/start');
    await heading(tab, 'Get a resolution for your order in minutes');
    await tabTo(tab, tab.getByLabel('Order Number'));
    await keys.type('3001');
    await tabTo(tab, tab.getByLabel('Email Address'));
    await keys.type('yukihiro@example.jp');
    await keys.press('Enter');

    await heading(tab, "What's happening with your order?");
    await noViolations(tab);
    await chooseRadioByKeyboard(
      tab,
      tab.getByRole('radio'),
      tab.getByRole('radio', { name: /Issues with my items/ }),
    );
    await pressByKeyboard(tab, tab.getByRole('button', { name: 'Continue' }));

    await heading(tab, 'Tell us about your issues.');
    await noViolations(tab);
    const whisk = tab.getByRole('checkbox', { name: 'Bamboo Whisk' });
    await tabTo(tab, whisk);
    await keys.press('Space');
    await expect.poll(() => whisk.isChecked()).toBe(true);
    await pressByKeyboard(tab, tab.getByRole('button', { name: 'Continue' }));
    const dialog = await visible(tab.getByRole('dialog', { name: 'What is wrong with this item?' }));
    const issueField = dialog.getByRole('button', { name: /Issue/ });
    await tabTo(tab, issueField);
    await keys.press('ArrowDown');
    await visible(tab.getByRole('option', { name: 'Damaged', exact: true }));
    await keys.press('ArrowDown');
    await keys.press('Enter');
    await expect.poll(() => issueField.textContent()).toContain('Defective');
    await tabTo(tab, dialog.getByRole('textbox', { name: 'Details' }));
    await keys.type('The tines snapped on first use.');
    await noViolations(tab);
    await pressByKeyboard(tab, dialog.getByRole('button', { name: 'Save and finish' }));

    await heading(tab, 'How can we fix this for you?');
    await noViolations(tab);
    await chooseRadioByKeyboard(
      tab,
      tab.getByRole('radio'),
      tab.getByRole('radio', { name: /I want a refund/ }),
    );
    await pressByKeyboard(tab, tab.getByRole('button', { name: 'Continue' }));

    await heading(tab, 'Review and complete your claim.');
    await visible(tab.getByText('The tines snapped on first use.'));
    await noViolations(tab);
    const confirm = tab.getByRole('checkbox', { name: /I confirm this address is accurate/ });
    await tabTo(tab, confirm);
    await keys.press('Space');
    await expect.poll(() => confirm.isChecked()).toBe(true);
    await pressByKeyboard(tab, tab.getByRole('button', { name: 'Add your signature' }));
    const signature = await visible(tab.getByRole('dialog', { name: 'Sign your claim' }));
    await chooseRadioByKeyboard(
      tab,
      signature.getByRole('radio'),
      signature.getByRole('radio', { name: 'Type' }),
    );
    await tabTo(tab, signature.getByRole('textbox', { name: 'Type your full name' }));
    await keys.type('Yukihiro Matsumoto');
    await noViolations(tab);
    await pressByKeyboard(tab, signature.getByRole('button', { name: 'Use this signature' }));
    await signature.waitFor({ state: 'hidden' });
    await visible(tab.getByRole('img', { name: 'Your signature' }));
    await pressByKeyboard(tab, tab.getByRole('button', { name: 'Submit your claim' }));

    await heading(tab, "We've received your claim");
    await noViolations(tab);
    await pressByKeyboard(tab, tab.getByRole('link', { name: 'View my claim' }));
    await heading(tab, /^My Claim #\d+$/);
    await expectClaimView(tab, '3001', 'The tines snapped on first use.');
    await tab.context().close();
  });
});

/**
 * In the item dialog's photo field: a photo and a text file chosen together, then an .exe on its own.
 * Each refused file is named in the domain's words; the photo stays and finishes uploading.
 */
async function expectRefusedFileKeepsPhoto(dialog: Locator): Promise<void> {
  const input = dialog.locator('input[type="file"]');
  await input.setInputFiles([pngFile('parka.png'), textFile('notes.txt')]);
  const refusal = dialog.getByText(/"notes\.txt" is not a photo or video\. Upload .+ photos, or .+ videos\./);
  await visible(refusal);
  await expectUploaded(dialog);
  await input.setInputFiles([{ ...textFile('setup.exe'), mimeType: 'application/octet-stream' }]);
  await visible(dialog.getByText(/"setup\.exe" is not a photo or video\./));
  // The earlier message is about the earlier attempt; the photo is still there.
  await refusal.waitFor({ state: 'detached' });
  await visible(dialog.getByRole('button', { name: /parka\.png/ }).first());
  await expectUploaded(dialog);
}
