#!/usr/bin/env node
/**
 * `npm run bench` — catalogue API throughput and latency (issue 3 "Speed"; grows into issue 7 §1).
 * For each backend (embedded PGlite, then PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set):
 * a fresh database, `npm run seed -- --products N` (timed), the production server on a free port,
 * a warm-up, then autocannon on every target. The tables go to stdout and to docs/benchmarks.md
 * (between the bench:catalogue markers only). Servers, temp dirs and databases are removed even on
 * failure or Ctrl-C.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embedded, postgres, postgresAdminUrl } from './bench/backends.mjs';
import { ensureBuild } from './bench/build.mjs';
import { Cleanup, installSignalHandlers, throwIfInterrupted, wasInterrupted } from './bench/cleanup.mjs';
import { measure, warmUp } from './bench/load.mjs';
import { describeMachine } from './bench/machine.mjs';
import { parseOptions, USAGE, UsageError, usageExit } from './bench/options.mjs';
import { renderReport, writeSection } from './bench/report.mjs';
import { runSeed } from './bench/seed.mjs';
import { summarizeLog } from './bench/server-log.mjs';
import { BenchServer } from './bench/server.mjs';
import { catalogueTargets, findStaticFile, pickProductId } from './bench/targets.mjs';
import { measureFreshness } from './bench/freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const READY_PATH = '/api/Color?isGetAll=true';
const say = (line) => console.log(`[bench] ${line}`);

function planBackends(options) {
  const pgUrl = postgresAdminUrl();
  const plan = [];
  if (options.only !== 'postgres') plan.push({ backend: embedded });
  if (options.only !== 'embedded') {
    if (pgUrl) plan.push({ backend: postgres });
    else if (options.only === 'postgres') throw new UsageError('--only postgres needs TEST_DATABASE_URL or DATABASE_URL');
    else plan.push({ backend: postgres, skipped: 'set TEST_DATABASE_URL or DATABASE_URL to measure PostgreSQL.' });
  }
  return plan;
}

async function measureTargets(server, targets, options, report, rows = report.rows) {
  for (const target of targets) {
    throwIfInterrupted();
    const url = server.origin + target.path;
    const row = { ...target };
    rows.push(row);
    const logBefore = server.log().length;
    try {
      say(`${report.id}: ${target.name} — ${target.path}`);
      Object.assign(row, await measure(url, options));
      say(
        `  ${Math.round(row.rps)} req/s, p50 ${row.p50?.toFixed(2)} ms, p95 ${row.p95?.toFixed(2)} ms, p99 ${row.p99?.toFixed(2)} ms, ` +
          `non-2xx ${row.non2xx}${row.non2xx ? ` (${row.non2xxDetail})` : ''}, errors ${row.errors}`,
      );
    } catch (error) {
      row.failure = `autocannon failed: ${error.message}`;
    }
    // Lines the server logged during this run, stream drops at its end included.
    await new Promise((resolve) => setTimeout(resolve, 300));
    row.log = summarizeLog(server.log().slice(logBefore));
  }
}

/** The temp dir goes; its server log stays (one file per backend, overwritten) for a look after. */
function keepLog(logFile, id) {
  if (!fs.existsSync(logFile)) return;
  const kept = path.join(os.tmpdir(), `lantern-bench-last-${id}-server.log`);
  fs.copyFileSync(logFile, kept);
  say(`${id}: server log kept at ${kept}`);
}

