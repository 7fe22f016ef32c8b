// Faults: the server (PostgreSQL) or the server with its embedded database (PGlite) killed with
// SIGKILL while buyers submit inquiries, then started again on the same data. Targets: every
// inquiry in the database is complete (all its lines, totals that match them) or absent; none the
// buyers were told about is missing; the restarted server serves and takes new inquiries (for the
// embedded database, after taking over the dead process's data-dir lock).
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { Ledger } from '../load/buyer.mjs';
import { compareWithLedger, INQUIRY_SQL, inquiryOf } from '../load/inquiries.mjs';
import { runPhase } from '../load/phase.mjs';
import { killHard, readyBuyer, Recorder, startServer } from './shop.mjs';

export async function postgresRows(url, afterId = 0) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(INQUIRY_SQL)).rows.map(inquiryOf).filter((row) => row.id > afterId);
  } finally {
    await client.end();
  }
}

/** Opens the data directory the way the server does (after the server is gone) and reads the inquiries. */
export async function embeddedRows(dataDir) {
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  try {
    return (await client.query(INQUIRY_SQL)).rows.map(inquiryOf);
  } finally {
    await client.close();
  }
}

/**
 * `ctx.server` is running; `readRows()` answers the inquiries to check (for the embedded database
 * it runs once the server is stopped). Answers the scenario result.
 */
export async function killDuringSubmits(ctx, { name, readRows, stopBeforeReading = false }) {
  const { echo, ids, say } = ctx;
  let server = ctx.server;
  const result = { name, target: 'every inquiry complete with all its lines or absent; no acknowledged one missing; restarts and serves', details: [] };
  const ledger = new Ledger();
  const recorder = new Recorder();
  let killed = false;
  const phase = runPhase({
    origin: server.origin,
    echo,
    ids,
    ledger,
    stats: recorder,
    buyers: 20,
    seconds: 120,
    thinkMs: 0,
    tag: `kill${randomInt(1e6)}`,
    rampSeconds: 2,
    shouldAbort: () => killed,
  });
  const until = Date.now() + 90_000;
  while (ledger.acknowledged.size < 8 && Date.now() < until) await sleep(100);
  await sleep(randomInt(500));
  const inFlight = ledger.acknowledged.size;
  killed = true;
  await killHard(server);
  const killedAt = Date.now();
  say(`  SIGKILL to the server's process group after ${inFlight} acknowledged inquiries`);
  await phase;
  const submitsAfterKill = recorder.answers.filter((a) => a.action === 'submit inquiry' && a.startedAt + a.ms >= killedAt).length;
  result.details.push(
    `killed with SIGKILL (process group of \`next start\`) while 20 buyers submitted without pauses: ${inFlight} inquiries acknowledged before; ${submitsAfterKill} submit attempts failed with the server gone`,
  );

  const restarted = Date.now();
  try {
    server = await startServer({ ...ctx, label: `${name} (restart)` });
  } catch (error) {
    result.details.push(`restart FAILED: ${error.message.split('\n')[0]}`);
    result.ok = false;
    result.result = 'the server did not come back';
    return result;
  }
  const lockLines = server
    .log()
    .split('\n')
    .filter((line) => /already in use|lock/i.test(line));
  result.details.push(
    `restarted on the same data: ready in ${((Date.now() - restarted) / 1000).toFixed(1)} s${lockLines.length ? `; log: \`${lockLines[0].trim().slice(0, 140)}\`` : ''}`,
  );
  const after = await readyBuyer({ ...ctx, origin: server.origin, ledger, stats: recorder, tag: `after${randomInt(1e6)}` });
  const newOrder = await after.buyer.submit(after.http, after.cartIds, after.addressId);
  result.details.push(`after the restart a new buyer registered and submitted: ${newOrder ? `inquiry ${newOrder} stored` : 'FAILED'}`);

  if (stopBeforeReading) await server.stop();
  const rows = await readRows();
  const check = compareWithLedger(rows, ledger);
  result.details.push(
    `database${stopBeforeReading ? ' (reopened directly after the server stopped)' : ''}: ${check.inDatabase} inquiries, ${check.acknowledged} acknowledged; missing ${check.missing.length}, incomplete ${check.incomplete.length}, stored but never acknowledged ${check.extra.length} (in flight at the kill: complete, so allowed)`,
  );
  result.ok = Boolean(newOrder) && check.missing.length === 0 && check.incomplete.length === 0;
  result.result = `${check.acknowledged} acknowledged, ${check.missing.length} missing, ${check.incomplete.length} incomplete, ${check.extra.length} complete-but-unacknowledged; restarted in ${server.readySeconds.toFixed(1)} s`;
  ctx.server = server;
  return result;
}
