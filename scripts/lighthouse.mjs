#!/usr/bin/env node
/**
 * `npm run lighthouse` — the browser budget (issue 7 §2). Builds Lantern if needed (NEXT_DIST_DIR
 * honoured), serves it on a fresh embedded database, and runs Lighthouse's mobile preset on home,
 * a list, a product detail and the guest cart in en and zh. In the same run it builds a bare
 * Next 16 + next-intl page from scripts/lighthouse/baseline/ and measures it the same way, so each
 * route's JavaScript is printed as a ratio of that floor. The table goes to stdout and to
 * docs/benchmarks.md (between the lighthouse markers only). Servers, Chromium and temp dirs are
 * removed even on failure or Ctrl-C.
 */
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

async function auditAll({ cleanup, origin, pages, options, reportDir, prefix }) {
  const rows = [];
  for (const [index, page] of pages.entries()) {
    throwIfInterrupted();
    const entry = { ...page, id: `${prefix}-${String(index + 1).padStart(2, '0')}-${page.locale}-${page.name.replace(/\W+/g, '-').toLowerCase()}` };
    say(`${page.name} (${page.locale}) — ${origin}${page.path}`);
    const chrome = await launchChrome(cleanup);
    try {
      rows.push(await auditPage({ chrome, origin, page: entry, runs: options.runs, reportDir, say }));
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
  const { env, workDir } = await embedded.prepare(cleanup);
  const server = new BenchServer({ root, env, logFile: path.join(workDir, 'server.log'), publicBaseUrl: true });
  cleanup.add('stop Lantern', () => server.stop(), () => server.killNow());
  await server.start();
  say(`Lantern: server pid ${server.pid} on ${server.origin} (fresh data directory ${workDir}; it seeds itself) …`);
  // The first start seeds the demo catalogue and renders its pictures: minutes on a busy machine.
  await server.waitReady(READY_PATH, 15 * 60_000);
  return server;
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
  say(`Lantern build folder: ${process.env.NEXT_DIST_DIR || '.next'}`);
  await ensureBuild(root);

  const reportDir = path.join(os.tmpdir(), 'lantern-lighthouse-last');
  fs.rmSync(reportDir, { recursive: true, force: true });
  fs.mkdirSync(reportDir, { recursive: true });

  const cleanup = new Cleanup();
  let pages = [];
  let baseline = [];
  let productId;
  let loadAverage;
  let failure;
  try {
    // The baseline first: its build is the heavy part, and Lantern's server should not compete with it.
    const bare = await startBaseline({ root, cleanup, say });
    const lantern = await startLantern(cleanup);
    ({ productId } = await pickProductId(lantern.origin));
    const lanternList = lanternPages(productId);
    say('warming up both servers …');
    await warmUp(bare.origin, baselinePages);
    await warmUp(lantern.origin, lanternList);
    loadAverage = os.loadavg()[0];
    say(`load average ${loadAverage.toFixed(2)}; ${options.runs} run(s) per page, a fresh Chromium for each page`);
    baseline = await auditAll({ cleanup, origin: bare.origin, pages: baselinePages, options, reportDir, prefix: 'bare' });
    pages = await auditAll({ cleanup, origin: lantern.origin, pages: lanternList, options, reportDir, prefix: 'lantern' });
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
  const markdown = renderReport({ machine, options, pages, baseline, loadAverage, productId, command, reportDir });
  console.log(`\n${resultTable(pages, baseline)}\n`);
  for (const page of pages.filter((entry) => entry.jsRatio !== undefined)) {
    say(`JS ${page.name} (${page.locale}): ${(page.jsBytes / 1000).toFixed(1)} kB ÷ ${(baseline.find((b) => b.locale === page.locale).jsBytes / 1000).toFixed(1)} kB = ${page.jsRatio.toFixed(2)}× (target ≤ 1.3×)`);
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
