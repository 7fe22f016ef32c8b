// Fault: PostgreSQL stops for 10 s under load (the private cluster, `pg_ctl stop -m immediate`).
// Target: API requests fail fast (503 JSON within 5 s, no hang), pages show an error rather than
// hang, and the server serves again by itself once the database is back.
import { setTimeout as sleep } from 'node:timers/promises';
import { Ledger } from '../load/buyer.mjs';
import { runPhase } from '../load/phase.mjs';
import { percentile } from '../load/stats.mjs';
import { Recorder } from './shop.mjs';

const FAIL_FAST_MS = 5_000;

function tally(answers) {
  const out = {};
  for (const a of answers) out[a.error ?? a.status] = (out[a.error ?? a.status] ?? 0) + 1;
  return JSON.stringify(out);
}

export async function postgresStop(ctx) {
  const { server, cluster, echo, ids, say } = ctx;
  const result = { name: 'PostgreSQL stopped for 10 s mid-load', target: 'failures are 503 JSON with Retry-After within 5 s; nothing hangs; recovers by itself', details: [] };
  const recorder = new Recorder();
  const ledger = new Ledger();
  const marks = {};
  const outage = (async () => {
    await sleep(10_000);
    marks.stop = Date.now();
    await cluster.stopImmediately();
    say('  PostgreSQL stopped (immediate) …');
    await sleep(10_000);
    marks.restart = Date.now();
    await cluster.startServer(); // -w: returns once it accepts connections (after crash recovery)
    marks.up = Date.now();
    say(`  PostgreSQL started again (accepting connections after ${((marks.up - marks.restart) / 1000).toFixed(1)} s)`);
  })();
  // Runs until 15 s after PostgreSQL is back, however long its restart takes.
  const done = () => marks.up !== undefined && Date.now() > marks.up + 15_000;
  await runPhase({ origin: server.origin, echo, ids, ledger, stats: recorder, buyers: 20, seconds: 120, thinkMs: 200, tag: 'pgstop', rampSeconds: 2, shouldAbort: done });
  await outage;

  const isApi = (a) => !a.action.includes('(page)');
  const down = recorder.between(marks.stop, marks.up);
  const downApi = down.filter(isApi);
  const downPages = down.filter((a) => !isApi(a));
  const slowest = Math.max(0, ...down.map((a) => a.ms));
  // Fail fast: every failure (5xx or no answer) within 5 s, nothing left without an answer. A page
  // the catalogue cache served (200) is not a failure; its time is CPU, reported as the slowest.
  const hung = down.filter((a) => a.error === 'timeout' || ((a.status >= 500 || a.error) && a.ms > FAIL_FAST_MS)).length;
  const slowestFailure = Math.max(0, ...down.filter((a) => a.status >= 500 || a.error).map((a) => a.ms));
  const apiFailures = downApi.filter((a) => a.status >= 500 || a.error);
  const nonConforming = apiFailures.filter((a) => a.status !== 503 || !a.json || !a.retryAfter);
  const bad503 = nonConforming.length;
  const byAction = {};
  for (const a of nonConforming)
    byAction[`${a.action} → ${a.error ?? a.status}${a.json ? '' : ' (not JSON)'}${a.retryAfter ? '' : ' (no Retry-After)'}`] =
      (byAction[`${a.action} → ${a.error ?? a.status}${a.json ? '' : ' (not JSON)'}${a.retryAfter ? '' : ' (no Retry-After)'}`] ?? 0) + 1;
  result.details.push(
    `outage ${((marks.up - marks.stop) / 1000).toFixed(1)} s (10 s stopped + restart): ${down.length} requests asked; API answers ${tally(downApi)}; page answers ${tally(downPages) || '{}'}`,
  );
  const slow = [...down].sort((a, b) => b.ms - a.ms).slice(0, 3);
  const slowNote = slow
    .map((a) => `${a.action} → ${a.error ?? a.status} in ${Math.round(a.ms)} ms, asked ${((a.startedAt - marks.stop) / 1000).toFixed(1)} s after the stop`)
    .join('; ');
  result.details.push(
    `during the outage: slowest failure ${Math.round(slowestFailure)} ms, slowest answer of any kind ${Math.round(slowest)} ms, p99 ${Math.round(
      percentile(
        down.map((a) => a.ms).sort((a, b) => a - b),
        99,
      ) || 0,
    )} ms; ${hung} failures took over ${FAIL_FAST_MS / 1000} s or got no answer; ${apiFailures.length - bad503} of ${apiFailures.length} failed API answers were 503 JSON with Retry-After${bad503 ? ` (the others: ${JSON.stringify(byAction)})` : ''}; slowest three: ${slowNote}`,
  );
  // Recovery: the first API success after PostgreSQL accepted connections, and the last 10 s clean.
  const after = recorder.answers.filter((a) => a.startedAt >= marks.up && isApi(a));
  const firstOk = after.find((a) => a.status > 0 && a.status < 400);
  const tail = recorder.answers.filter((a) => a.startedAt >= marks.up + 5_000);
  const tailFailures = tail.filter((a) => a.status >= 500 || a.error).length;
  result.details.push(
    `recovery: first API 2xx ${firstOk ? `${((firstOk.startedAt + firstOk.ms - marks.up) / 1000).toFixed(1)} s after PostgreSQL was back` : 'never'}; from 5 s after: ${tail.length} requests, ${tailFailures} 5xx/no answer (${tally(tail)})`,
  );
  result.ok = down.length > 0 && hung === 0 && bad503 === 0 && Boolean(firstOk) && tailFailures === 0 && tail.length > 0;
  result.result = `${downApi.length} API requests during the outage (${apiFailures.length} × 503), slowest failure ${Math.round(slowestFailure)} ms, ${hung} failures over 5 s or unanswered; recovered ${firstOk ? 'by itself' : 'NOT'}; ${tailFailures} failures after`;
  return result;
}
