#!/usr/bin/env node
// The JavaScript every catalogue page makes a browser download, measured against a
// running server the way Lighthouse's `resource-summary` counts it: the bytes on the wire (gzip,
// response headers included: Chromium's encodedDataLength) of every script the page loaded by the
// time the network has been quiet for a moment (what loads on idle counts; what loads on a click
// does not).
//   node scripts/js-weight.mjs [base URL, default http://localhost:3000] [--pages=home,detail] [--verbose] [--bare]
// Prints kB per page and its ratio to the bare page; exits 1 when a page is over JS_BUDGET.
// --bare also builds and serves the bare Next + next-intl page (scripts/lighthouse/baseline.mjs,
// 2-5 minutes) and measures it the same way, so the ratio compares like with like.
// tests/e2e/js-budget.spec.ts asserts the same budget against the e2e server.
import { chromium } from '@playwright/test';
import { catalogPages } from './html-weight.mjs';
import { Cleanup } from './bench/cleanup.mjs';
import { startBaseline } from './lighthouse/baseline.mjs';

/**
 * The bare Next 16 + next-intl page (scripts/lighthouse/baseline: one localized page, the same
 * routing, proxy and NextIntlClientProvider) transfers 147.5 kB of gzipped JavaScript
 * (docs/benchmarks.md, "Browser budget"); the JavaScript budget allows 1.3× that: 191.75 kB (kB = 1,000 bytes).
 */
export const BARE_JS = 147_500;
export const JS_BUDGET = Math.round(BARE_JS * 1.3);

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Loads `url` in a fresh context (empty cache, gzip only, like the bare figure) and returns the
 * scripts it transferred: [{ url, bytes }]. `quietMs`: how long the network must stay idle.
 */
export async function scriptTransfers(browser, url, { quietMs = 1500, viewport = { width: 1440, height: 900 } } = {}) {
  const context = await browser.newContext({ viewport, extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Pictures cannot load scripts; skipping them makes a page quiet in half the time.
  await cdp.send('Network.setBlockedURLs', { urls: ['*/Upload/*', '*.webp', '*.jpg', '*.png', '*.mp4'] });
  const scripts = new Map();
  const done = new Map();
  let lastActivity = Date.now();
  // By id: a redirect is sent again under the same id, and must not count as a second request.
  const inFlight = new Set();
  cdp.on('Network.requestWillBeSent', (event) => {
    inFlight.add(event.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  });
  const finish = (event, bytes) => {
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
    if (scripts.has(event.requestId)) done.set(event.requestId, bytes);
  };
  cdp.on('Network.loadingFinished', (event) => finish(event, event.encodedDataLength));
  cdp.on('Network.loadingFailed', (event) => finish(event, 0));
  await page.goto(url, { waitUntil: 'load' });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < quietMs)) await page.waitForTimeout(100);
  await context.close();
  return [...scripts].map(([id, scriptUrl]) => ({ url: scriptUrl, bytes: done.get(id) ?? 0 }));
}

export function totalBytes(scripts) {
  return scripts.reduce((sum, script) => sum + script.bytes, 0);
}

const kB = (bytes) => (bytes / 1000).toFixed(1);

async function main() {
  const args = process.argv.slice(2);
  const base = (args.find((arg) => !arg.startsWith('--')) || process.env.BASE_URL || 'http://localhost:3000').replace(/\/$/, '');
  const verbose = args.includes('--verbose');
  const only = args
    .find((arg) => arg.startsWith('--pages='))
    ?.slice('--pages='.length)
    .split(',');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
  const cleanup = new Cleanup();
  let over = 0;
  let bare = BARE_JS;
  try {
    if (args.includes('--bare')) {
      const root = new URL('..', import.meta.url).pathname;
      const server = await startBaseline({ root, cleanup, say: (line) => console.log(line) });
      const measured = [];
      for (const path of ['/', '/zh']) {
        const bytes = totalBytes(await scriptTransfers(browser, `${server.origin}${path}`));
        console.log(`  bare Next + next-intl ${path.padEnd(4)} ${kB(bytes)} kB (1.3× = ${kB(bytes * 1.3)} kB)`);
        measured.push(bytes);
      }
      bare = Math.max(...measured);
    }
    console.log(`JavaScript transferred at ${base} (gzip, kB = 1,000 bytes; bare page ${kB(bare)} kB, budget ${kB(JS_BUDGET)} kB = 1.3× the documented ${kB(BARE_JS)} kB)`);
    const pages = (await catalogPages(base)).filter((page) => !only || only.some((name) => page.name.startsWith(name)));
    // Three pages at a time: bytes do not depend on timing, and 36 pages one by one take minutes.
    const results = new Array(pages.length);
    let next = 0;
    const worker = async () => {
      while (next < pages.length) {
        const index = next++;
        results[index] = await scriptTransfers(browser, `${base}${pages[index].path}`);
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    pages.forEach((page, index) => {
      const scripts = results[index];
      const bytes = totalBytes(scripts);
      const ok = bytes <= JS_BUDGET;
      if (!ok) over++;
      console.log(
        `${ok ? '  ' : '✗ '}${page.name.padEnd(20)} ${kB(bytes).padStart(6)} kB  ${(bytes / bare).toFixed(2)}×  ${String(scripts.length).padStart(2)} scripts  ${decodeURI(page.path)}`,
      );
      if (verbose) for (const script of scripts.sort((a, b) => b.bytes - a.bytes)) console.log(`      ${kB(script.bytes).padStart(6)}  ${script.url.replace(base, '')}`);
    });
  } finally {
    await browser.close();
    await cleanup.run();
  }
  console.log(over ? `${over} page(s) over budget` : 'every page within budget');
  return over ? 1 : 0;
}

// Run as a child process by tests/e2e/js-budget.spec.ts.
if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(2);
    },
  );
}