async function benchBackend({ backend }, options) {
  const report = { id: backend.id, title: backend.title, rows: [] };
  const cleanup = new Cleanup();
  try {
    say(`${backend.id}: preparing a fresh database …`);
    const { env, workDir, where } = await backend.prepare(cleanup);
    report.where = where;
    throwIfInterrupted();

    say(`${backend.id}: seeding ${options.products} products …`);
    report.seedSeconds = await runSeed({ root, env, products: options.products, cleanup });
    say(`${backend.id}: seeded in ${report.seedSeconds.toFixed(1)} s`);
    throwIfInterrupted();

    // The uncached runs need a second server. On the embedded database it opens a copy taken now,
    // as cleanly closed by the seed: reopening a data directory that `next start` left on SIGTERM
    // (Next exits without closing PGlite) stalled for minutes at 100,000 products.
    let uncachedEnv = { CATALOG_CACHE: 'off' };
    if (env.DATA_DIR && !env.DATABASE_URL) {
      const copy = `${env.DATA_DIR.replace(/\/$/, '')}-uncached`;
      fs.cpSync(env.DATA_DIR, copy, { recursive: true });
      const remove = () => fs.rmSync(copy, { recursive: true, force: true });
      cleanup.add(`remove ${copy}`, async () => remove(), remove);
      uncachedEnv = { ...uncachedEnv, DATA_DIR: copy };
    }
    const logFile = path.join(workDir, 'server.log');
    // Registered before the servers' stops, so it runs after them: the copy holds the whole log.
    cleanup.add('keep the server log', async () => keepLog(logFile, backend.id));
    const startServer = async (extraEnv) => {
      const server = new BenchServer({ root, env: { ...env, ...extraEnv }, logFile });
      cleanup.add('stop the server', () => server.stop(), () => server.killNow());
      const started = Date.now();
      await server.start();
      say(`${backend.id}: server pid ${server.pid} on ${server.origin}; waiting for ${READY_PATH} …`);
      await server.waitReady(READY_PATH);
      return { server, readySeconds: (Date.now() - started) / 1000 };
    };
    let { server, readySeconds } = await startServer({});
    report.readySeconds = readySeconds;

    const { productId, source } = await pickProductId(server.origin);
    Object.assign(report, { productId, productIdSource: source });
    const staticFile = findStaticFile(root);
    report.staticNote = staticFile ? `\`${staticFile}\` from public/` : 'none in public/ — skipped';
    const targets = catalogueTargets({ productId, staticFile });

    say(`${backend.id}: warming up …`);
    for (const target of targets) await warmUp(server.origin + target.path, options.connections).catch(() => {});
    // Other work on the machine skews every figure: record how busy it was when measuring began.
    report.loadAverage = os.loadavg()[0];
    await measureTargets(server, targets, options, report);

    say(`${backend.id}: a catalogue write behind the server's back …`);
    report.freshness = await measureFreshness({ origin: server.origin, databaseUrl: env.DATABASE_URL, productId }).catch((error) => ({ failure: error.message }));
    throwIfInterrupted();

    // The same pages and API calls with the catalogue cache off: what a first view costs.
    say(`${backend.id}: restarting with CATALOG_CACHE=off for the uncached runs …`);
    await server.stop();
    ({ server } = await startServer(uncachedEnv));
    const uncachedTargets = targets.filter((target) => target.kind !== 'static');
    for (const target of uncachedTargets) await warmUp(server.origin + target.path, options.connections).catch(() => {});
    report.uncachedLoadAverage = os.loadavg()[0];
    report.uncachedRows = [];
    await measureTargets(server, uncachedTargets, options, report, report.uncachedRows);
  } catch (error) {
    report.error = error.message;
    console.error(`[bench] ${backend.id} failed: ${error.message}`);
  } finally {
    say(`${backend.id}: cleaning up …`);
    await cleanup.run();
  }
  return report;
}

async function main() {
  let options;
  let plan;
  try {
    options = parseOptions(process.argv.slice(2));
    plan = planBackends(options);
  } catch (error) {
    return usageExit(error, USAGE);
  }
  installSignalHandlers();
  const machine = describeMachine(root);
  say(`${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, commit ${machine.commit}`);

  // Built once for both backends, before anything needs cleaning up (a failed build exits).
  await ensureBuild(root);

  const backends = [];
  for (const entry of plan) {
    if (wasInterrupted()) break;
    if (entry.skipped) backends.push({ id: entry.backend.id, title: entry.backend.title, skipped: entry.skipped });
    else backends.push(await benchBackend(entry, options));
  }

  // The signal handler finishes the cleanup and exits; nothing partial goes into the docs.
  if (wasInterrupted()) await new Promise(() => {});

  const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim().replace(/ --$/, '');
  const markdown = renderReport({ machine, options, backends, command });
  console.log(`\n${markdown}`);
  if (options.write) {
    const file = path.join(root, 'docs/benchmarks.md');
    writeSection(file, markdown);
    say(`written to ${path.relative(root, file)} (section "Catalogue API benchmark")`);
  }
  const failed = backends.some((backend) => backend.error);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
