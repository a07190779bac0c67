/**
 * The portal's first load and Lighthouse figures beside a baseline (bench/portal/README.md). A benchmark:
 * it prints figures and the goals beside them, and asserts nothing.
 *
 * 1. Builds the portal when needed (as `npm start` does) and the baseline (baseline/: React +
 *    react-router-dom, one form) with Vite, in this run.
 * 2. Starts the server through scripts/start.mjs on 127.0.0.1, a free port and a fresh data directory with
 *    the demo data; serves the baseline from a bare node:http server.
 * 3. Bytes: opens /start, /view/{demo claim token} and the baseline in Chromium and takes every same-origin
 *    HTML, JS and CSS response the page loads until its heading shows and the network is idle (the
 *    server-rendered HTML with the store's inlined theme, the entry, its modulepreloads, the lazy page
 *    chunk and its CSS); gzip (level 9) and brotli (quality 11) of each.
 * 4. Lighthouse 12 (performance only, offline, Debian's Chromium) on /start, /view/{demo claim token} and
 *    the baseline, mobile and desktop: score, LCP, TBT, CLS.
 *
 *   npm run bench:portal            (BENCH_SKIP_LIGHTHOUSE=1 for the bytes only)
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { precompress } from '../../scripts/precompress';
import { staticFile } from '../../server/src/http/static-files';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const baselineSource = fileURLToPath(new URL('./baseline', import.meta.url));
// Inside the repository so the baseline resolves react from node_modules; ignored by git.
const baselineDist = join(repositoryRoot, 'node_modules/.cache/bench-portal/baseline');
const START_HEADING = 'Get a resolution for your order in minutes';

const GOALS = {
  bytesRatio: 1.25,
  mobileScore: 100,
  lcpRatio: { '/start': 1.0, '/view/{token}': 1.3 },
  cls: 0,
  tbtOverBaselineMs: 50,
};

interface Sizes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

function sizesOf(bodies: Buffer[]): Sizes {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const body of bodies) {
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files: bodies.length, raw, gzip, brotli };
}

async function buildBaseline(): Promise<void> {
  await build({
    root: baselineSource,
    configFile: false,
    logLevel: 'error',
    plugins: [react(), precompress()],
    build: { outDir: baselineDist, emptyOutDir: true, target: 'es2022' },
  });
}

/**
 * The baseline's files, and its index.html for every other path (a single-page app, like the portal), sent
 * as the portal's server sends its build's files (the compressed copies to a browser that takes them), so
 * that both are loaded on the same terms.
 */
function serveBaseline(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://x');
    const file = extname(pathname) === '' ? 'index.html' : pathname.slice(1);
    staticFile(baselineDist, file, {}, request.headers['accept-encoding'] ?? null)
      .then(async (answer) => {
        if (answer === null) {
          response.writeHead(404).end();
          return;
        }
        response.writeHead(answer.status, Object.fromEntries(answer.headers));
        response.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => {
        response.writeHead(500).end();
      });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, server });
    });
  });
}

interface PortalServer {
  url: string;
  claimToken: string;
  stop(): Promise<void>;
}

async function startPortalServer(): Promise<PortalServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'op-bench-'));
  const child: ChildProcess = spawn(process.execPath, [join(repositoryRoot, 'scripts', 'start.mjs')], {
    cwd: repositoryRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'auto' },
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  const started = await new Promise<{ url: string; claimToken: string }>((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    let url: string | undefined;
    let claimToken: string | undefined;
    const settle = () => {
      if (url !== undefined && claimToken !== undefined) resolve({ url, claimToken });
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      if (url !== undefined) return;
      stdout += chunk.toString();
      url = /"url":"([^"]+)".*"msg":"listening"/.exec(stdout)?.[1];
      settle();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      if (claimToken !== undefined) return;
      stderr += chunk.toString();
      claimToken = /Demo claim: \S*\/view\/([\w-]+)/.exec(stderr)?.[1];
      settle();
    });
    child.on('exit', (code) => reject(new Error(`The server exited with ${code}.\n${stderr}`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { ...started, stop };
}

/**
 * The CSS the page holds once shown: its rules, and the class names on its elements that no rule names.
 * A design-system class without its rule is a component shipped without its styles (a fresh clone's portal
 * once was: the bytes looked small and fine), so the byte figure is only worth reading when this is empty.
 */
interface CssCoverage {
  rules: number;
  unstyledClasses: string[];
}

// Runs in the page. No named functions inside: tsx would wrap them in a helper the page does not have.
function cssCoverageOfPage(): CssCoverage {
  const named = new Set<string>();
  let rules = 0;
  const pending: CSSRule[] = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
  for (let rule = pending.pop(); rule !== undefined; rule = pending.pop()) {
    rules += 1;
    if (rule instanceof CSSStyleRule) {
      for (const match of rule.selectorText.matchAll(/\.([\w-]+)/g)) if (match[1]) named.add(match[1]);
    }
    if (rule instanceof CSSGroupingRule) pending.push(...Array.from(rule.cssRules));
  }
  const used = new Set(
    Array.from(document.querySelectorAll('[class]')).flatMap((element) => Array.from(element.classList)),
  );
  return { rules, unstyledClasses: [...used].filter((name) => !named.has(name)).sort() };
}

/** Same-origin HTML, JS and CSS the page loads until `heading` shows. */
async function firstLoad(
  url: string,
  heading: string | RegExp,
): Promise<Sizes & { names: string[]; css: CssCoverage }> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const origin = new URL(url).origin;
    const loaded: Promise<{ name: string; body: Buffer } | null>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (!response.url().startsWith(origin) || !['document', 'script', 'stylesheet'].includes(type)) return;
      loaded.push(
        response
          .body()
          .then((body) => ({ name: new URL(response.url()).pathname, body }))
          .catch(() => null),
      );
    });
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(loaded)).filter((file) => file !== null);
    const css = await page.evaluate(cssCoverageOfPage);
    return { ...sizesOf(files.map((file) => file.body)), names: files.map((file) => file.name), css };
  } finally {
    await browser.close();
  }
}

interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function runLighthouse(url: string, formFactor: 'mobile' | 'desktop'): Promise<LighthouseFigures> {
  const chrome = await launchChrome({ chromePath: findChromium(), chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ratio = (a: number, b: number) => (a / b).toFixed(2);

async function main(): Promise<void> {
  console.log(`Portal first-load and Lighthouse benchmark, ${new Date().toISOString()}\n`);
  // Builds portal/dist for production when it is missing or older than its sources, as `npm start` does.
  const built = spawnSync(process.execPath, [join(repositoryRoot, 'scripts', 'start.mjs'), '--build-only'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('Building the portal failed: see above.');
  await buildBaseline();
  const baseline = await serveBaseline();
  const portal = await startPortalServer();
  try {
    const startUrl = `${portal.url}/start?store=aurora`;
    const portalBytes = await firstLoad(startUrl, START_HEADING);
    const baselineBytes = await firstLoad(`${baseline.url}/start`, START_HEADING);
    console.log('First load of /start: HTML + JS + CSS');
    console.log(
      `  portal   ${portalBytes.files} files  ${kB(portalBytes.raw)} raw  ${kB(portalBytes.gzip)} gzip  ${kB(portalBytes.brotli)} brotli`,
    );
    console.log(
      `  baseline ${baselineBytes.files} files  ${kB(baselineBytes.raw)} raw  ${kB(baselineBytes.gzip)} gzip  ${kB(baselineBytes.brotli)} brotli`,
    );
    console.log(
      `  ratio    gzip ${ratio(portalBytes.gzip, baselineBytes.gzip)}x  brotli ${ratio(portalBytes.brotli, baselineBytes.brotli)}x   (goal <= ${GOALS.bytesRatio}x)`,
    );
    console.log(`  portal files: ${portalBytes.names.join(' ')}`);
    const { rules, unstyledClasses } = portalBytes.css;
    console.log(
      `  portal CSS: ${rules} rules; class names on the page without a rule: ${unstyledClasses.length === 0 ? 'none' : unstyledClasses.join(' ')}`,
    );
    const viewUrl = `${portal.url}/view/${portal.claimToken}`;
    const viewBytes = await firstLoad(viewUrl, /^My Claim #/);
    console.log('First load of /view/{token}: HTML + JS + CSS');
    console.log(
      `  portal   ${viewBytes.files} files  ${kB(viewBytes.raw)} raw  ${kB(viewBytes.gzip)} gzip  ${kB(viewBytes.brotli)} brotli`,
    );
    console.log(
      `  ratio    gzip ${ratio(viewBytes.gzip, baselineBytes.gzip)}x  brotli ${ratio(viewBytes.brotli, baselineBytes.brotli)}x   (to the baseline's /start)`,
    );
    console.log(`  portal files: ${viewBytes.names.join(' ')}\n`);

    if (process.env.BENCH_SKIP_LIGHTHOUSE === '1') return;
    const pages = [
      { name: '/start', url: startUrl },
      { name: '/view/{token}', url: viewUrl },
      { name: 'baseline', url: `${baseline.url}/start` },
    ];
    console.log('Lighthouse 12 (performance; the machine is shared, so timings vary between runs)');
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const figures = new Map<string, LighthouseFigures>();
      // One after the other: parallel runs on a 2-core machine would measure each other.
      for (const page of pages) figures.set(page.name, await runLighthouse(page.url, formFactor));
      const base = figures.get('baseline');
      for (const page of pages) {
        const f = figures.get(page.name);
        if (f === undefined || base === undefined) continue;
        const lcpRatio = page.name === 'baseline' ? '' : `  LCP ${ratio(f.lcpMs, base.lcpMs)}x baseline`;
        console.log(
          `  ${formFactor.padEnd(7)} ${page.name.padEnd(14)} score ${String(f.score).padStart(3)}  LCP ${Math.round(f.lcpMs)} ms  TBT ${Math.round(f.tbtMs)} ms  CLS ${f.cls.toFixed(3)}${lcpRatio}`,
        );
      }
    }
    console.log(
      `  goals: mobile score ${GOALS.mobileScore}; LCP <= ${GOALS.lcpRatio['/start']}x the baseline's on /start and <= ${GOALS.lcpRatio['/view/{token}']}x on /view; CLS ${GOALS.cls}; TBT <= the baseline's + ${GOALS.tbtOverBaselineMs} ms`,
    );
  } finally {
    await portal.stop();
    baseline.server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
