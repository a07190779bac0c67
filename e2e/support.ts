/**
 * What the end-to-end tests share: Debian's Chromium through playwright-core (never a downloaded browser),
 * the server's address, an axe check and the order lookup. playwright-core has no web-first assertions, so
 * tests wait on roles and text with `waitFor`, then assert with vitest.
 */
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newId } from '@orderprotection/domain';
import type { AxeResults } from 'axe-core';
import { type ParsedMail, simpleParser } from 'mailparser';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

export const baseUrl = (): string => inject('baseUrl');
/** The token of the first demo claim the start message names: Nightjar's #501 (server/README.md). */
export const demoClaimToken = (): string => inject('demoClaimTokens')[0] ?? '';
/** The token of every demo claim the start message names, one per demo store with a claim. */
export const demoClaimTokens = (): string[] => inject('demoClaimTokens');
export const dataDir = (): string => inject('dataDir');

/** The parsed emails the server has written to `DATA_DIR/mail/` (it has no SMTP_URL) for `to`. */
export async function emailsTo(to: string): Promise<ParsedMail[]> {
  const folder = join(dataDir(), 'mail');
  const names = await readdir(folder).catch(() => []);
  const parsed = await Promise.all(
    names.map(async (name) => simpleParser(await readFile(join(folder, name)))),
  );
  return parsed.filter((mail) => mail.to !== undefined && JSON.stringify(mail.to).includes(to));
}

// The e2e tests sign in with the same codes as the server's tests.
export { totp } from '../server/test/support/totp';

/** Long enough for a lazily loaded page on a loaded 2-core machine, short of the test timeout. */
export const WAIT_MS = 30_000;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
}

/**
 * React's reports of a server-rendered page it could not hydrate as rendered (in production builds, its
 * minified errors 418 to 425), or any message about hydration.
 */
const HYDRATION_PROBLEM = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;
const hydrationProblems: string[] = [];

/** The hydration problems seen on any page opened since the last call; setup.ts fails a test on one. */
export function takeHydrationProblems(): string[] {
  return hydrationProblems.splice(0);
}

export async function newPage(
  browser: Browser,
  options: {
    width?: number;
    deviceScaleFactor?: number;
    javaScriptEnabled?: boolean;
    timezoneId?: string;
  } = {},
): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1280, height: 900 },
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(options.timezoneId === undefined ? {} : { timezoneId: options.timezoneId }),
  });
  context.setDefaultTimeout(WAIT_MS);
  context.on('console', (message) => {
    if (HYDRATION_PROBLEM.test(message.text()))
      hydrationProblems.push(`${message.text()} on ${message.page()?.url()}`);
  });
  context.on('weberror', (error) => {
    const { message } = error.error();
    if (HYDRATION_PROBLEM.test(message)) hydrationProblems.push(`${message} on ${error.page()?.url()}`);
  });
  return context.newPage();
}

/**
 * Resolves once React has taken over `locator`'s element: a server-rendered page shows before its script
 * runs, and a click or a keystroke before hydration would reach the bare HTML.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))),
      {
        timeout: WAIT_MS,
      },
    )
    .toBe(true);
}

export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' });
  return locator;
}

/** The page's h1 once it shows `name`: every page moves focus to its heading after a route change. */
export async function heading(page: Page, name: string | RegExp): Promise<Locator> {
  try {
    const shown = await visible(page.getByRole('heading', { level: 1, name }));
    await hydrated(shown);
    return shown;
  } catch (error) {
    // Say where the shopper is instead: the page's heading and what it announces.
    const shown = await page.getByRole('heading', { level: 1 }).allTextContents();
    const alerts = await page.getByRole('alert').allTextContents();
    const paragraphs = (await page.locator('p').allTextContents()).slice(0, 5);
    throw new Error(
      `Expected the heading ${String(name)} on ${page.url()}; the page shows ${JSON.stringify(shown)}, alerts ${JSON.stringify(alerts)}, paragraphs ${JSON.stringify(paragraphs)}`,
      { cause: error },
    );
  }
}

const AXE_SOURCE = readFileSync(
  fileURLToPath(new URL('../node_modules/axe-core/axe.min.js', import.meta.url)),
  'utf8',
);

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  targets: string[];
}

