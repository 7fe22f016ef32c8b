// The markdown the bench prints and puts into docs/benchmarks.md, between its own markers only:
// other sections of that file belong to other benchmarks.
import fs from 'node:fs';
import path from 'node:path';

export const START_MARKER = '<!-- bench:catalogue:start -->';
export const END_MARKER = '<!-- bench:catalogue:end -->';
const SECTION_HEADING = '## Catalogue API benchmark';

const ms = (value) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : '—');

function verdict(row) {
  if (!row.p95TargetMs) return '—';
  const clean = row.non2xx === 0 && row.errors === 0 && row.responses > 0;
  const ok = clean && row.p95 <= row.p95TargetMs;
  return `≤ ${row.p95TargetMs} ${ok ? '✅' : '❌'}${clean ? '' : ' (errors)'}`;
}

function resultTable(rows) {
  const lines = [
    '| Endpoint | Path | Req/s | p50 ms | p95 ms | p99 ms | Non-2xx | Errors (timeouts) | p95 target ms |',
    '|---|---|--:|--:|--:|--:|--:|--:|:-:|',
  ];
  for (const row of rows) {
    if (row.failure) {
      lines.push(`| ${row.name} | \`${row.path}\` | — | — | — | — | — | ${row.failure} | ${row.p95TargetMs ? `≤ ${row.p95TargetMs} ❌` : '—'} |`);
      continue;
    }
    const non2xx = row.non2xx ? `${row.non2xx} (${row.non2xxDetail})` : '0';
    lines.push(
      `| ${row.name} | \`${row.path}\` | ${Math.round(row.rps)} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${non2xx} | ${row.errors} (${row.timeouts}) | ${verdict(row)} |`,
    );
  }
  return lines.join('\n');
}

function serverLogNote(backend) {
  const notes = backend.rows.filter((row) => row.log && (row.log.streamDrops || row.log.otherErrors));
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
  if (backend.rows?.length) out.push(resultTable(backend.rows), '', serverLogNote(backend), '');
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
    '- Targets (issue 3, 2 cores): p95 ≤ 30 ms for the list and detail API, ≤ 60 ms for the searches; a target counts as met only with zero non-2xx and zero errors. Pages and the static file are informational.',
    '',
  ];
  return [...header, ...backends.map((backend) => backendSection(backend, options))].join('\n').trimEnd() + '\n';
}

/** Replaces only what lies between the markers; creates the file, heading and markers if missing. */
export function writeSection(file, markdown) {
  const block = `${START_MARKER}\n${markdown}${END_MARKER}`;
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = text.indexOf(START_MARKER);
  const end = start === -1 ? -1 : text.indexOf(END_MARKER, start);
  if (start !== -1 && end === -1) throw new Error(`${file} has ${START_MARKER} without ${END_MARKER}: fix the markers by hand`);
  if (start !== -1) {
    text = text.slice(0, start) + block + text.slice(end + END_MARKER.length);
  } else {
    text = `${text.trimEnd()}\n\n${SECTION_HEADING}\n\n${block}\n`;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}
