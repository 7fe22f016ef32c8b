// The markdown `npm run lighthouse` prints and puts into docs/benchmarks.md between its own markers.
import { BUDGET, METRICS, metricMisses, misses } from './targets.mjs';

export const MARKERS = {
  startMarker: '<!-- lighthouse:start -->',
  endMarker: '<!-- lighthouse:end -->',
  heading: '## Browser budget (npm run lighthouse)',
};

const num = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const kB = (bytes) => num(bytes / 1000, 1);

function row(page) {
  if (page.error) return `| ${page.name} | ${page.locale} | \`${page.path}\` | ${'— | '.repeat(9)}❌ ${page.error.split('\n')[0].slice(0, 120)} | |`;
  const missed = misses(page);
  const verdict = page.judged ? (missed.length === 0 ? '✅' : `❌ ${missed.join(', ')}`) : `not judged${missed.length ? ` (would miss: ${missed.join(', ')})` : ''}`;
  const metricMissed = metricMisses(page);
  const ratio = page.jsRatio === undefined ? '—' : `${num(page.jsRatio, 2)}×`;
  return (
    `| ${page.name} | ${page.locale} | \`${page.path}\` | ${num(page.performance)} | ${num(page.accessibility)} | ${num(page.bestPractices)} | ${num(page.seo)} | ` +
    `${num(page.lcpMs / 1000, 2)} | ${num(page.cls, 3)} | ${num(page.tbtMs)} | ${kB(page.jsBytes)} | ${ratio} | ${verdict} | ${metricMissed.length ? metricMissed.join(', ') : '✅'} |`
  );
}

export function resultTable(pages, baseline) {
  const lines = [
    '| Page | Locale | Path | Perf | A11y | Best pr. | SEO | LCP s | CLS | TBT ms | JS kB | JS ÷ bare | Score targets | Metric targets |',
    '|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|:-:|:-:|',
    `| *Target* | | | ≥ ${BUDGET.performance} | ${BUDGET.accessibility} | ${BUDGET.bestPractices} | ${BUDGET.seo} | ≤ ${METRICS.lcpMs / 1000} | ≤ ${METRICS.cls} | ≤ ${METRICS.tbtMs} | | ≤ ${BUDGET.jsRatio}× | | |`,
    ...pages.map(row),
  ];
  for (const page of baseline) {
    if (page.error) lines.push(`| ${page.name} | ${page.locale} | \`${page.path}\` | ${'— | '.repeat(9)}(baseline failed: ${page.error.split('\n')[0].slice(0, 120)}) | |`);
    else
      lines.push(
        `| *${page.name}* | ${page.locale} | \`${page.path}\` | ${num(page.performance)} | ${num(page.accessibility)} | ${num(page.bestPractices)} | ${num(page.seo)} | ` +
          `${num(page.lcpMs / 1000, 2)} | ${num(page.cls, 3)} | ${num(page.tbtMs)} | ${kB(page.jsBytes)} | 1.00× | baseline | |`,
      );
  }
  return lines.join('\n');
}

