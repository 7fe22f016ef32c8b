#!/usr/bin/env node
/**
 * `npm run lighthouse` — the browser budget (Lighthouse scores and JavaScript ratio). Builds Lantern if
 * needed (into .next-bench unless NEXT_DIST_DIR names another folder), serves it on a fresh
 * embedded database with PUBLIC_BASE_URL = the origin actually served (canonical and hreflang point
 * there, checked), and runs Lighthouse's mobile preset 3 times per page (median) on home, a list, a
 * product detail and a signed-in cart (a customer registered through the API, one line in the
 * cart) in en and zh. In the same run it builds a bare Next 16 + next-intl page from
 * scripts/lighthouse/baseline/ and measures it the same way, so each route's JavaScript is printed
 * as a ratio of that floor. Before the audits it waits until the 1-minute load average is below 1
 * (10 minutes at most) and prints it. The table goes to stdout and to docs/benchmarks.md (between
 * the lighthouse markers only). Servers, Chromium and temp dirs are removed even on failure or Ctrl-C.
 */
import { benchDistDir } from './bench/dist-dir.mjs'; // first: sets NEXT_DIST_DIR before start.mjs reads it
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { embedded } from './bench/backends.mjs';
import { ensureBuild } from './bench/build.mjs';
import { Cleanup, installSignalHandlers, throwIfInterrupted, wasInterrupted } from './bench/cleanup.mjs';
import { describeMachine } from './bench/machine.mjs';
import { writeSection } from './bench/report.mjs';
import { BenchServer } from './bench/server.mjs';
import { pickProductId } from './bench/targets.mjs';
import { auditPage, launchChrome } from './lighthouse/audit.mjs';
import { startBaseline } from './lighthouse/baseline.mjs';
import { primeBrowser, signedInCustomer } from './lighthouse/cart-session.mjs';
import { waitForQuietMachine } from './lighthouse/quiet-machine.mjs';
import { parseOptions, USAGE } from './lighthouse/options.mjs';
import { usageExit } from './bench/options.mjs';
import { MARKERS, renderReport, resultTable } from './lighthouse/report.mjs';
import { baselinePages, lanternPages } from './lighthouse/targets.mjs';

const root = path.resolve(import.meta.dirname, '..');
const READY_PATH = '/api/Color?isGetAll=true';
const say = (line) => console.log(`[lighthouse] ${line}`);

function versions(chromePath) {
  const require = createRequire(import.meta.url);
  const lighthouseVersion = require('lighthouse/package.json').version;
  const probe = spawnSync(chromePath ?? 'chromium', ['--version'], { encoding: 'utf8' });
  const chromeVersion = /([\d.]+)/.exec(probe.stdout ?? '')?.[1];
  return { lighthouseVersion, chromeVersion };
}

/** First requests compile nothing in production, but fill caches and JIT: keep them out of the figures. */
async function warmUp(origin, pages) {
  for (const page of pages) {
    for (let i = 0; i < 2; i++) {
      try {
        const response = await fetch(origin + page.path, { signal: AbortSignal.timeout(60_000) });
        await response.arrayBuffer();
      } catch {
        // measured (and reported) by Lighthouse itself
      }
    }
  }
}

async function auditAll({ cleanup, origin, pages, options, reportDir, prefix, customer }) {
  const rows = [];
  for (const [index, page] of pages.entries()) {
    throwIfInterrupted();
    const entry = { ...page, id: `${prefix}-${String(index + 1).padStart(2, '0')}-${page.locale}-${page.name.replace(/\W+/g, '-').toLowerCase()}` };
    say(`${page.name} (${page.locale}) — ${origin}${page.path}; load average ${os.loadavg()[0].toFixed(2)}`);
    const chrome = await launchChrome(cleanup);
    try {
      // The signed-in cart: the browser gets the customer's cookie and stored user before each run,
      // and Lighthouse must not wipe them (the HTTP cache is cleared by primeBrowser instead).
      const signedIn = page.signedIn ? { beforeRun: () => primeBrowser({ chromePort: chrome.port, origin, customer }), flags: { disableStorageReset: true } } : {};
      if (page.signedIn && !customer) throw new Error('no signed-in customer (see the error above)');
      rows.push({ ...(await auditPage({ chrome, origin, page: entry, runs: options.runs, reportDir, say, ...signedIn })), loadAverage: os.loadavg()[0] });
    } catch (error) {
      if (wasInterrupted()) throw error;
      console.error(`[lighthouse] ${page.path} failed: ${error.message}`);
      rows.push({ ...entry, error: error.message });
    } finally {
      chrome.stop();
    }
  }
  return rows;
}

async function startLantern(cleanup) {
  const prepared = await embedded.prepare(cleanup);
  const { workDir } = prepared;
  // As shipped (page cache on), plus the captcha test hook the cart's customer registers with.
  const env = { ...prepared.env, CAPTCHA_ECHO_FILE: path.join(workDir, 'captchas.txt') };
  delete env.PAGE_CACHE;
  delete env.CATALOG_CACHE;
  delete env.PUBLIC_BASE_URL; // set by BenchServer to the origin it serves
  const server = new BenchServer({ root, env, logFile: path.join(workDir, 'server.log'), publicBaseUrl: true });
  server.echoFile = env.CAPTCHA_ECHO_FILE;
  cleanup.add(
    'stop Lantern',
    () => server.stop(),
    () => server.killNow(),
  );
  await server.start();
  say(`Lantern: server pid ${server.pid} on ${server.origin} (fresh data directory ${workDir}; it seeds itself) …`);
  // The first start seeds the demo catalogue and renders its pictures: minutes on a busy machine.
  await server.waitReady(READY_PATH, 15 * 60_000);
  return server;
}

