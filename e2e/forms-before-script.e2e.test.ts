/**
 * The start page's form, the issues page's, the items and shipments pages', a claim page's message composer
 * and a claim's review form are in the first HTML, so a shopper may use them before the page's script has
 * run (a phone on a slow network), or without one at all: what they type, choose or tick is kept when the
 * page hydrates, and a form sent before the script runs, or without JavaScript, is answered by the server
 * with the page the app would show (for the items and shipments pages, whose next step needs the script:
 * the same page, with what was ticked). Orders and the claim are the demo data's (server/README.md), but
 * for the tests' own one-time courtesy (own-orders.ts); a review is of a claim each test files for itself,
 * as a claim has one.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTA_ORDER } from './own-orders';
import {
  baseUrl,
  type DemoOrderItem,
  demoClaimToken,
  fileDemoClaim,
  heading,
  hydrated,
  launchBrowser,
  newPage,
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

const ORDER_NOT_FOUND =
  "We couldn't find a match for that order number and email address. Please double-check your order confirmation email to ensure you're using the correct order number and email address for the order.";

/** Fills the start page's fields and sends the form, as a shopper does without a script to help. */
async function sendStartForm(tab: Page, orderNumber: string, email: string): Promise<void> {
  await tab.getByLabel('Order Number').fill(orderNumber);
  await tab.getByLabel('Email Address').fill(email);
  await tab.getByRole('button', { name: 'Find my order' }).click();
}

/**
 * The entry scripts of the portal's build: index.html's, which hydrates every page with the router, and
 * the one of a claim's page (portal/src/viewMain.tsx).
 */
const ENTRY_SCRIPTS = { index: /\/assets\/index-[\w-]+\.js$/, view: /\/assets\/view-[\w-]+\.js$/ };

/**
 * A tab whose entry script is held back until `release` is called, and which records every field error or
 * alert the page ever shows.
 */