/** axe-core's violations on the page as it is now (WCAG 2.x A and AA and best practices). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document): Promise<AxeResults> } };
    return axe.run(document);
  });
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/**
 * Ticks a checkbox or radio the way a shopper does, through its visible label: the design system draws
 * its own box over the input, so the label is what takes the click.
 */
export async function tick(input: Locator): Promise<void> {
  const id = await input.getAttribute('id');
  // Either a label points at the input, or the input sits inside its label (the choice cards).
  const label =
    id === null ? input.locator('xpath=ancestor::label') : input.page().locator(`label[for="${id}"]`);
  await label.click();
  await expect.poll(() => input.isChecked(), { timeout: WAIT_MS }).toBe(true);
}

/** Fails with the list of axe's violations on the page as it is now, if there is any. */
export async function noViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** Nothing on the page sticks out sideways: on a phone it reads without scrolling left and right. */
export async function fitsTheWidth(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(clientWidth);
}

/** A real 1×1 PNG: the server checks the bytes of an upload against its declared type. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const pngFile = (name: string): FilePayload => ({ name, mimeType: 'image/png', buffer: PNG_BYTES });
export const textFile = (name: string): FilePayload => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from('Not a photo.'),
});

/** One unit of an item of a demo order's shipment, to file a claim for (server/demo/demo-data.json). */
export interface DemoOrderItem {
  orderNumber: string;
  email: string;
  sourceFulfillmentId: string;
  sourceItemId: string;
}

/**
 * Files a claim for one damaged unit of `item`'s order through the API, as the portal files it (with the
 * lookup's proof), and answers its link token and number: a claim of the test's own, for a test that
 * changes it.
 */
