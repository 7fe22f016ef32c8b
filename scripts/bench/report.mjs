// The markdown the bench prints and puts into docs/benchmarks.md, between its own markers only:
// other sections of that file belong to other benchmarks.
import fs from 'node:fs';
import path from 'node:path';
import { CACHED_RATIO_TARGET, SINGLE_P95_MS, UNCACHED_JUDGED, UNCACHED_P95_MS } from './targets.mjs';

export const START_MARKER = '<!-- bench:catalogue:start -->';
export const END_MARKER = '<!-- bench:catalogue:end -->';
const SECTION_HEADING = '## Catalogue pages and API benchmark (npm run bench)';

const ms = (value) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : '—');
const kB = (bytes, digits = 1) => (Number.isFinite(bytes) ? (bytes / 1000).toFixed(digits) : '—');
const rps = (value) => (Number.isFinite(value) ? (value < 10 ? value.toFixed(1) : String(Math.round(value))) : '—');
const mark = (ok) => (ok ? '✅' : '❌');
const n = (value) => value.toLocaleString('en-US');

export const clean = (row) => !row.failure && row.non2xx === 0 && row.errors === 0 && row.responses > 0;

/** What went wrong in a row, short: "3×500, 2 errors (2 timeouts)" or the failure. */
function trouble(row) {
  if (row.failure) return row.failure.slice(0, 80);
  const bits = [];
  if (row.non2xx) bits.push(row.non2xxDetail || `${row.non2xx} non-2xx`);
  if (row.errors) bits.push(`${row.errors} errors (${row.timeouts} timeouts)`);
  if (!row.responses) bits.push('no answers');
  return bits.join(', ');
}

/** The verdict of a row in a pass: { ok: true | false | undefined (not judged), text }. */
export function verdict(row, pass, ceilingRps) {
  if (!row) return { ok: undefined, text: 'not run' };
  const bad = clean(row) ? '' : ` (${trouble(row)})`;
  if (pass === 'cached') {
    if (row.kind === 'page') {
      if (!ceilingRps) return { ok: false, text: `no ceiling measured${bad}` };
      const ok = clean(row) && row.rps / ceilingRps >= CACHED_RATIO_TARGET;
      return { ok, text: `${mark(ok)}${bad}` };
    }
    if (row.p95TargetMs) {
      const ok = clean(row) && row.p95 <= row.p95TargetMs;
      return { ok, text: `p95 ≤ ${row.p95TargetMs} ${mark(ok)}${bad}` };
    }
    return { ok: clean(row), text: clean(row) ? 'no errors ✅' : `❌${bad}` };
  }
  const limit = pass === 'single' ? SINGLE_P95_MS : UNCACHED_P95_MS;
  if (row.kind === 'page' && UNCACHED_JUDGED.has(row.group)) {
    const ok = clean(row) && row.p95 <= limit;
    return { ok, text: `${mark(ok)}${bad}` };
  }
  // Home, content pages and API rows: measured, not judged by §5 — errors still show.
  return { ok: undefined, text: bad ? `❌${bad}` : '—' };
}

const byId = (rows) => new Map((rows ?? []).map((row) => [row.id, row]));

function htmlCell(html) {
  if (!html) return '—';
  if (html.failure) return `❌ ${html.failure.slice(0, 60)}`;
  const over = html.identity > html.budget;
  const encodingNote = html.gzipEncoding !== 'gzip' ? ` (gzip asked, ${html.gzipEncoding} sent)` : '';
  return `${kB(html.identity)} ${mark(!over)} / ${kB(html.gzip)}${encodingNote}`;
}