/** Per page: what Lighthouse flagged, the biggest scripts and the LCP element (the "why" of a miss). */
export function findings(pages) {
  const out = [];
  for (const page of pages) {
    if (page.error) continue;
    const bits = [];
    if (page.lcpElement) bits.push(`LCP element \`${page.lcpElement.replaceAll('`', "'").slice(0, 140)}\``);
    if (page.largestScripts?.length)
      bits.push(`largest scripts ${page.largestScripts.map((s) => `${s.url.split('/').pop()} ${s.kB.toFixed(1)} kB`).join(', ')} (${page.scriptCount} scripts)`);
    if (page.thirdPartyHosts?.length) bits.push(`third-party hosts: ${page.thirdPartyHosts.join(', ')}`);
    const failing = page.failing?.slice(0, 8).map((audit) => `${audit.id}${audit.display ? ` (${audit.display})` : ''}`);
    if (failing?.length) bits.push(`failed audits: ${failing.join(', ')}`);
    if (page.runtimeError) bits.push(`runtime error: ${page.runtimeError}`);
    if (page.signedIn)
      bits.push(`signed in: the runs ended on ${page.finalPaths?.join(', ') || '?'}, \`/api/ShoppingCart\` answered ${page.cartApiStatuses?.join(', ') || 'nothing'}`);
    if (bits.length) out.push(`- ${page.name} (${page.locale}): ${bits.join('; ')}.`);
  }
  return out.join('\n');
}

function quietLine(quiet, loadAverage) {
  if (!quiet) return `- 1-minute load average when the audits began: ${num(loadAverage, 2)}`;
  const waited = `${Math.round(quiet.waitedSeconds)} s`;
  return quiet.quiet
    ? `- 1-minute load average when the audits began: ${num(quiet.loadAverage, 2)} (< ${quiet.below}, reached after waiting ${waited})`
    : `- 1-minute load average when the audits began: ${num(quiet.loadAverage, 2)} ❌ — still ≥ ${quiet.below} after waiting ${waited} (limit ${quiet.maxMinutes} min): other work on the machine lowers Perf and raises TBT (simulated throttling scales with the real CPU)`;
}

function canonicalLine(checks) {
  if (!checks?.length) return '- Canonical and hreflang: not checked';
  const bad = checks.filter((check) => !check.ok);
  const detail = checks.map((check) => `\`${check.path}\` → ${check.canonical ?? 'none'}${check.hreflang?.length ? ` (hreflang ${check.hreflang.join(', ')})` : ''}`).join('; ');
  return `- Canonical and hreflang on the origin actually served (\`PUBLIC_BASE_URL\` = the server's own origin): ${bad.length ? '❌' : '✅'} ${detail}`;
}

export function renderReport({ machine, options, pages, baseline, loadAverage, quiet, canonical, customer, productId, command, reportDir }) {
  return [
    `Measured by \`${command}\` on ${machine.date}.`,
    '',
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB} GiB RAM, ${machine.os}; Chromium ${options.chromeVersion ?? '?'}`,
    `- Node ${machine.node}; commit ${machine.commit}; Lighthouse ${options.lighthouseVersion}, default (mobile) config: ` +
      'Moto G Power screen, simulated slow 4G and 4× CPU slowdown',
    quietLine(quiet, loadAverage),
    `- ${options.runs} run${options.runs > 1 ? 's' : ''} per page, each figure the median; a fresh Chromium per page; a fresh embedded database seeded at start; the production server as shipped (page cache on); detail product id ${productId}`,
    `- Cart: ${customer ? `a customer registered through the API (${customer.email}) with ${customer.cartLines} line in the cart; before each run the HTTP cache is cleared and the session cookie and stored user are put into the browser (Lighthouse's storage reset is off for this row only)` : 'not measured'}`,
    canonicalLine(canonical),
    '- JS kB: transfer size (gzip) of every script the page loaded (`resource-summary`); JS ÷ bare: that ÷ the bare Next 16 + next-intl page of the same locale, built and measured in the same run',
    `- Targets: Perf ≥ ${BUDGET.performance}, A11y ${BUDGET.accessibility}, Best practices ${BUDGET.bestPractices}, SEO ${BUDGET.seo}, JS ≤ ${BUDGET.jsRatio}× the bare page, on home, list and detail in en and zh (the cart is a personal page: measured, not judged). The metric targets (LCP ≤ ${METRICS.lcpMs / 1000} s, CLS ≤ ${METRICS.cls}, TBT ≤ ${METRICS.tbtMs} ms) are marked in the last column`,
    '',
    resultTable(pages, baseline),
    '',
    'What Lighthouse reported per page (median run):',
    '',
    findings(pages),
    '',
    `Full JSON reports of this run: \`${reportDir}\` (open in https://googlechrome.github.io/lighthouse/viewer/).`,
    '',
  ].join('\n');
}