export async function fileDemoClaim(
  item: DemoOrderItem,
  details: string,
): Promise<{ token: string; claimNumber: number }> {
  const lookup = await fetch(
    `${baseUrl()}/api/order-lookup?${new URLSearchParams({ order: item.orderNumber, email: item.email })}`,
  );
  expect(lookup.status).toBe(200);
  const order = (await lookup.json()) as { systemOrderId: string };
  const answer = await fetch(`${baseUrl()}/api/claims/${encodeURIComponent(order.systemOrderId)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-order-token': lookup.headers.get('x-order-token') ?? '',
    },
    body: JSON.stringify({
      email: item.email,
      fulfillmentIssues: [
        {
          sourceFulfillmentId: item.sourceFulfillmentId,
          issues: [
            {
              id: newId(),
              sourceItemId: item.sourceItemId,
              quantity: 1,
              type: 'DAMAGED',
              details,
              media: [],
              sameIssueForAllUnits: true,
            },
          ],
        },
      ],
      resolution: {
        customerSignature: `data:image/png;base64,${PNG_BYTES.toString('base64')}`,
        desiredMethod: 'REFUND',
      },
    }),
  });
  expect(answer.status).toBe(201);
  const claim = (await answer.json()) as { id: string; claimNumber: number };
  return { token: claim.id, claimNumber: claim.claimNumber };
}

/** The claim token of a /view/{token} or /print/{token} page. */
export function claimTokenOf(page: Page): string {
  const token = /\/(?:view|print)\/([\w-]+)/.exec(new URL(page.url()).pathname)?.[1];
  if (token === undefined) throw new Error(`Not on a claim's page: ${page.url()}`);
  return token;
}

export async function lookUp(page: Page, orderNumber: string, email: string, query = ''): Promise<void> {
  await page.goto(`/start${query}`);
  await heading(page, 'Get a resolution for your order in minutes');
  await page.getByLabel('Order Number').fill(orderNumber);
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Find my order' }).click();
}

/** On the issues page: picks the kind of problem by its card, with axe checked first. */
export async function chooseIssueGroup(
  page: Page,
  group: 'Issues with my items' | "Haven't received my order",
): Promise<void> {
  await heading(page, "What's happening with your order?");
  await noViolations(page);
  await tick(page.getByRole('radio', { name: new RegExp(group) }));
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Picks `option` in a design-system Select (a button opening a listbox) with the pointer. */
export async function selectOption(page: Page, trigger: Locator, option: string): Promise<void> {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => trigger.textContent(), { timeout: WAIT_MS }).toContain(option);
}

/** How the shopper signs in the signature modal: types their name, or draws with the pointer. */
export type SignatureInput = { type: string } | 'draw';

/**
 * On the review page: confirms the address, signs in the signature modal, and submits, with axe on the
 * page and in the modal; ends on the claim-received page.
 */
export async function signAndSubmit(page: Page, signature: SignatureInput): Promise<void> {
  await heading(page, 'Review and complete your claim.');
  await noViolations(page);
  await tick(
    page.getByRole('checkbox', {
      name: 'I confirm this address is accurate and understand items cannot be reshipped multiple times if incorrect.',
    }),
  );
  await page.getByRole('button', { name: 'Add your signature' }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Sign your claim' }));
  if (signature === 'draw') {
    const pad = await visible(dialog.getByRole('img', { name: 'Signature' }));
    const box = await pad.boundingBox();
    if (box === null) throw new Error('The signature pad has no size');
    // A stroke across the pad, like a quick signature.
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
    await page.mouse.down();
    for (let step = 1; step <= 12; step += 1) {
      const x = box.x + box.width * (0.1 + step * 0.065);
      const y = box.y + box.height * (step % 2 === 0 ? 0.35 : 0.65);
      await page.mouse.move(x, y, { steps: 3 });
    }
    await page.mouse.up();
  } else {
    await tick(dialog.getByRole('radio', { name: 'Type' }));
    await dialog.getByRole('textbox', { name: 'Type your full name' }).fill(signature.type);
  }
  await noViolations(page);
  await dialog.getByRole('button', { name: 'Use this signature' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await visible(page.getByRole('img', { name: 'Your signature' }));
  await page.getByRole('button', { name: 'Submit your claim' }).click();
  await heading(page, "We've received your claim");
  await noViolations(page);
}

/** From the claim-received page, follows "View my claim"; returns the claim's number and token. */
export async function viewSubmittedClaim(page: Page): Promise<{ claimNumber: string; token: string }> {
  const received = await page.getByText(/^Claim #\d+ for order/).textContent();
  const claimNumber = /Claim #(\d+)/.exec(received ?? '')?.[1];
  if (claimNumber === undefined) throw new Error(`No claim number on the claim-received page: ${received}`);
  await page.getByRole('link', { name: 'View my claim' }).click();
  await heading(page, `My Claim #${claimNumber}`);
  return { claimNumber, token: claimTokenOf(page) };
}

/** Whether the focused element is one of those `target` matches. */
async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
}

/**
 * Moves focus with Tab (or Shift+Tab) until it is on `target` (any of the elements it matches), the way a
 * keyboard user reaches a control; fails after `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 40 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (await isFocused(target)) return;
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`Tab did not reach ${String(target)} in ${max} presses; focus is on ${focused}`);
}

/**
 * Checks `radio` by keyboard: Tab into its group (a group is one tab stop), then arrow keys to it.
 * `group` matches every radio of the group.
 */
export async function chooseRadioByKeyboard(page: Page, group: Locator, radio: Locator): Promise<void> {
  await tabTo(page, group);
  for (let presses = 0; presses < 10 && !(await isFocused(radio)); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  if (!(await radio.isChecked())) await page.keyboard.press('Space');
  await expect.poll(() => radio.isChecked(), { timeout: WAIT_MS }).toBe(true);
}

/** Tabs to a button or link and activates it with Enter. */
export async function pressByKeyboard(
  page: Page,
  target: Locator,
  key: 'Enter' | 'Space' = 'Enter',
): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Waits until a file field (the dropzone inside `scope`) says its file is uploaded; says why not, if not. */
export async function expectUploaded(scope: Locator): Promise<void> {
  try {
    await visible(scope.getByText('Uploaded', { exact: true }));
  } catch (error) {
    const shown = await scope.locator('fieldset').allInnerTexts();
    throw new Error(`The file was not uploaded; the file field shows ${JSON.stringify(shown)}`, {
      cause: error,
    });
  }
}
