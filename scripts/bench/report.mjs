// The markdown the bench prints and puts into docs/benchmarks.md, between its own markers only:
// other sections of that file belong to other benchmarks.
import fs from 'node:fs';
import path from 'node:path';
import { CACHED_RATIO_TARGET, UNCACHED_PAGE_P95_MS } from './targets.mjs';

export const START_MARKER = '<!-- bench:catalogue:start -->';
export const END_MARKER = '<!-- bench:catalogue:end -->';
const SECTION_HEADING = '## Catalogue pages and API benchmark (npm run bench)';

const ms = (value) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : '—');

const clean = (row) => row.non2xx === 0 && row.errors === 0 && row.responses > 0;
const mark = (ok) => (ok ? '✅' : '❌');

/** The target a row is judged by, in the pass it was measured in (cached or uncached). */
function verdict(row, pass, staticRps) {
  const dirty = clean(row) ? '' : ' (errors)';
  if (row.kind === 'static') return 'ceiling';
  if (row.kind === 'page' && pass === 'cached') {
    if (!staticRps) return `≥ ${CACHED_RATIO_TARGET * 100}% of static: no static file measured`;
    return `≥ ${CACHED_RATIO_TARGET * 100}% of static ${mark(clean(row) && row.rps / staticRps >= CACHED_RATIO_TARGET)}${dirty}`;
  }
  if (row.kind === 'page') return `p95 ≤ ${UNCACHED_PAGE_P95_MS} ${mark(clean(row) && row.p95 <= UNCACHED_PAGE_P95_MS)}${dirty}`;
  if (row.p95TargetMs) return `p95 ≤ ${row.p95TargetMs} (issue 3) ${mark(clean(row) && row.p95 <= row.p95TargetMs)}${dirty}`;
  return dirty ? `zero errors ❌` : 'zero errors ✅';
}

function resultTable(rows, pass, staticRps) {
  const lines = [
    '| Row | Path | Req/s | × static | p50 ms | p95 ms | p99 ms | Non-2xx | Errors (timeouts) | Target |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|:--|',
  ];
  for (const row of rows) {
    if (row.failure) {
      lines.push(`| ${row.name} | \`${row.path}\` | — | — | — | — | — | — | ${row.failure} | ❌ |`);
      continue;
    }
    const non2xx = row.non2xx ? `${row.non2xx} (${row.non2xxDetail})` : '0';
    const ratio = staticRps ? `${((row.rps / staticRps) * 100).toFixed(row.rps / staticRps < 0.1 ? 1 : 0)}%` : '—';
    lines.push(
      `| ${row.name} | \`${row.path}\` | ${Math.round(row.rps)} | ${ratio} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${non2xx} | ${row.errors} (${row.timeouts}) | ${verdict(row, pass, staticRps)} |`,
    );
  }
  return lines.join('\n');
}

