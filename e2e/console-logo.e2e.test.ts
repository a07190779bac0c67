/**
 * A logo uploaded in the console's branding editor, against the real server: a wrong file and a file too
 * large are refused with a message and lose none of the unsaved changes; an SVG with a script is uploaded,
 * sanitised, shown in the preview, and after Save on the portal's next load.
 */
import type { BrandingSettings } from '@orderprotection/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, noViolations, visible } from './support';

const OWNER = { email: 'owner@aurora-outfitters.example', password: 'aurora-owner-demo' };

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60" width="200" height="60" onload="document.title='owned'">
  <script>document.title = 'owned'</script>
  <rect width="200" height="60" rx="8" fill="#0b6e4f"/>
  <text x="100" y="38" text-anchor="middle" font-size="24" fill="#ffffff">Aurora</text>
</svg>`;

async function auroraBranding(): Promise<BrandingSettings> {
  const answer = await fetch(new URL('/api/whitelabel/settings?store=aurora', baseUrl()));
  return ((await answer.json()) as { branding: BrandingSettings }).branding;
}

/** The image's URL path once it has loaded and has a size: a broken or blocked image has none. */
async function loadedImagePath(image: Locator): Promise<string> {
  await image.evaluate(
    (element) =>
      new Promise<void>((resolve, reject) => {
        const img = element as HTMLImageElement;
        if (img.complete) {
          if (img.naturalWidth > 0) resolve();
          else reject(new Error(`${img.src} did not load`));
          return;
        }
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => reject(new Error(`${img.src} did not load`)), { once: true });
      }),
  );
  expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(200);
  return new URL((await image.getAttribute('src')) ?? '', baseUrl()).pathname;
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`/console/sign-in?next=${encodeURIComponent('/settings/aurora/branding')}`);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await visible(page.getByText(OWNER.email));
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a store's logo in the console", () => {
  it('refuses a wrong or too large file keeping the draft, and shows an uploaded SVG in the preview and on the portal', async () => {
    const original = await auroraBranding();
    const tab = await newPage(browser);
    await signIn(tab);
    const brandColour = tab.getByLabel('Brand colour', { exact: true });
    await brandColour.fill('#0b6e4f');
    const file = tab.getByLabel('Logo file');
    const alert = tab.getByRole('alert');

    await file.setInputFiles({
      name: 'logo.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a\x01\x00'),
    });
    await visible(
      alert.getByText('logo.gif was not uploaded: A logo must be an SVG, PNG, JPEG or WebP image.'),
    );
    await file.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(1024 * 1024 + 1, 0x20),
    });
    await visible(alert.getByText('huge.png was not uploaded: The logo is larger than 1 MB.'));
    // Named .svg but not well-formed: only the server's parser finds out, and says so.
    await file.setInputFiles({
      name: 'broken.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg><rect'),
    });
    await visible(alert.getByText('broken.svg was not uploaded: The SVG is not well-formed XML.'));
    expect(await brandColour.inputValue()).toBe('#0b6e4f');

    await file.setInputFiles({
      name: 'aurora.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(LOGO_SVG),
    });
    await visible(
      tab.getByRole('status').getByText('aurora.svg is uploaded and shown in the preview.', { exact: false }),
    );
    const preview = tab.getByRole('region', { name: 'Preview of your claims portal' });
    const logoPath = await loadedImagePath(preview.getByRole('img', { name: 'Aurora Outfitters' }));
    expect(logoPath).toMatch(/^\/api\/media\/files\/[\w-]+\.svg$/);
    expect(await tab.getByLabel('Logo URL').inputValue()).toBe(logoPath);
    expect(await brandColour.inputValue()).toBe('#0b6e4f');
    await noViolations(tab);
    // What is stored has no script left.
    const stored = await (await fetch(new URL(logoPath, baseUrl()))).text();
    expect(stored).not.toContain('script');
    expect(stored).not.toContain('onload');

    await tab.getByRole('button', { name: 'Save branding' }).click();
    await visible(tab.getByText('Branding saved.', { exact: false }));
    expect((await auroraBranding()).logoUrl).toBe(logoPath);

    const portal = await tab.context().newPage();
    await portal.goto('/start?store=aurora');
    expect(await loadedImagePath(portal.getByRole('img', { name: 'Aurora Outfitters' }).first())).toBe(
      logoPath,
    );
    await portal.close();

    // Back as it was, for the other tests that share the demo data.
    const restored = await tab.request.put('/api/staff/stores/aurora/branding', { data: original });
    expect(restored.status()).toBe(200);
  });
});