async function tabWithScriptHeld(
  entry: keyof typeof ENTRY_SCRIPTS = 'index',
): Promise<{ tab: Page; release: () => void; entryRequests: () => number }> {
  const tab = await newPage(browser);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requests = 0;
  await tab.route(ENTRY_SCRIPTS[entry], async (route) => {
    requests += 1;
    await released;
    await route.continue();
  });
  await tab.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { seenAlerts: seen });
    new MutationObserver(() => {
      for (const element of Array.from(document.querySelectorAll('[role="alert"], [aria-invalid="true"]'))) {
        // An empty alert region is where an alert would be announced, not one shown.
        const text = element.textContent?.trim() ?? '';
        const shown = text || (element.getAttribute('aria-invalid') === 'true' ? element.outerHTML : '');
        if (shown !== '' && !seen.includes(shown)) seen.push(shown);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  return { tab, release, entryRequests: () => requests };
}

const seenAlerts = (tab: Page): Promise<string[]> =>
  tab.evaluate(() => (window as unknown as { seenAlerts: string[] }).seenAlerts);

describe('the start page before its script has run', () => {
  it('keeps what was typed when the page hydrates, and finds the order with it', async () => {
    const { tab, release, entryRequests } = await tabWithScriptHeld();
    await tab.goto('/start', { waitUntil: 'commit' });
    await visible(tab.getByRole('heading', { level: 1, name: 'Get a resolution for your order in minutes' }));
    await expect.poll(entryRequests).toBeGreaterThan(0);
    await tab.getByLabel('Order Number').fill('1001');
    await tab.getByLabel('Email Address').fill('ada@example.com');
    release();
    await hydrated(tab.getByLabel('Order Number'));
    // React's next render of the page would write the state it hydrated with back into the fields.
    await tab.getByLabel('Email Address').press('End');
    await tab.getByLabel('Email Address').press('Space');
    await tab.getByLabel('Email Address').press('Backspace');
    expect(await tab.getByLabel('Order Number').inputValue()).toBe('1001');
    expect(await tab.getByLabel('Email Address').inputValue()).toBe('ada@example.com');
    await tab.getByRole('button', { name: 'Find my order' }).click();
    await heading(tab, "What's happening with your order?");
    expect(new URL(tab.url()).pathname).toBe('/issues');
    expect(await seenAlerts(tab)).toEqual([]);
    await tab.context().close();
  });

  it('is answered by the server when sent before the script runs, and the next page hydrates with the order', async () => {
    const { tab, release } = await tabWithScriptHeld();
    // The load event may wait for the held script, so the navigation waits only for the answer to start.
    await tab.goto('/start?store=aurora', { waitUntil: 'commit' });
    await visible(tab.getByRole('heading', { level: 1, name: 'Get a resolution for your order in minutes' }));
    await tab.getByLabel('Order Number').fill('1001');
    await tab.getByLabel('Email Address').fill('ada@example.com');
    // The next page's load event waits for its held script: the click is done once the page is there.
    await tab.getByRole('button', { name: 'Find my order' }).click({ noWaitAfter: true });
    await tab.waitForURL((url) => url.pathname === '/issues', { waitUntil: 'commit' });
    await visible(tab.getByRole('heading', { level: 1, name: "What's happening with your order?" }));
    // The store stays on every link of the visit.
    expect(new URL(tab.url()).searchParams.get('store')).toBe('aurora');
    release();
    await heading(tab, "What's happening with your order?");
    await visible(tab.getByText(/^Order #?1001/));
    expect(await seenAlerts(tab)).toEqual([]);
    // The order found by the server's lookup is the app's current order: the flow goes on.
    await tick(tab.getByRole('radio', { name: /Haven't received my order/ }));
    await tab.getByRole('button', { name: 'Continue' }).click();
    await tab.waitForURL((url) => url.pathname !== '/issues');
    expect(new URL(tab.url()).pathname).not.toBe('/start');
    await tab.context().close();
  });

  it('shows the store’s one-time courtesy at once, which becomes its dialog once the script runs', async () => {
    const { tab, release } = await tabWithScriptHeld();
    await tab.goto('/start?store=aurora', { waitUntil: 'commit' });
    await visible(tab.getByRole('heading', { level: 1, name: 'Get a resolution for your order in minutes' }));
    await tab.getByLabel('Order Number').fill(OTA_ORDER.orderNumber);
    await tab.getByLabel('Email Address').fill(OTA_ORDER.email);
    await tab.getByRole('button', { name: 'Find my order' }).click({ noWaitAfter: true });
    await visible(tab.getByText(/Aurora Outfitters is making a one-time exception/));
    release();
    const dialog = await visible(tab.getByRole('dialog', { name: 'A one-time courtesy' }));
    await dialog.getByRole('button', { name: 'Accept and continue' }).click();
    await heading(tab, "What's happening with your order?");
    await tab.context().close();
  });
});

describe('the start page without JavaScript', () => {
  const noScriptTab = () => newPage(browser, { javaScriptEnabled: false });

  it('finds the order and shows the next page', async () => {
    const tab = await noScriptTab();
    await tab.goto('/start');
    await sendStartForm(tab, '1001', 'ada@example.com');
    await visible(tab.getByRole('heading', { level: 1, name: "What's happening with your order?" }));
    expect(new URL(tab.url()).pathname).toBe('/issues');
    await visible(tab.getByText(/^Order #?1001/));
    await tab.context().close();
  });

  it('says when nothing matches, in the spec words, and keeps what was typed', async () => {
    const tab = await noScriptTab();
    await tab.goto('/start');
    await sendStartForm(tab, '1001', 'not-ada@example.com');
    expect(await (await visible(tab.getByRole('alert'))).textContent()).toBe(ORDER_NOT_FOUND);
    expect(new URL(tab.url()).pathname).toBe('/start');
    expect(await tab.getByLabel('Order Number').inputValue()).toBe('1001');
    expect(await tab.getByLabel('Email Address').inputValue()).toBe('not-ada@example.com');
    await tab.context().close();
  });

  it('says which field is missing', async () => {
    const tab = await noScriptTab();
    await tab.goto('/start');
    await sendStartForm(tab, ' ', 'ada@example.com');
    await visible(tab.getByText('Enter your order number.'));
    expect(await tab.getByLabel('Order Number').getAttribute('aria-invalid')).toBe('true');
    expect(await tab.getByLabel('Email Address').inputValue()).toBe('ada@example.com');
    await tab.context().close();
  });

  it('shows too soon, with the first date a claim can be filed', async () => {
    const tab = await noScriptTab();
    await tab.goto('/start');
    await sendStartForm(tab, ' 1003 ', 'alan@example.com');
    await visible(tab.getByRole('heading', { level: 1, name: 'Hold that thought!' }));
    expect(new URL(tab.url()).pathname).toBe('/too-soon');
    await visible(tab.getByText('You can file a claim from'));
    await tab.context().close();
  });

  it('shows too late', async () => {
    const tab = await noScriptTab();
    await tab.goto('/start');
    await sendStartForm(tab, '1004', 'katherine@example.com');
    await visible(
      tab.getByRole('heading', { level: 1, name: "It's too late to file a claim for this order" }),
    );
    expect(new URL(tab.url()).pathname).toBe('/too-late');
    await tab.context().close();
  });

  it('shows not shipped', async () => {
    const tab = await noScriptTab();
    await tab.goto('/start');
    await sendStartForm(tab, '1005', 'margaret@example.com');
    await visible(tab.getByRole('heading', { level: 1, name: "Your order hasn't shipped yet" }));
    expect(new URL(tab.url()).pathname).toBe('/not-shipped');
    await tab.context().close();
  });

  it('says an unprotected order cannot be claimed here', async () => {
    const tab = await noScriptTab();
    await tab.goto('/start?store=aurora');
    await sendStartForm(tab, '1006', 'barbara@example.com');
    await visible(tab.getByText("This order isn't covered by package protection"));
    await visible(tab.getByText(/Please contact Aurora Outfitters directly/));
    expect(new URL(tab.url()).pathname).toBe('/start');
    expect(await tab.getByLabel('Order Number').inputValue()).toBe('1006');
    await tab.context().close();
  });

  it('leads an order sent in several shipments to the shipments overview, and its link on', async () => {
    const tab = await noScriptTab();
    await tab.goto('/start');
    await sendStartForm(tab, '1002', 'grace@example.com');
    await visible(tab.getByRole('heading', { level: 1, name: 'Your order was sent in several shipments' }));
    expect(new URL(tab.url()).pathname).toBe('/multiple-shipments');
    await tab.getByRole('link', { name: 'Continue with my claim' }).click();
    await visible(tab.getByRole('heading', { level: 1, name: "What's happening with your order?" }));
    await tick(tab.getByRole('radio', { name: /Haven't received my order/ }));
    await tab.getByRole('button', { name: 'Continue' }).click();
    await visible(
      tab.getByRole('heading', { level: 1, name: "Select the shipment(s) you're having issues with." }),
    );
    expect(new URL(tab.url()).pathname).toBe('/issues/shipment');
    await tab.context().close();
  });

  it('offers the store’s one-time courtesy, whose link leads on', async () => {
    const tab = await noScriptTab();
    await tab.goto('/start?store=aurora');
    await sendStartForm(tab, OTA_ORDER.orderNumber, OTA_ORDER.email);
    await visible(tab.getByText('A one-time courtesy'));
    await visible(tab.getByText(/Aurora Outfitters is making a one-time exception/));
    expect(await tab.getByRole('link', { name: 'Not now' }).getAttribute('href')).toBe('/start?store=aurora');
    await tab.getByRole('link', { name: 'Accept and continue' }).click();
    await visible(tab.getByRole('heading', { level: 1, name: "What's happening with your order?" }));
    expect(new URL(tab.url()).pathname).toBe('/issues');
    await tab.context().close();
  });
});

describe('the issues page without JavaScript', () => {
  it('asks for a choice in the spec words, then leads the chosen one to its page', async () => {
    const tab = await newPage(browser, { javaScriptEnabled: false });
    await tab.goto('/start?store=aurora');
    await sendStartForm(tab, '1001', 'ada@example.com');
    await visible(tab.getByRole('heading', { level: 1, name: "What's happening with your order?" }));
    await tab.getByRole('button', { name: 'Continue' }).click();
    await visible(tab.getByText("Choose what's happening with your order."));
    expect(new URL(tab.url()).pathname).toBe('/issues');
    await tick(tab.getByRole('radio', { name: /Issues with my items/ }));
    await tab.getByRole('button', { name: 'Continue' }).click();
    await visible(tab.getByRole('heading', { level: 1, name: 'Tell us about your issues.' }));
    const url = new URL(tab.url());
    expect([url.pathname, url.searchParams.get('store')]).toEqual(['/issues/items', 'aurora']);
    await tab.context().close();
  });
});

describe('the issues page before its script has run', () => {
  /** The issues page of order 1001, its lookup sent before the script ran (which stays held back). */
  async function issuesPageBeforeScript() {
    const held = await tabWithScriptHeld();
    const { tab } = held;
    await tab.goto('/start', { waitUntil: 'commit' });
    await visible(tab.getByRole('heading', { level: 1, name: 'Get a resolution for your order in minutes' }));
    await tab.getByLabel('Order Number').fill('1001');
    await tab.getByLabel('Email Address').fill('ada@example.com');
    await tab.getByRole('button', { name: 'Find my order' }).click({ noWaitAfter: true });
    await tab.waitForURL((url) => url.pathname === '/issues', { waitUntil: 'commit' });
    await visible(tab.getByRole('heading', { level: 1, name: "What's happening with your order?" }));
    return held;
  }

  it('keeps the choice when the page hydrates, and goes on with it', async () => {
    const { tab, release } = await issuesPageBeforeScript();
    const sent: string[] = [];
    tab.on('request', (request) => {
      if (request.method() === 'POST') sent.push(new URL(request.url()).pathname);
    });
    await tick(tab.getByRole('radio', { name: /Haven't received my order/ }));
    release();
    await heading(tab, "What's happening with your order?");
    await hydrated(tab.getByRole('button', { name: 'Continue' }));
    await tab.getByRole('button', { name: 'Continue' }).click();
    await heading(tab, "Select the shipment(s) you're having issues with.");
    // The page's script went on with the choice: the form was not sent to the server.
    expect(sent).toEqual([]);
    expect(await seenAlerts(tab)).toEqual([]);
    await tab.context().close();
  });

  it('is answered by the server when sent before the script runs, and the next page goes on', async () => {
    const { tab, release } = await issuesPageBeforeScript();
    await tick(tab.getByRole('radio', { name: /Issues with my items/ }));
    await tab.getByRole('button', { name: 'Continue' }).click({ noWaitAfter: true });
    await tab.waitForURL((url) => url.pathname === '/issues/items', { waitUntil: 'commit' });
    await visible(tab.getByRole('heading', { level: 1, name: 'Tell us about your issues.' }));
    release();
    await heading(tab, 'Tell us about your issues.');
    await tick(tab.getByRole('checkbox', { name: 'Trail Jacket' }));
    await tab.getByRole('button', { name: 'Continue' }).click();
    await visible(tab.getByRole('dialog', { name: 'What is wrong with this item?' }));
    expect(await seenAlerts(tab)).toEqual([]);
    await tab.context().close();
  });
});

describe('the items and shipments pages before their script has run', () => {
  /**
   * `path` for an order no other test files a claim on, its lookup's proof (a cookie of the tab's context)
   * fetched by the tab, and the page's script held back.
   */
  async function pageBeforeScript(path: string, order: string, email: string, title: string) {
    const held = await tabWithScriptHeld();
    const lookup = await held.tab.request.get(`/api/order-lookup?${new URLSearchParams({ order, email })}`);
    expect(lookup.status()).toBe(200);
    await held.tab.goto(path, { waitUntil: 'commit' });
    await visible(held.tab.getByRole('heading', { level: 1, name: title }));
    return held;
  }
  const itemsPage = () => pageBeforeScript('/issues/items', '1009', 'frances@example.com', ITEMS_TITLE);
  const ITEMS_TITLE = 'Tell us about your issues.';
  const continueButton = (tab: Page) => tab.getByRole('button', { name: 'Continue' });

  /** Presses Continue before the script runs, and resolves with the status of the page the server sent back. */
  async function continueBeforeScript(tab: Page): Promise<number> {
    const answer = tab.waitForResponse((response) => response.request().method() === 'POST');
    const answered = tab.waitForEvent('framenavigated');
    await continueButton(tab).click({ noWaitAfter: true });
    const response = await answer;
    await answered;
    // The list is above the button: once the button is there, so are the boxes.
    await visible(continueButton(tab));
    return response.status();
  }

  it('keeps the items ticked before hydration, and goes on with them', async () => {
    const { tab, release } = await itemsPage();
    const lamp = tab.getByRole('checkbox', { name: 'Desk Lamp' });
    // Refunded: the page's script keeps the box from being ticked, but it has not run yet (and, as the
    // box is aria-disabled, the click is forced past Playwright's own check).
    const blanket = tab.getByRole('checkbox', { name: 'Wool Blanket' });
    await tick(lamp);
    await blanket.click({ force: true });
    expect(await blanket.isChecked()).toBe(true);
    release();
    await hydrated(lamp);
    await expect.poll(() => blanket.isChecked()).toBe(false);
    expect(await lamp.isChecked()).toBe(true);
    await continueButton(tab).click();
    await visible(tab.getByRole('dialog', { name: 'What is wrong with this item?' }));
    expect(await seenAlerts(tab)).toEqual([]);
    await tab.context().close();
  });

  it('answers Continue pressed before the script runs with the page and its ticks, which goes on once it runs', async () => {
    const { tab, release } = await itemsPage();
    await tick(tab.getByRole('checkbox', { name: 'Desk Lamp' }));
    expect(await continueBeforeScript(tab)).toBe(200);
    const lamp = tab.getByRole('checkbox', { name: 'Desk Lamp' });
    expect(await lamp.isChecked()).toBe(true);
    release();
    await heading(tab, ITEMS_TITLE);
    await hydrated(lamp);
    expect(await lamp.isChecked()).toBe(true);
    await continueButton(tab).click();
    await visible(tab.getByRole('dialog', { name: 'What is wrong with this item?' }));
    expect(await seenAlerts(tab)).toEqual([]);
    await tab.context().close();
  });

  it('asks for a shipment, keeps the one ticked, and goes on with it once the script runs', async () => {
    const title = "Select the shipment(s) you're having issues with.";
    const { tab, release } = await pageBeforeScript('/issues/shipment', '5001', 'fatima@example.com', title);
    expect(await continueBeforeScript(tab)).toBe(400);
    await visible(tab.getByText('Select at least one shipment.'));
    const shipment = tab.getByRole('checkbox', { name: 'Shipment 1 of 1' });
    await tick(shipment);
    expect(await continueBeforeScript(tab)).toBe(200);
    expect(await shipment.isChecked()).toBe(true);
    expect(await tab.getByText('Select at least one shipment.').count()).toBe(0);
    release();
    await heading(tab, title);
    await hydrated(shipment);
    await continueButton(tab).click();
    await heading(tab, 'What happened to your shipment?');
    await tab.context().close();
  });
});

describe("a claim page's message before its script has run", () => {
  const claimPage = () => `/view/${demoClaimToken()}`;
  const messages = (tab: Page) => tab.getByRole('list', { name: 'Messages' });

  it('is sent by the server, and the page comes back at the conversation showing it', async () => {
    const { tab, release, entryRequests } = await tabWithScriptHeld('view');
    await tab.goto(claimPage(), { waitUntil: 'commit' });
    await visible(tab.getByRole('heading', { level: 1, name: 'My Claim #501' }));
    await expect.poll(entryRequests).toBeGreaterThan(0);
    await tab.getByRole('textbox', { name: 'Message' }).fill('Sent before the page was ready.');
    await tab.getByRole('button', { name: 'Send' }).click({ noWaitAfter: true });
    await tab.waitForURL((url) => url.hash === '#messages', { waitUntil: 'commit' });
    expect(new URL(tab.url()).pathname).toBe(claimPage());
    await visible(messages(tab).getByText('Sent before the page was ready.'));
    release();
    await hydrated(tab.getByRole('textbox', { name: 'Message' }));
    expect(await tab.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
    expect(await seenAlerts(tab)).toEqual([]);
    await tab.context().close();
  });

  it('works without JavaScript: says why an empty message is not sent, then sends one', async () => {
    const tab = await newPage(browser, { javaScriptEnabled: false });
    await tab.goto(claimPage());
    await tab.getByRole('button', { name: 'Send' }).click();
    await visible(tab.getByText('Write a message or attach a file'));
    expect(await tab.getByRole('textbox', { name: 'Message' }).getAttribute('aria-invalid')).toBe('true');
    await tab.getByRole('textbox', { name: 'Message' }).fill('Sent without JavaScript.');
    await tab.getByRole('button', { name: 'Send' }).click();
    await visible(messages(tab).getByText('Sent without JavaScript.'));
    expect(await tab.getByRole('textbox', { name: 'Message' }).getAttribute('aria-invalid')).toBeNull();
    await tab.context().close();
  });
});

describe("a claim's review before its script has run", () => {
  /** A candle of Maison Lumière's order 6001, which no other test claims. */
  const CANDLE_OF_6001: DemoOrderItem = {
    orderNumber: '6001',
    email: 'marie@example.fr',
    sourceFulfillmentId: 'maison-f-11001',
    sourceItemId: 'm6001-candle',
  };
  const reviewPage = (token: string) => `/view/${encodeURIComponent(token)}/review`;
  const stars = (tab: Page, count: number) => tab.getByRole('radio', { name: `${count} stars` });
  const comment = (tab: Page) => tab.getByRole('textbox', { name: 'Comments (optional)' });
  const submit = (tab: Page) => tab.getByRole('button', { name: 'Submit review' });
  const alreadyReviewed = (tab: Page) => tab.getByText('Thank you: you have already reviewed this claim.');

  it('works without JavaScript: says a rating is needed, then takes the review and shows it', async () => {
    const { token } = await fileDemoClaim(CANDLE_OF_6001, 'The candle arrived in pieces.');
    const tab = await newPage(browser, { javaScriptEnabled: false });
    await tab.goto(reviewPage(token));
    await visible(tab.getByRole('heading', { level: 1, name: 'How did we do?' }));
    await comment(tab).fill('Kind and quick.');
    await submit(tab).click();
    await visible(tab.getByText('Choose 1 to 5 stars'));
    expect(await comment(tab).inputValue()).toBe('Kind and quick.');
    await tick(stars(tab, 4));
    await submit(tab).click();
    await visible(alreadyReviewed(tab));
    expect(new URL(tab.url()).pathname).toBe(reviewPage(token));
    await visible(tab.getByText('Your rating: 4 out of 5'));
    await visible(tab.getByText('Kind and quick.'));
    await tab.context().close();
  });

  it('keeps the stars and comment chosen before hydration, and is sent by the server before the script runs', async () => {
    const { token } = await fileDemoClaim(CANDLE_OF_6001, 'The wick was missing.');
    const reviewRequests: string[] = [];
    const early = await tabWithScriptHeld();
    early.tab.on('request', (request) => {
      if (request.url().includes('/reviews')) reviewRequests.push(request.url());
    });
    await early.tab.goto(reviewPage(token), { waitUntil: 'commit' });
    await visible(early.tab.getByRole('heading', { level: 1, name: 'How did we do?' }));
    await expect.poll(early.entryRequests).toBeGreaterThan(0);
    await tick(stars(early.tab, 2));
    await comment(early.tab).fill('Chosen before the page was ready.');
    early.release();
    await hydrated(stars(early.tab, 2));
    // React's next render of the form would write the state it hydrated with back into the fields.
    await stars(early.tab, 5).locator('xpath=ancestor::label').hover();
    await comment(early.tab).press('End');
    await comment(early.tab).press('Space');
    await comment(early.tab).press('Backspace');
    expect(await stars(early.tab, 2).isChecked()).toBe(true);
    expect(await comment(early.tab).inputValue()).toBe('Chosen before the page was ready.');
    // The page shows the form from the reviews the server rendered it with, without asking for them.
    expect(reviewRequests).toEqual([]);
    expect(await seenAlerts(early.tab)).toEqual([]);
    await early.tab.context().close();

    const { tab, release } = await tabWithScriptHeld();
    await tab.goto(reviewPage(token), { waitUntil: 'commit' });
    await visible(tab.getByRole('heading', { level: 1, name: 'How did we do?' }));
    await tick(stars(tab, 3));
    await comment(tab).fill('Sent before the page was ready.');
    // The page it leads to waits for its held script: the click is done once the page is there.
    await submit(tab).click({ noWaitAfter: true });
    await visible(alreadyReviewed(tab));
    await visible(tab.getByText('Your rating: 3 out of 5'));
    const stored = await fetch(`${baseUrl()}/api/claims/${encodeURIComponent(token)}/reviews`);
    expect(
      ((await stored.json()) as { rating: number; comment: string }[]).map(({ rating, comment }) => ({
        rating,
        comment,
      })),
    ).toEqual([{ rating: 3, comment: 'Sent before the page was ready.' }]);
    release();
    await hydrated(alreadyReviewed(tab));
    expect(await seenAlerts(tab)).toEqual([]);
    await tab.context().close();
  });
});
