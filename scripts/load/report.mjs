// The markdown `npm run load` prints and writes into docs/reliability.md (between its markers).
export const LOAD_MARKERS = { startMarker: '<!-- reliability:load:start -->', endMarker: '<!-- reliability:load:end -->', heading: '## Load and soak (`npm run load`)' };

const ms = (value) => (Number.isFinite(value) ? (value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US')) : '—');
const n = (value) => value.toLocaleString('en-US');
const mark = (ok) => (ok ? '✅' : '❌');

function statusDetail(row) {
  const parts = Object.entries(row.statuses).filter(([status]) => Number(status) >= 400).map(([status, count]) => `${count}×${status}`);
  parts.push(...Object.entries(row.errorKinds).map(([kind, count]) => `${count}×${kind}`));
  return parts.join(', ') || '—';
}

export function actionTable(summary, seconds) {
  const lines = [
    '| Action | Requests | Req/s | Errors | 5xx | p50 ms | p95 ms | p99 ms | max ms | Non-2xx/3xx detail |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|---|',
  ];
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

export function memoryVerdict(samples) {
  // Warm-up: the first two minutes (JIT, caches, pools filling). After it, no growth: the last
  // sample within 10 % of the one at minute 2, and a least-squares slope under 2 MiB per minute.
  const after = samples.filter((s) => s.minute >= 2);
  if (after.length < 3) return { ok: undefined, note: 'too short to judge growth (needs ≥ 4 minutes)' };
  const first = after[0].rssMiB;
  const last = after.at(-1).rssMiB;
  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  const mx = mean(after.map((s) => s.minute));
  const my = mean(after.map((s) => s.rssMiB));
  const slope = after.reduce((sum, s) => sum + (s.minute - mx) * (s.rssMiB - my), 0) / after.reduce((sum, s) => sum + (s.minute - mx) ** 2, 0);
  const ok = last <= first * 1.1 && slope < 2;
  return { ok, note: `minute 2 → end: ${first.toFixed(0)} → ${last.toFixed(0)} MiB (${(((last - first) / first) * 100).toFixed(1)} %), slope ${slope.toFixed(2)} MiB/min; target: ≤ +10 % and < 2 MiB/min` };
}

function memoryTable(samples) {
  const verdict = memoryVerdict(samples);
  const lines = [
    `Resident memory of the server (VmRSS of the \`next start\` process group, sampled each minute): ${verdict.ok === undefined ? '' : mark(verdict.ok)} ${verdict.note}.`,
    '',
    '| Minute | RSS MiB | Requests that minute | p95 ms that minute |',
    '|--:|--:|--:|--:|',
  ];
  for (const s of samples) lines.push(`| ${s.minute} | ${s.rssMiB.toFixed(0)} | ${s.requests ?? '—'} | ${ms(s.p95)} |`);
  return lines.join('\n');
}

export function renderLoadReport({ machine, options, command, where, seedSeconds, phases }) {
  const header = [
    `Measured by \`${command}\` on ${machine.date}.`,
    '',
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB} GiB RAM, ${machine.os}; Node ${machine.node}; commit ${machine.commit}`,
    `- Database: ${where}; ${n(options.products)} products seeded in ${seedSeconds.toFixed(1)} s; production server (\`next start\`) on PostgreSQL`,
    `- Buyers: plain \`fetch\` with a cookie jar each; a visit = API list, a page or a product, a search, captcha + register, 2 × add to cart, save an address, list the cart, submit the inquiry; a mean pause of ${options.thinkMs} ms between steps. The server runs with \`RATE_LIMIT_SCALE=1000\` (all buyers share one loopback address), \`CAPTCHA_ECHO_FILE\` (test hook: the buyers read the codes), no REDIS_URL and no SMTP_URL (mail goes to the outbox as "logged").`,
    '- Targets (issue 8 §3): zero 5xx; inquiries in the database = successful submits, each with all its lines; no growth of resident memory after warm-up. Latency is reported, not judged (the §3 catalogue targets are `npm run bench`).',
    '- Errors = 4xx + 5xx + no answer within 30 s; p50/p95/p99 are exact nearest-rank percentiles of every answer.',
    '',
  ];
  return [...header, ...phases.map((phase) => phaseSection(phase.title, phase))].join('\n').trimEnd() + '\n';
}
