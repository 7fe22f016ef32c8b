#!/usr/bin/env node
/**
 * `npm run bench` — catalogue pages and API, the full performance matrix. For each catalogue size
 * (720 and 100,000 by default) and each database (embedded PGlite, PostgreSQL): a fresh database,
 * `npm run seed -- --products N` (timed), then
 *   1. repeat views: the production server as shipped (catalogue and page caches on): the HTML
 *      weight of every page (identity and gzip), every row at C connections, the ceiling (the same
 *      server's largest /_next/static JS chunk, identity and gzip), gzip rows of some pages, and on
 *      PostgreSQL how soon a catalogue write shows;
 *   2. first views: a server on the same data with CATALOG_CACHE=off PAGE_CACHE=off, every row at
 *      C connections, then the list, search and detail rows at 1 connection.
 * The tables go to stdout and to docs/benchmarks.md (between the bench:catalogue markers only).
 * Servers, temp dirs and databases are removed even on failure or Ctrl-C. Options: bench/options.mjs.
 */
import { benchDistDir } from './bench/dist-dir.mjs'; // first: sets NEXT_DIST_DIR before start.mjs reads it
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adoptLocalPostgres, embedded, postgres, postgresAdminUrl, seededPostgres } from './bench/backends.mjs';
import { ensureBuild } from './bench/build.mjs';
import { Cleanup, installSignalHandlers, throwIfInterrupted, wasInterrupted } from './bench/cleanup.mjs';
import { weighPage, getRaw } from './bench/html-bytes.mjs';
import { measure, warmUp } from './bench/load.mjs';
import { describeMachine } from './bench/machine.mjs';
import { parseOptions, USAGE, usageExit } from './bench/options.mjs';
import { renderReport, writeSection } from './bench/report.mjs';
import { runSeed } from './bench/seed.mjs';
import { summarizeLog } from './bench/server-log.mjs';
import { BenchServer } from './bench/server.mjs';
import { catalogueTargets, ceilingTargets, discoverIds, largestChunk, selectRows, UNCACHED_JUDGED } from './bench/targets.mjs';
import { measureFreshness } from './bench/freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const READY_PATH = '/api/Color?isGetAll=true';
const startedAt = Date.now();
const clock = () => {
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
const say = (line) => console.log(`[bench ${clock()}] ${line}`);

const TITLES = { embedded: 'Embedded PGlite (DATA_DIR)', postgres: 'PostgreSQL (DATABASE_URL)' };
const BACKENDS = { embedded, postgres };

function plan(options) {
  const runs = [];
  for (const size of options.sizes) {
    for (const id of options.backends) {
      const entry = { backend: options.database ? seededPostgres(options.database) : BACKENDS[id], id: `${id}-${size}`, title: TITLES[id], size };
      if (id === 'postgres' && !options.database && !postgresAdminUrl())
        entry.skipped = 'no PostgreSQL: set TEST_DATABASE_URL or DATABASE_URL (postgres://postgres@127.0.0.1:5432 did not answer)';
      runs.push(entry);
    }
  }
  return runs;
}

async function measureRows(server, targets, settings, label, rows) {
  for (const target of targets) {
    throwIfInterrupted();
    const row = { ...target, connections: settings.connections, encoding: target.encoding ?? settings.encoding ?? 'identity' };
    rows.push(row);
    const logBefore = server.log().length;
    try {
      say(`${label}: ${target.name} — ${target.path} (${row.connections} conn., ${row.encoding})`);
      const cpuBefore = server.cpuMs();
      Object.assign(row, await measure(server.origin + target.path, { connections: row.connections, duration: settings.duration, encoding: row.encoding }));
      const cpuAfter = server.cpuMs();
      // The server's CPU per answer: what a row costs whatever the machine's other load does to its latency.
      if (cpuBefore !== undefined && cpuAfter !== undefined && row.responses) row.cpuMsPerAnswer = (cpuAfter - cpuBefore) / row.responses;
      say(
        `  ${row.rps.toFixed(1)} req/s, p50 ${row.p50?.toFixed(2)} ms, p95 ${row.p95?.toFixed(2)} ms, p99 ${row.p99?.toFixed(2)} ms, ` +
          `${Math.round(row.bytesPerResponse)} B/answer, ${row.cpuMsPerAnswer?.toFixed(1) ?? '—'} CPU ms/answer, non-2xx ${row.non2xx}${row.non2xx ? ` (${row.non2xxDetail})` : ''}, errors ${row.errors}`,
      );
    } catch (error) {
      row.failure = `autocannon failed: ${error.message}`;
    }
    // Lines the server logged during this run, stream drops at its end included.
    await new Promise((resolve) => setTimeout(resolve, 300));
    row.log = summarizeLog(server.log().slice(logBefore));
  }
  return rows;
}

async function warmAll(server, targets, { connections, encoding, amount, timeout }) {
  for (const target of targets) {
    throwIfInterrupted();
    await warmUp(server.origin + target.path, connections, { encoding: target.encoding ?? encoding, amount, timeout }).catch(() => {});
  }
}

/** The temp dir goes; its server log stays (one file per run, overwritten) for a look after. */
function keepLog(logFile, id) {
  if (!fs.existsSync(logFile)) return;
  const kept = path.join(os.tmpdir(), `lantern-bench-last-${id}-server.log`);
  fs.copyFileSync(logFile, kept);
  say(`${id}: server log kept at ${kept}`);
}

function gzipTargets(targets, options) {
  const pages = targets.filter((target) => target.kind === 'page');
  if (options.gzipRows === 'all') return pages;
  if (options.gzipRows) return selectRows(pages, options.gzipRows);
  return pages.filter((target) => target.gzip);
}

async function benchRun(entry, options, chunk) {
  const { backend } = entry;
  const report = { id: entry.id, title: entry.title, size: entry.size, chunk, rows: { cached: [], ceiling: [], gzip: [], uncached: [], single: [] }, html: {} };
  const cleanup = new Cleanup();
  const wantsFirstViews = options.passes.includes('uncached') || options.passes.includes('single');
  try {
    say(`${entry.id}: preparing a fresh database …`);
    const { env, workDir, where } = await backend.prepare(cleanup);
    report.where = where;
    throwIfInterrupted();

    if (backend.seeded) say(`${entry.id}: ${where}`);
    else {
      say(`${entry.id}: seeding ${entry.size} products …`);
      report.seedSeconds = await runSeed({ root, env, products: entry.size, cleanup });
      say(`${entry.id}: seeded in ${report.seedSeconds.toFixed(1)} s`);
    }
    throwIfInterrupted();

    // First views need a second server without caches. On the embedded database it opens a copy
    // taken now, as cleanly closed by the seed (one process per data directory).
    let firstViewEnv = { CATALOG_CACHE: 'off', PAGE_CACHE: 'off' };
    if (wantsFirstViews && env.DATA_DIR && !env.DATABASE_URL) {
      const copy = `${env.DATA_DIR.replace(/\/$/, '')}-uncached`;
      fs.cpSync(env.DATA_DIR, copy, { recursive: true });
      const remove = () => fs.rmSync(copy, { recursive: true, force: true });
      cleanup.add(`remove ${copy}`, async () => remove(), remove);
      firstViewEnv = { ...firstViewEnv, DATA_DIR: copy };
    }
    const logFile = path.join(workDir, 'server.log');
    // Registered before the servers' stops, so it runs after them: the copy holds the whole log.
    cleanup.add('keep the server log', async () => keepLog(logFile, entry.id));
    const startServer = async (extraEnv) => {
      const serverEnv = { ...env, ...extraEnv };
      // Repeat views measure the server as shipped: nothing inherited may switch its caches off.
      if (!extraEnv.PAGE_CACHE) delete serverEnv.PAGE_CACHE;
      if (!extraEnv.CATALOG_CACHE) delete serverEnv.CATALOG_CACHE;
      const server = new BenchServer({ root, env: serverEnv, logFile });
      cleanup.add(
        'stop the server',
        () => server.stop(),
        () => server.killNow(),
      );
      const started = Date.now();
      await server.start();
      say(`${entry.id}: server pid ${server.pid} on ${server.origin}; waiting for ${READY_PATH} …`);
      await server.waitReady(READY_PATH);
      return { server, readySeconds: (Date.now() - started) / 1000 };
    };

    // 1. Repeat views, the ceiling and the HTML weights, on the server as shipped.
    let { server, readySeconds } = await startServer({});
    report.readySeconds = readySeconds;
    report.ids = await discoverIds(server.origin);
    const targets = selectRows(catalogueTargets(report.ids), options.rows);
    report.targets = targets;
    say(`${entry.id}: weighing the HTML of ${targets.filter((t) => t.kind === 'page').length} pages …`);
    for (const target of targets.filter((t) => t.kind === 'page')) {
      await weighPage(server.origin, target.path); // the first rendering fills the cache
      report.html[target.id] = { ...(await weighPage(server.origin, target.path)), budget: target.htmlBudget };
    }
    const ceiling = ceilingTargets(chunk);
    const gzipRows = options.passes.includes('cached') ? gzipTargets(targets, options).map((target) => ({ ...target, id: `${target.id}-gzip`, encoding: 'gzip' })) : [];
    say(`${entry.id}: warming up …`);
    await warmAll(server, [...(options.passes.includes('cached') ? targets : []), ...ceiling, ...gzipRows], { connections: options.connections });
    report.loadAverage = os.loadavg()[0];
    const settings = { connections: options.connections, duration: options.duration };
    if (options.passes.includes('cached')) await measureRows(server, targets, settings, `${entry.id} repeat`, report.rows.cached);
    await measureRows(server, ceiling, settings, `${entry.id} ceiling`, report.rows.ceiling);
    report.ceilingRps = report.rows.ceiling.find((row) => row.encoding === 'identity' && !row.failure)?.rps;
    if (gzipRows.length) await measureRows(server, gzipRows, settings, `${entry.id} repeat, gzip`, report.rows.gzip);

    if (options.passes.includes('cached')) {
      say(`${entry.id}: a catalogue write behind the server's back …`);
      report.freshness = await measureFreshness({ origin: server.origin, databaseUrl: env.DATABASE_URL, productId: report.ids.productId }).catch((error) => ({
        failure: error.message,
      }));
    }
    throwIfInterrupted();
    await server.stop();

    // 2. First views: every request renders the page and reads the database.
    if (wantsFirstViews) {
      say(`${entry.id}: restarting with CATALOG_CACHE=off PAGE_CACHE=off for first views …`);
      ({ server } = await startServer(firstViewEnv));
      const home = await getRaw(`${server.origin}/`, { 'accept-encoding': 'identity' }).catch((error) => ({ failure: error.message }));
      report.uncachedProbe = home.failure
        ? `probe of / failed (${home.failure})`
        : `\`/\` answered ${home.status} ${home.etag ? 'with an ETag (a page cache is on?)' : 'without an ETag (no page cache)'}`;
      // Unmeasured requests per row for the JIT and the pools; there is no cache to fill. A first
      // view is a page nobody opened since the catalogue changed, on a server that has served
      // others: with 4 per row the first row measured after the restart ran 20–30 % slower than
      // the same kind of page measured later (`/products` against `/hot-products`, 6 Dec), the
      // optimising compiler not yet done with the render code.
      const warm = { connections: 2, amount: 24, timeout: 60 };
      if (options.passes.includes('uncached')) {
        await warmAll(server, targets, warm);
        report.uncachedLoadAverage = os.loadavg()[0];
        await measureRows(server, targets, settings, `${entry.id} first view`, report.rows.uncached);
      }
      if (options.passes.includes('single')) {
        // §5 judges list, search and detail rows at 1 connection; --rows may ask for others too.
        const single = options.rows ? targets : targets.filter((target) => target.kind === 'page' && UNCACHED_JUDGED.has(target.group));
        if (!options.passes.includes('uncached')) await warmAll(server, single, warm);
        report.singleLoadAverage = os.loadavg()[0];
        await measureRows(server, single, { ...settings, connections: 1 }, `${entry.id} first view @1`, report.rows.single);
      }
    }
  } catch (error) {
    report.error = error.stack ?? error.message;
    console.error(`[bench] ${entry.id} failed: ${error.message}`);
  } finally {
    say(`${entry.id}: cleaning up …`);
    await cleanup.run();
  }
  report.targets ??= [];
  return report;
}

async function main() {
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    return usageExit(error, USAGE);
  }
  installSignalHandlers();
  if (options.backends.includes('postgres')) {
    const url = await adoptLocalPostgres();
    if (url) say(`PostgreSQL: ${new URL(url).host}`);
  }
  const runs = plan(options);
  const machine = describeMachine(root);
  say(`${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, commit ${machine.commit}, load average ${os.loadavg()[0].toFixed(2)}`);
  say(
    `plan: ${runs.map((run) => `${run.id}${run.skipped ? ' (skipped)' : ''}`).join(', ')}; passes ${options.passes.join(', ')}; ${options.duration} s per row; build folder ${benchDistDir}`,
  );

  // Built once for every run, before anything needs cleaning up (a failed build exits).
  await ensureBuild(root, { reuse: options.reuseBuild });
  const chunk = largestChunk(root, benchDistDir);
  if (!chunk) throw new Error(`no JavaScript chunk found in ${benchDistDir}/static/chunks: is the build complete?`);
  say(`ceiling: ${chunk.path} (${chunk.bytes} bytes)`);

  const reports = [];
  for (const entry of runs) {
    if (wasInterrupted()) break;
    if (entry.skipped) reports.push({ ...entry, backend: undefined });
    else reports.push(await benchRun(entry, options, chunk));
  }

  // The signal handler finishes the cleanup and exits; nothing partial goes into the docs.
  if (wasInterrupted()) await new Promise(() => {});

  const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim().replace(/ --$/, '');
  const markdown = renderReport({ machine, options, reports, command, elapsed: clock() });
  console.log(`\n${markdown}`);
  if (options.write) {
    const file = path.join(root, 'docs/benchmarks.md');
    writeSection(file, markdown);
    say(`written to ${path.relative(root, file)} (section "Catalogue pages and API benchmark")`);
  }
  say(`done in ${clock()} (min:s)`);
  return reports.some((report) => report.error) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