/** One line per row: HTML weight, repeat views (× chunk), first views at C and at 1 connection. */
function mainTable(report, connections) {
  const cached = byId(report.rows.cached);
  const uncached = byId(report.rows.uncached);
  const single = byId(report.rows.single);
  const ceiling = report.ceilingRps;
  const lines = [
    `| Row | Path | HTML kB ≤ budget / gzip kB | Repeat req/s | × chunk | p95 ms | Target ≥ ${CACHED_RATIO_TARGET}× | First view @${connections} req/s | p95 ms | Target ≤ ${UNCACHED_P95_MS} ms | @1 p95 ms | Target ≤ ${SINGLE_P95_MS} ms |`,
    '|---|---|--:|--:|--:|--:|:-:|--:|--:|:-:|--:|:-:|',
  ];
  for (const target of report.targets) {
    const c = cached.get(target.id);
    const u = uncached.get(target.id);
    const s = single.get(target.id);
    const ratio = c && ceiling && Number.isFinite(c.rps) ? `${(c.rps / ceiling).toFixed(2)}×` : '—';
    const cell = (row, pass) => (row ? verdict(row, pass, ceiling).text : '—');
    lines.push(
      `| ${target.name} | \`${target.path}\` | ${target.kind === 'page' ? htmlCell(report.html?.[target.id]) : '—'} | ` +
        `${c ? rps(c.rps) : '—'} | ${ratio} | ${c ? ms(c.p95) : '—'} | ${cell(c, 'cached')} | ` +
        `${u ? rps(u.rps) : '—'} | ${u ? ms(u.p95) : '—'} | ${cell(u, 'uncached')} | ` +
        `${s ? ms(s.p95) : '—'} | ${cell(s, 'single')} |`,
    );
  }
  return lines.join('\n');
}

/** The ceiling and every gzip row, with the bytes each answer really took on the wire. */
function encodingTable(report) {
  const lines = [
    '| Row | Path | Accept-Encoding | Bytes/answer | Req/s | × chunk (identity) | p50 ms | p95 ms | p99 ms | Non-2xx, errors |',
    '|---|---|---|--:|--:|--:|--:|--:|--:|---|',
  ];
  const rows = [...(report.rows.ceiling ?? []), ...(report.rows.gzip ?? [])];
  for (const row of rows) {
    const ratio = report.ceilingRps && Number.isFinite(row.rps) ? `${(row.rps / report.ceilingRps).toFixed(2)}×` : '—';
    lines.push(
      `| ${row.name}${row.kind === 'page' ? ', gzip' : ''} | \`${row.path}\` | ${row.encoding} | ${Number.isFinite(row.bytesPerResponse) ? n(Math.round(row.bytesPerResponse)) : '—'} | ${rps(row.rps)} | ${ratio} | ` +
        `${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${clean(row) ? '0' : trouble(row)} |`,
    );
  }
  return lines.join('\n');
}

/** Every figure of every pass, for a closer look (collapsed in the rendered file). */
function detailTable(report) {
  const lines = [
    '| Pass | Row | Conn. | Encoding | Answers | Req/s | Bytes/answer | p50 ms | p95 ms | p99 ms | Server CPU ms/answer | Non-2xx | Errors (timeouts) | Server log |',
    '|---|---|--:|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
  ];
  const passes = [
    ['repeat', report.rows.cached],
    ['ceiling', report.rows.ceiling],
    ['repeat, gzip', report.rows.gzip],
    ['first view', report.rows.uncached],
    ['first view', report.rows.single],
  ];
  for (const [pass, rows] of passes) {
    for (const row of rows ?? []) {
      if (row.failure) {
        lines.push(`| ${pass} | ${row.name} | ${row.connections ?? '—'} | ${row.encoding ?? '—'} | — | — | — | — | — | — | — | — | ${row.failure.slice(0, 100)} | — |`);
        continue;
      }
      const log = row.log && (row.log.streamDrops || row.log.otherErrors) ? `${row.log.streamDrops} transformAlgorithm, ${row.log.otherErrors} other` : '—';
      lines.push(
        `| ${pass} | ${row.name} | ${row.connections} | ${row.encoding} | ${n(row.responses)} | ${rps(row.rps)} | ${Number.isFinite(row.bytesPerResponse) ? n(Math.round(row.bytesPerResponse)) : '—'} | ` +
          `${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${ms(row.cpuMsPerAnswer)} | ${row.non2xx ? `${row.non2xx} (${row.non2xxDetail})` : '0'} | ${row.errors} (${row.timeouts}) | ${log} |`,
      );
    }
  }
  return lines.join('\n');
}

