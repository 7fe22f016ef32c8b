// The markdown `npm run load` prints and writes into docs/reliability.md (between its markers).
export const LOAD_MARKERS = { startMarker: '<!-- reliability:load:start -->', endMarker: '<!-- reliability:load:end -->', heading: '## Load and soak (`npm run load`)' };

const ms = (value) => (Number.isFinite(value) ? (value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US')) : '—');
const n = (value) => value.toLocaleString('en-US');
const mark = (ok) => (ok ? '✅' : '❌');

/**
 * Requests a rate limit refused (429). A run with any is void: its buyers were turned away
 * instead of walking the journey, so its latency, memory and inquiry figures measure less work.
 */
export const turnedAway = (phase) => phase.summary?.overall.statuses[429] ?? 0;

function statusDetail(row) {
  const parts = Object.entries(row.statuses)
    .filter(([status]) => Number(status) >= 400)
    .map(([status, count]) => `${count}×${status}`);
  parts.push(...Object.entries(row.errorKinds).map(([kind, count]) => `${count}×${kind}`));
  return parts.join(', ') || '—';
}

export function actionTable(summary, seconds) {
  const lines = ['| Action | Requests | Req/s | Errors | 5xx | p50 ms | p95 ms | p99 ms | max ms | Non-2xx/3xx detail |', '|---|--:|--:|--:|--:|--:|--:|--:|--:|---|'];
  const row = (name, r, bold = false) => {
    const errors = r.status4xx + r.status5xx + r.networkErrors;
    const cells = [name, n(r.requests), (r.requests / seconds).toFixed(1), n(errors), n(r.status5xx), ms(r.p50), ms(r.p95), ms(r.p99), ms(r.max), statusDetail(r)];
    lines.push(`| ${cells.map((cell, i) => (bold && i < 9 ? `**${cell}**` : cell)).join(' | ')} |`);
  };
  for (const action of summary.actions) row(action.name, action);
  row('All', summary.overall, true);
  return lines.join('\n');
}

function inquiryLine(check) {
  const bits = [`${n(check.acknowledged)} acknowledged submits, ${n(check.inDatabase)} inquiries in the database`];
  if (check.missing.length) bits.push(`missing: ${check.missing.slice(0, 10).join(', ')}`);
  if (check.extra.length) bits.push(`not acknowledged: ${check.extra.slice(0, 10).join(', ')}`);
  if (check.incomplete.length) bits.push(`incomplete: ${check.incomplete.slice(0, 10).join(', ')}`);
  return `${mark(check.ok)} ${bits.join('; ')}${check.ok ? ' — equal, every one with all its lines.' : '.'}`;
}

function logLine(log) {
  if (!log.streamDrops && !log.otherErrors) return 'Server log: no error lines.';
  const bits = [];
  if (log.streamDrops) bits.push(`${log.streamDrops} \`transformAlgorithm\` lines (the Node 20 stream-drop bug, GUIDE: traps)`);
  if (log.otherErrors) bits.push(`${log.otherErrors} other error lines (first: \`${log.firstOther.slice(0, 160).replaceAll('`', "'")}\`)`);
  return `Server log: ${bits.join('; ')}.`;
}

function phaseSection(title, phase) {
  const out = [`### ${title}`, ''];
  if (phase.error) return [...out, `**Run failed:** ${phase.error}`, ''].join('\n');
  const o = phase.summary.overall;
  const fiveXx = o.status5xx;
  out.push(
    `- ${phase.buyers} buyers for ${phase.seconds} s (${n(phase.visits)} visits, ${n(phase.registered)} registrations); 1-minute load average at the start ${phase.loadAverage.toFixed(2)}, at the end ${phase.loadAverageEnd.toFixed(2)}`,
    `- ${mark(fiveXx === 0)} 5xx: ${n(fiveXx)} (target 0); requests ${n(o.requests)}, errors ${n(o.status4xx + o.status5xx + o.networkErrors)}, p95 ${ms(o.p95)} ms, p99 ${ms(o.p99)} ms`,
    `- ${mark(turnedAway(phase) === 0)} turned away by a rate limit (429): ${n(turnedAway(phase))} (target 0: every buyer walks the whole journey)`,
    `- Inquiries: ${inquiryLine(phase.inquiries)}`,
    '',
    actionTable(phase.summary, phase.seconds),
    '',
    logLine(phase.log),
    '',
  );
  if (phase.memory) out.push(memoryTable(phase.memory), '');
  return out.join('\n');
}

/** Memory target: after warm-up, the last sample ≤ this × the first. */
export const MEMORY_GROWTH_LIMIT = 1.2;

export function memoryVerdict(samples) {
  // Warm-up: the first two minutes (JIT, caches, pools filling; the page cache fills in them too).
  // Flat = the last sample ≤ 1.2× the one at minute 2. The stricter reading (≤ +10 %
  // and a least-squares slope under 2 MiB per minute) is reported beside it.
  const after = samples.filter((s) => s.minute >= 2 && Number.isFinite(s.rssMiB));
  if (after.length < 2) return { ok: undefined, note: 'too short to judge growth (needs samples after the 2-minute warm-up)' };
  const first = after[0].rssMiB;
  const last = after.at(-1).rssMiB;
  const ratio = last / first;
  const ok = ratio <= MEMORY_GROWTH_LIMIT;
  let strict = '';
  if (after.length >= 3) {
    const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
    const mx = mean(after.map((s) => s.minute));
    const my = mean(after.map((s) => s.rssMiB));
    const slope = after.reduce((sum, s) => sum + (s.minute - mx) * (s.rssMiB - my), 0) / after.reduce((sum, s) => sum + (s.minute - mx) ** 2, 0);
    strict = `; stricter reading (≤ +10 % and < 2 MiB/min): ${mark(ratio <= 1.1 && slope < 2)} slope ${slope.toFixed(2)} MiB/min`;
  }
  return {
    ok,
    first,
    last,
    ratio,
    note: `minute ${after[0].minute} → ${after.at(-1).minute}: ${first.toFixed(0)} → ${last.toFixed(0)} MiB = ${ratio.toFixed(2)}× (target ≤ ${MEMORY_GROWTH_LIMIT}×)${strict}`,
  };
}

function memoryTable(samples) {
  const verdict = memoryVerdict(samples);
  const lines = [
    `Resident memory of the server (VmRSS of the server's process group, sampled each minute): ${verdict.ok === undefined ? '' : mark(verdict.ok)} ${verdict.note}.`,
    '',
    '| Minute | RSS MiB | Requests that minute | p95 ms that minute |',
    '|--:|--:|--:|--:|',
  ];
  for (const s of samples) lines.push(`| ${s.minute} | ${s.rssMiB.toFixed(0)} | ${s.requests ?? '—'} | ${ms(s.p95)} |`);
  return lines.join('\n');
}

export function renderLoadReport({ machine, options, command, where, seedSeconds, phases, pageCache = 'not probed' }) {
  const header = [
    `Measured by \`${command}\` on ${machine.date}.`,
    '',
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB} GiB RAM, ${machine.os}; Node ${machine.node}; commit ${machine.commit}`,
    `- Database: ${where}; ${n(options.products)} products seeded in ${seedSeconds.toFixed(1)} s; production server (\`scripts/server.mjs\`) on PostgreSQL, as shipped, catalogue and rendered-page caches on (page cache probe: ${pageCache})`,
    `- Buyers: plain \`fetch\` with a cookie jar each; a visit = API list, a page or a product, a search, captcha + register, 2 × add to cart, save an address, list the cart, submit the inquiry; a mean pause of ${options.thinkMs} ms between steps. The server runs with \`RATE_LIMIT_SCALE=10000\` (all buyers share one loopback address), \`CAPTCHA_ECHO_FILE\` (test hook: the buyers read the codes), no REDIS_URL and no SMTP_URL (mail goes to the outbox as "logged").`,
    `- Targets: zero 5xx; inquiries in the database = successful submits, each with all its lines; resident memory flat after the 2-minute warm-up (last sample ≤ ${MEMORY_GROWTH_LIMIT}× the first). Latency is reported, not judged (the catalogue targets are \`npm run bench\`).`,
    '- Errors = 4xx + 5xx + no answer within 30 s; p50/p95/p99 are exact nearest-rank percentiles of every answer.',
    '',
  ];
  return [...header, ...phases.map((phase) => phaseSection(phase.title, phase))].join('\n').trimEnd() + '\n';
}

/** The markers of the short summary `npm run load` also writes into docs/benchmarks.md. */
export const SUMMARY_MARKERS = {
  startMarker: '<!-- bench:load:start -->',
  endMarker: '<!-- bench:load:end -->',
  heading: '## Load and soak with the page cache on (npm run load)',
};

/** The three load checks per phase, for docs/benchmarks.md; the full tables stay in docs/reliability.md. */
export function renderLoadSummary({ machine, options, command, phases, pageCache = 'not probed' }) {
  const lines = [
    `Measured by \`${command}\` on ${machine.date} (commit ${machine.commit}); ${options.buyers} buyers, ${n(options.products)} products on PostgreSQL, the server as shipped (page cache probe: ${pageCache}). Full tables: docs/reliability.md, "Load and soak".`,
    '',
    '| Phase | Requests | 5xx (target 0) | 429 (target 0) | Inquiries acknowledged / stored | Memory after warm-up (last ≤ 1.2× first) | p95 ms | Server log |',
    '|---|--:|:-:|:-:|:-:|:-:|--:|---|',
  ];
  for (const phase of phases) {
    if (phase.error) {
      lines.push(`| ${phase.title} | — | ❌ run failed: ${phase.error.slice(0, 100)} | | | | | |`);
      continue;
    }
    const o = phase.summary.overall;
    const memory = phase.memory ? memoryVerdict(phase.memory) : undefined;
    const memoryCell = !memory
      ? '— (not sampled)'
      : memory.ok === undefined
        ? memory.note
        : `${mark(memory.ok)} ${memory.first.toFixed(0)} → ${memory.last.toFixed(0)} MiB (${memory.ratio.toFixed(2)}×)`;
    const log = phase.log.streamDrops || phase.log.otherErrors ? `${phase.log.streamDrops} transformAlgorithm, ${phase.log.otherErrors} other error lines` : 'no error lines';
    lines.push(
      `| ${phase.title} | ${n(o.requests)} | ${mark(o.status5xx === 0)} ${n(o.status5xx)} | ${mark(turnedAway(phase) === 0)} ${n(turnedAway(phase))} | ${mark(phase.inquiries.ok)} ${n(phase.inquiries.acknowledged)} / ${n(phase.inquiries.inDatabase)} | ${memoryCell} | ${ms(o.p95)} | ${log} |`,
    );
  }
  return lines.join('\n') + '\n';
}