/** Canonical and hreflang must name the origin actually served (Lighthouse's SEO "canonical"). */
async function checkCanonical(origin, pages) {
  const checks = [];
  for (const page of pages.filter((entry) => entry.judged)) {
    try {
      const html = await (await fetch(origin + page.path, { signal: AbortSignal.timeout(60_000) })).text();
      const links = [...html.matchAll(/<link\b[^>]*>/gi)].map((match) => match[0]);
      const href = (tag) => /\bhref="([^"]*)"/i.exec(tag)?.[1]?.replaceAll('&amp;', '&');
      const canonical = href(links.find((tag) => /\brel="canonical"/i.test(tag)) ?? '');
      const hreflang = links
        .filter((tag) => /\brel="alternate"/i.test(tag) && /\bhreflang=/i.test(tag))
        .map(href)
        .filter(Boolean);
      const ok = Boolean(canonical?.startsWith(`${origin}/`) || canonical === origin) && hreflang.every((link) => link.startsWith(origin));
      checks.push({ path: page.path, canonical, hreflang, ok });
      say(`canonical of ${page.path}: ${canonical ?? 'none'}; hreflang ${hreflang.join(', ') || 'none'} ${ok ? '✓' : '✗ (not the served origin)'}`);
    } catch (error) {
      checks.push({ path: page.path, canonical: `fetch failed: ${error.message}`, hreflang: [], ok: false });
    }
  }
  return checks;
}

async function main() {
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    return usageExit(error, USAGE);
  }
  installSignalHandlers();
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  const machine = describeMachine(root);
  Object.assign(options, versions(process.env.CHROME_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)));
  say(`${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, commit ${machine.commit}, Lighthouse ${options.lighthouseVersion}, Chromium ${options.chromeVersion ?? '?'}`);
  say(`Lantern build folder: ${benchDistDir}`);
  await ensureBuild(root, { reuse: options.reuseBuild });

  const reportDir = path.join(os.tmpdir(), 'lantern-lighthouse-last');
  fs.rmSync(reportDir, { recursive: true, force: true });
  fs.mkdirSync(reportDir, { recursive: true });

  const cleanup = new Cleanup();
  let pages = [];
  let baseline = [];
  let productId;
  let loadAverage;
  let quiet;
  let canonical;
  let customer;
  let failure;
  try {
    // The baseline first: its build is the heavy part, and Lantern's server should not compete with it.
    const bare = options.baseline ? await startBaseline({ root, cleanup, say }) : undefined;
    const lantern = await startLantern(cleanup);
    ({ productId } = await pickProductId(lantern.origin));
    const lanternList = lanternPages(productId, options);
    if (lanternList.some((page) => page.signedIn)) {
      try {
        customer = await signedInCustomer({ origin: lantern.origin, echoFile: lantern.echoFile, productId });
        say(`signed-in customer ${customer.email}: ${customer.cartLines} line(s) in the cart`);
      } catch (error) {
        console.error(`[lighthouse] could not make a signed-in customer: ${error.message}`);
      }
    }
    say('warming up …');
    if (bare) await warmUp(bare.origin, baselinePages);
    await warmUp(lantern.origin, lanternList);
    canonical = await checkCanonical(lantern.origin, lanternList);
    if (options.maxWaitMinutes > 0) quiet = await waitForQuietMachine({ below: options.loadBelow, maxMinutes: options.maxWaitMinutes, say, shouldStop: wasInterrupted });
    throwIfInterrupted();
    loadAverage = os.loadavg()[0];
    say(`load average ${loadAverage.toFixed(2)}; ${options.runs} run(s) per page, a fresh Chromium for each page`);
    if (bare) baseline = await auditAll({ cleanup, origin: bare.origin, pages: baselinePages, options, reportDir, prefix: 'bare' });
    pages = await auditAll({ cleanup, origin: lantern.origin, pages: lanternList, options, reportDir, prefix: 'lantern', customer });
    for (const page of pages) {
      const floor = baseline.find((entry) => entry.locale === page.locale && !entry.error);
      if (floor && Number.isFinite(page.jsBytes)) page.jsRatio = page.jsBytes / floor.jsBytes;
    }
  } catch (error) {
    failure = error;
    console.error(`[lighthouse] failed: ${error.message}`);
  } finally {
    say('cleaning up …');
    await cleanup.run();
  }
  if (wasInterrupted()) await new Promise(() => {}); // the signal handler finishes and exits
  if (failure) return 1;

  const command = `npm run lighthouse -- ${process.argv.slice(2).join(' ')}`.trim().replace(/ --$/, '');
  const markdown = renderReport({ machine, options, pages, baseline, loadAverage, quiet, canonical, customer, productId, command, reportDir });
  console.log(`\n${resultTable(pages, baseline)}\n`);
  for (const page of pages.filter((entry) => entry.jsRatio !== undefined)) {
    say(
      `JS ${page.name} (${page.locale}): ${(page.jsBytes / 1000).toFixed(1)} kB ÷ ${(baseline.find((b) => b.locale === page.locale).jsBytes / 1000).toFixed(1)} kB = ${page.jsRatio.toFixed(2)}× (target ≤ 1.3×)`,
    );
  }
  console.log(`\n${markdown}`);
  if (options.write) {
    const file = path.join(root, 'docs/benchmarks.md');
    writeSection(file, markdown, MARKERS);
    say(`written to ${path.relative(root, file)} (section "Browser budget (npm run lighthouse)")`);
  }
  return pages.some((page) => page.error) || baseline.some((page) => page.error) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