function serverLogNote(report) {
  const all = Object.values(report.rows).flat();
  const notes = all.filter((row) => row.log && (row.log.streamDrops || row.log.otherErrors));
  if (notes.length === 0) return 'Server log during the runs: no error lines.';
  const drops = notes.reduce((sum, row) => sum + row.log.streamDrops, 0);
  const others = notes.filter((row) => row.log.otherErrors);
  const parts = [];
  if (drops) parts.push(`${drops} \`transformAlgorithm\` lines (the Node 20 bug logged when autocannon drops a streamed response at the end of a run; fixed in Node 22)`);
  if (others.length) {
    parts.push(
      `other error lines in ${others.map((row) => `${row.name} (${row.log.otherErrors})`).join(', ')}; first: \`${others[0].log.firstOther.slice(0, 160).replaceAll('`', "'")}\``,
    );
  }
  return `Server log error lines during the runs: ${parts.join('; ')}.`;
}

/** Per combination: the performance checks, each { ok, text }. */
export function checks(report) {
  const pages = (rows) => (rows ?? []).filter((row) => row.kind === 'page');
  const count = (rows, pass) => {
    const judged = rows.map((row) => verdict(row, pass, report.ceilingRps)).filter((v) => v.ok !== undefined);
    const met = judged.filter((v) => v.ok).length;
    return judged.length ? { ok: met === judged.length, text: `${mark(met === judged.length)} ${met}/${judged.length}` } : { ok: undefined, text: 'not run' };
  };
  const html = Object.values(report.html ?? {});
  const htmlMet = html.filter((h) => !h.failure && h.identity <= h.budget).length;
  return {
    cached: count(pages(report.rows.cached), 'cached'),
    uncached: count(pages(report.rows.uncached), 'uncached'),
    single: count(pages(report.rows.single), 'single'),
    html: html.length ? { ok: htmlMet === html.length, text: `${mark(htmlMet === html.length)} ${htmlMet}/${html.length}` } : { ok: undefined, text: 'not run' },
  };
}

function summaryTable(reports, connections) {
  const lines = [
    `| Database | Products | Repeat views ≥ ${CACHED_RATIO_TARGET}× chunk, 0 errors | First view p95 ≤ ${UNCACHED_P95_MS} ms @${connections} | First view p95 ≤ ${SINGLE_P95_MS} ms @1 | HTML ≤ budget | Chunk req/s (identity / gzip) |`,
    '|---|--:|:-:|:-:|:-:|:-:|--:|',
  ];
  for (const report of reports) {
    if (report.skipped) {
      lines.push(`| ${report.title} | ${n(report.size)} | skipped: ${report.skipped} | | | | |`);
      continue;
    }
    const c = checks(report);
    const gzip = report.rows.ceiling?.find((row) => row.encoding === 'gzip');
    const failed = report.error ? ` ❌ run failed: ${report.error.split('\n')[0].slice(0, 80)}` : '';
    lines.push(
      `| ${report.title}${failed} | ${n(report.size)} | ${c.cached.text} | ${c.uncached.text} | ${c.single.text} | ${c.html.text} | ${rps(report.ceilingRps)} / ${rps(gzip?.rps)} |`,
    );
  }
  return lines.join('\n');
}

