// One page under Lighthouse: its default config is the mobile preset (formFactor mobile, a Moto G
// Power screen, simulated slow-4G and 4× CPU throttling). Runs are repeated and each figure's
// median kept; the notes come from the median run by performance score.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function chromePath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined; // else chrome-launcher searches
}

/**
 * A fresh headless Chromium (and profile) per page: Lighthouse clears storage only for the origin
 * under test, and cookies ignore the port, so the bare page's NEXT_LOCALE=zh would otherwise send
 * Lantern's `/` to `/zh`. English browser language, so `/` stays English.
 */
export async function launchChrome(cleanup) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--lang=en-US', '--accept-lang=en-US,en'],
    handleSIGINT: false, // the bench's signal handler stops it with everything else
    logLevel: 'silent',
  });
  const kill = () => {
    try {
      chrome.kill();
    } catch {
      // already gone
    }
  };
  cleanup.add('stop Chromium', async () => kill(), kill);
  return { port: chrome.port, stop: kill };
}

const score = (lhr, id) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100));

/** Failed audits worth reading when a target is missed, heaviest first. */
function failingAudits(lhr) {
  const found = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
      if (ref.weight === 0 && audit.scoreDisplayMode !== 'metricSavings') continue;
      found.push({ category: id, id: ref.id, title: audit.title, display: audit.displayValue ?? '', weight: ref.weight });
    }
  }
  return found.sort((a, b) => b.weight - a.weight);
}

function figures(lhr, origin) {
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const scripts = summary.find((item) => item.resourceType === 'script');
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const foreign = requests.filter((item) => !item.url.startsWith(origin) && /^https?:/.test(item.url));
  const largestScripts = requests
    .filter((item) => item.resourceType === 'Script')
    .sort((a, b) => b.transferSize - a.transferSize)
    .slice(0, 4)
    .map((item) => ({ url: item.url.replace(origin, ''), kB: item.transferSize / 1000 }));
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    jsBytes: scripts?.transferSize ?? NaN,
    scriptCount: scripts?.requestCount ?? 0,
    thirdPartyHosts: [...new Set(foreign.map((item) => new URL(item.url).host))],
    largestScripts,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    failing: failingAudits(lhr),
    runtimeError: lhr.runtimeError?.message,
    warnings: lhr.runWarnings ?? [],
    finalPath: (lhr.finalDisplayedUrl ?? lhr.finalUrl ?? '').replace(origin, ''),
    // The signed-in cart's own read: proof the run measured a cart, not the route guard's redirect.
    cartApiStatus: requests.find((item) => item.url.includes('/api/ShoppingCart'))?.statusCode,
  };
}

/** Why Chrome could not load the document (Lighthouse only says "interstitial"): the network error. */
function loadFailure(artifacts) {
  const log = artifacts?.DevtoolsLog ?? artifacts?.devtoolsLogs?.defaultPass ?? [];
  const failed = log.find((entry) => entry.method === 'Network.loadingFailed' && entry.params?.type === 'Document');
  return failed ? ` (${failed.params.errorText}${failed.params.blockedReason ? `, ${failed.params.blockedReason}` : ''})` : '';
}

function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const NUMERIC = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'cls', 'tbtMs', 'jsBytes'];

/**
 * Runs Lighthouse `runs` times on origin+page.path; the JSON of every run is kept in reportDir.
 * `beforeRun()` is awaited before each run (the signed-in cart primes the browser there) and
 * `flags` go to Lighthouse as they are (e.g. disableStorageReset).
 */
export async function auditPage({ chrome, origin, page, runs, reportDir, say, beforeRun, flags = {} }) {
  const url = origin + page.path;
  const results = [];
  for (let run = 1; run <= runs; run++) {
    let result;
    let row;
    // A run whose page did not load (Chrome's error page) is tried again, twice at most.
    for (let attempt = 1; attempt <= 3; attempt++) {
      if (beforeRun) await beforeRun();
      result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ...flags });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      row = figures(result.lhr, origin);
      if (!row.runtimeError) break;
      row.runtimeError += loadFailure(result.artifacts);
      say(`  run ${run}, attempt ${attempt}: ${row.runtimeError}`);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    const lhr = result.lhr;
    results.push(row);
    const file = path.join(reportDir, `${page.id}-run${run}.json`);
    fs.writeFileSync(file, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
    say(
      `  run ${run}/${runs}: perf ${row.performance}, a11y ${row.accessibility}, BP ${row.bestPractices}, SEO ${row.seo}, ` +
        `LCP ${Math.round(row.lcpMs)} ms, CLS ${row.cls.toFixed(3)}, TBT ${Math.round(row.tbtMs)} ms, JS ${(row.jsBytes / 1000).toFixed(1)} kB, ended on ${row.finalPath || '?'}` +
        (row.cartApiStatus !== undefined ? `, /api/ShoppingCart ${row.cartApiStatus}` : '') +
        (row.runtimeError ? ` — ${row.runtimeError}` : ''),
    );
  }
  const combined = { ...page, url, runs: results.length };
  for (const key of NUMERIC) combined[key] = median(results.map((row) => row[key]));
  const byPerf = [...results].sort((a, b) => a.performance - b.performance);
  const medianRun = byPerf[Math.floor((byPerf.length - 1) / 2)];
  Object.assign(combined, {
    failing: medianRun.failing,
    largestScripts: medianRun.largestScripts,
    lcpElement: medianRun.lcpElement,
    scriptCount: medianRun.scriptCount,
    thirdPartyHosts: [...new Set(results.flatMap((row) => row.thirdPartyHosts))],
    runtimeError: results.find((row) => row.runtimeError)?.runtimeError,
    finalPaths: [...new Set(results.map((row) => row.finalPath))],
    cartApiStatuses: [...new Set(results.map((row) => row.cartApiStatus).filter((status) => status !== undefined))],
    warnings: [...new Set(results.flatMap((row) => row.warnings))],
  });
  return combined;
}