function serverLogNote(backend) {
  const notes = [...backend.rows, ...(backend.uncachedRows ?? [])].filter((row) => row.log && (row.log.streamDrops || row.log.otherErrors));
  if (notes.length === 0) return 'Server log during the runs: no error lines.';
  const parts = notes.map((row) => {
    const bits = [];
    if (row.log.streamDrops) bits.push(`${row.log.streamDrops} \`transformAlgorithm\``);
    if (row.log.otherErrors) bits.push(`${row.log.otherErrors} other (first: \`${row.log.firstOther.slice(0, 160).replaceAll('`', "'")}\`)`);
    return `${row.name}: ${bits.join(', ')}`;
  });
  return (
    'Server log error lines during the runs — ' +
    parts.join('; ') +
    '. (`TypeError: controller[kState].transformAlgorithm is not a function` is the Node 20 bug logged when autocannon drops a streamed response at the end of a run; fixed in Node 22.)'
  );
}

function backendSection(backend, options) {
  const out = [`### ${backend.title}`, ''];
  if (backend.skipped) return [...out, `Skipped: ${backend.skipped}`, ''].join('\n');
  const facts = [
    `- Database: ${backend.where ?? '—'}`,
    `- Products: ${options.products.toLocaleString('en-US')}; seed time (whole \`npm run seed\` command): ${backend.seedSeconds != null ? `${backend.seedSeconds.toFixed(1)} s` : '—'}`,
  ];
  if (backend.readySeconds != null) facts.push(`- Server ready (start → \`/api/Color?isGetAll=true\` 200): ${backend.readySeconds.toFixed(1)} s`);
  if (backend.loadAverage != null) facts.push(`- 1-minute load average when the runs began: ${backend.loadAverage.toFixed(2)} (other processes on the machine compete for its cores)`);
  if (backend.productIdSource) facts.push(`- Detail product id: ${backend.productId} (${backend.productIdSource})`);
  if (backend.staticNote) facts.push(`- Static file: ${backend.staticNote}`);
  out.push(...facts, '');
  const staticRps = backend.rows?.find((row) => row.kind === 'static' && !row.failure && clean(row))?.rps;
  if (backend.rows?.length) {
    out.push('**Repeat views** (catalogue cache on; every row warmed up first):', '', resultTable(backend.rows, 'cached', staticRps), '');
    const f = backend.freshness;
    if (f) {
      const line = f.skipped ? `skipped (${f.skipped})` : f.failure ? `❌ ${f.failure}` : `the API showed it after ${f.ms} ms (the watcher polls every 2 s)`;
      out.push(`- A product renamed in the database behind the server's back: ${line}.`, '');
    }
  }
  if (backend.uncachedRows?.length) {
    out.push(
      `**Uncached** (server restarted with \`CATALOG_CACHE=off\`: every request reads the database; 1-minute load average ${backend.uncachedLoadAverage?.toFixed(2) ?? '—'}):`,
      '',
      resultTable(backend.uncachedRows, 'uncached', staticRps),
      '',
    );
  }
  if (backend.rows?.length) out.push(serverLogNote(backend), '');
  if (backend.error) out.push(`**Run failed:** ${backend.error.split('\n')[0]}`, '', '```', backend.error.split('\n').slice(1, 25).join('\n') || '(no details)', '```', '');
  return out.join('\n');
}

export function renderReport({ machine, options, backends, command }) {
  const header = [
    `Measured by \`${command}\` on ${machine.date}.`,
    '',
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB} GiB RAM, ${machine.os}`,
    `- Node ${machine.node}; commit ${machine.commit}`,
    `- Load: autocannon, ${options.connections} connections, ${options.duration} s per endpoint after a warm-up; ` +
      'p50/p95/p99 are exact nearest-rank percentiles of every response time (all status codes); Req/s = responses ÷ run time.',
    `- Targets (issue 7, 2 cores): repeat views of a page ≥ ${CACHED_RATIO_TARGET * 100}% of the static file's rate; an uncached page p95 ≤ ${UNCACHED_PAGE_P95_MS} ms; zero errors. ` +
      'API rows keep their issue 3 targets (p95 ≤ 30 ms for list and detail). A target counts as met only with zero non-2xx and zero errors.',
    '',
  ];
  return [...header, ...backends.map((backend) => backendSection(backend, options))].join('\n').trimEnd() + '\n';
}

/** Replaces only what lies between the markers; creates the file, heading and markers if missing.
 * Other benchmarks (npm run lighthouse) pass their own markers and heading. */
export function writeSection(file, markdown, { startMarker = START_MARKER, endMarker = END_MARKER, heading = SECTION_HEADING } = {}) {
  const block = `${startMarker}\n${markdown}${endMarker}`;
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = text.indexOf(startMarker);
  const end = start === -1 ? -1 : text.indexOf(endMarker, start);
  if (start !== -1 && end === -1) throw new Error(`${file} has ${startMarker} without ${endMarker}: fix the markers by hand`);
  if (start !== -1) {
    text = text.slice(0, start) + block + text.slice(end + endMarker.length);
  } else {
    text = `${text.trimEnd()}\n\n${heading}\n\n${block}\n`;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}