function section(report, options) {
  const out = [`### ${report.title}, ${n(report.size)} products`, ''];
  if (report.skipped) return [...out, `Skipped: ${report.skipped}`, ''].join('\n');
  const facts = [`- Database: ${report.where ?? '—'}; seed time (whole \`npm run seed\` command): ${report.seedSeconds != null ? `${report.seedSeconds.toFixed(1)} s` : '—'}`];
  if (report.readySeconds != null) facts.push(`- Server ready (start → \`/api/Color?isGetAll=true\` 200): ${report.readySeconds.toFixed(1)} s`);
  if (report.ids) facts.push(`- Rows' ids: ${report.ids.notes.join('; ')}`);
  if (report.chunk) facts.push(`- Ceiling: \`${report.chunk.path}\`, ${n(report.chunk.bytes)} bytes, the largest file in the build's static/chunks, served by the same server`);
  const loads = [
    ['repeat views', report.loadAverage],
    ['first views', report.uncachedLoadAverage],
    ['first views @1', report.singleLoadAverage],
  ].filter(([, value]) => value != null);
  if (loads.length)
    facts.push(`- 1-minute load average when each pass began: ${loads.map(([name, value]) => `${name} ${value.toFixed(2)}`).join(', ')} (other processes compete for the cores)`);
  if (report.uncachedProbe) facts.push(`- First-view server: ${report.uncachedProbe}`);
  const f = report.freshness;
  if (f) {
    const line = f.skipped
      ? `skipped (${f.skipped})`
      : f.failure
        ? `❌ ${f.failure}`
        : `API after ${f.apiMs ?? '—'} ms, detail page after ${f.pageMs ?? '—'} ms ${mark(f.apiMs <= 2000 && f.pageMs <= 2000)} (target ≤ 2 s)`;
    facts.push(`- A product renamed in the database behind the server's back: ${line}`);
  }
  out.push(...facts, '');
  out.push(mainTable(report, options.connections), '');
  if (report.rows.ceiling?.length || report.rows.gzip?.length) out.push('Ceiling and gzip rows (repeat views):', '', encodingTable(report), '');
  out.push('<details><summary>Every figure of this run</summary>', '', detailTable(report), '', '</details>', '');
  out.push(serverLogNote(report), '');
  if (report.error) out.push(`**Run failed:** ${report.error.split('\n')[0]}`, '', '```', report.error.split('\n').slice(1, 25).join('\n') || '(no details)', '```', '');
  return out.join('\n');
}

export function renderReport({ machine, options, reports, command, elapsed }) {
  const header = [
    `Measured by \`${command}\` on ${machine.date}${elapsed ? ` (whole run ${elapsed} min:s, seeding and builds included)` : ''}.`,
    '',
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB} GiB RAM, ${machine.os}; Node ${machine.node}; commit ${machine.commit}`,
    `- Load: autocannon, ${options.duration} s per row after a warm-up; ${options.connections} connections unless the column says @1. ` +
      'p50/p95/p99 are exact nearest-rank percentiles of every response time (all status codes); Req/s = answers ÷ run time. ' +
      'Every request names its encoding: `Accept-Encoding: identity` unless the row says gzip.',
    '- **Repeat views**: the production server as shipped (catalogue cache and rendered-page cache on), every row warmed up first. ' +
      '**First views**: the same database behind a server started with `CATALOG_CACHE=off PAGE_CACHE=off`: every request renders and reads the database.',
    `- **Ceiling**: the same server answering its largest \`/_next/static\` JS chunk with identity encoding; × chunk = a row's req/s ÷ that. A gzip row for the chunk and for some pages shows what compression costs.`,
    `- Targets: repeat views of every catalogue page ≥ ${CACHED_RATIO_TARGET}× the chunk's identity rate with zero non-2xx and zero errors; ` +
      `first views of list, search and detail rows p95 ≤ ${UNCACHED_P95_MS} ms at ${options.connections} connections and ≤ ${SINGLE_P95_MS} ms at 1 (at 100,000 products; home, content and API rows are measured, not judged); ` +
      'HTML ≤ 120 kB on home, ≤ 90 kB on every other page (kB = 1,000 bytes, uncompressed). API rows keep the search speed target, p95 ≤ 30 ms (list, detail). ' +
      'A ✅ needs zero non-2xx and zero errors.',
    '',
    summaryTable(reports, options.connections),
    '',
  ];
  return [...header, ...reports.map((report) => section(report, options))].join('\n').trimEnd() + '\n';
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
