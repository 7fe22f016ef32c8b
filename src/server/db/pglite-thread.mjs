// The embedded database's own thread (ADR 0034). PGlite runs Postgres compiled to
// WebAssembly synchronously in whatever thread calls it: in the server's thread, every query's
// planning, execution and row decoding blocked rendering, so at 10 connections the queries of one
// page queued behind the React renders of nine others. Here it runs beside the render thread, the
// way a PostgreSQL backend runs beside it, and the server's thread only posts SQL and reads rows.
//
// Plain JavaScript, loaded by path (src/server/db/pglite-remote.ts): Next's bundler must not
// rewrite it, and the worker is started from the same file under Next, vitest and tsx.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Drizzle's PGlite session reads dates, times and intervals as the text Postgres sent (it passes
 * these identity parsers with every query; functions cannot cross threads, so they live here).
 */
const keepText = (value) => value;
// Given once when PGlite opens, not with each query: PGlite merges a query's own parsers into its
// table of about 320 types on every call (an object spread costing ~0.2 ms, a third of a small
// read's time here), while its own table is used as it is.
const PARSERS = Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keepText]));

/** An error as plain data: PGlite's DatabaseError carries code, detail, constraint … as own fields. */
function plainError(error) {
  const fields = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) if (value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { name: error?.name ?? 'Error', message: error instanceof Error ? error.message : String(error), fields };
}

let client;
try {
  client = await PGlite.create({ dataDir: workerData.dataDir, extensions: { pg_trgm }, parsers: PARSERS });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: plainError(error) });
  process.exit(1);
}

// One message at a time, strictly in arrival order: the caller (pglite-remote.ts) posts statements
// outside transactions without waiting for earlier answers, and only keeps a transaction's
// statements apart from others', so a BEGIN must never start before a statement posted ahead of
// it. PGlite's own mutex keeps call order today; this queue makes that order ours, not a detail
// of PGlite's internals.
let queue = Promise.resolve();
parentPort.on('message', (message) => {
  // run() answers every failure itself; this keeps the queue going even if that answer could not be posted.
  queue = queue.then(() => run(message)).catch((error) => console.error('[db] the embedded database thread could not answer', error));
});

async function run({ id, op, sql, params, rowMode }) {
  try {
    if (op === 'close') {
      await client.close();
      parentPort.postMessage({ id, ok: true });
      parentPort.close();
      return;
    }
    const result = op === 'exec' ? await client.exec(sql) : await client.query(sql, params, { rowMode });
    parentPort.postMessage({ id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: plainError(error) });
  }
}
