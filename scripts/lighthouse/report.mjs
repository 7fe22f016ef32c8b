// The markdown `npm run lighthouse` prints and puts into docs/benchmarks.md between its own markers.
import { BUDGET, misses } from './targets.mjs';

export const MARKERS = {
  startMarker: '<!-- lighthouse:start -->',
  endMarker: '<!-- lighthouse:end -->',
  heading: '## Browser budget (npm run lighthouse)',
};

const num = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const kB = (bytes) => num(bytes / 1000, 1);

function row(page) {
  if (page.error) return `| ${page.name} | ${page.locale} | \`${page.path}\` | ${'— | '.repeat(9)}❌ ${page.error.split('\n')[0].slice(0, 120)} |`;
  const missed = misses(page);
  const verdict = missed.length === 0 ? '✅' : `❌ ${missed.join(', ')}`;
  const ratio = page.jsRatio === undefined ? '—' : `${num(page.jsRatio, 2)}×`;
  return (
    `| ${page.name} | ${page.locale} | \`${page.path}\` | ${num(page.performance)} | ${num(page.accessibility)} | ${num(page.bestPractices)} | ${num(page.seo)} | ` +
    `${num(page.lcpMs / 1000, 2)} | ${num(page.cls, 3)} | ${num(page.tbtMs)} | ${kB(page.jsBytes)} | ${ratio} | ${verdict} |`
  );
}

export function resultTable(pages, baseline) {
  const lines = [
    '| Page | Locale | Path | Perf | A11y | Best pr. | SEO | LCP s | CLS | TBT ms | JS kB | JS ÷ bare | Targets |',
    '|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|:-:|',
    `| *Target* | | | ≥ ${BUDGET.performance} | ${BUDGET.accessibility} | ≥ ${BUDGET.bestPractices} | ${BUDGET.seo} | ≤ ${BUDGET.lcpMs / 1000} | ≤ ${BUDGET.cls} | ≤ ${BUDGET.tbtMs} | | ≤ ${BUDGET.jsRatio}× | |`,
    ...pages.map(row),
  ];
  for (const page of baseline) {
    if (page.error) lines.push(`| ${page.name} | ${page.locale} | \`${page.path}\` | ${'— | '.repeat(9)}(baseline failed: ${page.error.split('\n')[0].slice(0, 120)}) |`);
    else
      lines.push(
        `| *${page.name}* | ${page.locale} | \`${page.path}\` | ${num(page.performance)} | ${num(page.accessibility)} | ${num(page.bestPractices)} | ${num(page.seo)} | ` +
          `${num(page.lcpMs / 1000, 2)} | ${num(page.cls, 3)} | ${num(page.tbtMs)} | ${kB(page.jsBytes)} | 1.00× | baseline |`,
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
    if (page.largestScripts?.length) bits.push(`largest scripts ${page.largestScripts.map((s) => `${s.url.split('/').pop()} ${s.kB.toFixed(1)} kB`).join(', ')} (${page.scriptCount} scripts)`);
    if (page.thirdPartyHosts?.length) bits.push(`third-party hosts: ${page.thirdPartyHosts.join(', ')}`);
    const failing = page.failing?.slice(0, 8).map((audit) => `${audit.id}${audit.display ? ` (${audit.display})` : ''}`);
    if (failing?.length) bits.push(`failed audits: ${failing.join(', ')}`);
    if (page.runtimeError) bits.push(`runtime error: ${page.runtimeError}`);
    if (bits.length) out.push(`- ${page.name} (${page.locale}): ${bits.join('; ')}.`);
  }
  return out.join('\n');
}

export function renderReport({ machine, options, pages, baseline, loadAverage, productId, command, reportDir }) {
  return [
    `Measured by \`${command}\` on ${machine.date}.`,
    '',
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB} GiB RAM, ${machine.os}; Chromium ${options.chromeVersion ?? '?'}`,
    `- Node ${machine.node}; commit ${machine.commit}; Lighthouse ${options.lighthouseVersion}, default (mobile) config: ` +
      'Moto G Power screen, simulated slow 4G and 4× CPU slowdown',
    `- 1-minute load average when the runs began: ${num(loadAverage, 2)} (simulated throttling still scales with the real CPU: other work on the machine lowers Perf and raises TBT)`,
    `- ${options.runs} run${options.runs > 1 ? 's' : ''} per page, each figure the median; a fresh embedded database seeded at start; detail product id ${productId}; the cart as a guest (§4's route guard then sends the browser from `/cart` to `/`)`,
    '- JS kB: transfer size (gzip) of every script the page loaded (`resource-summary`); JS ÷ bare: that ÷ the bare Next 16 + next-intl page of the same locale, built and measured in the same run',
    '- Targets (issue 7 §2): Perf ≥ 95, A11y 100, Best practices ≥ 95, SEO 100, LCP ≤ 2.0 s, CLS ≤ 0.05, TBT ≤ 150 ms, JS ≤ 1.3× the bare page',
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
