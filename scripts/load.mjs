#!/usr/bin/env node
import './bench/dist-dir.mjs'; // first: builds and serves from .next-bench unless NEXT_DIST_DIR says otherwise
/**
 * `npm run load` — load and soak, with the page cache on (the server as shipped). On a throwaway PostgreSQL database (TEST_DATABASE_URL or
 * DATABASE_URL server): seed, start the production server, then 200 simulated buyers for 60 s
 * (browse, search, register, add to cart, submit an inquiry), and the same for a 10-minute soak
 * with the server's resident memory sampled each minute. After each run the inquiries in the
 * database are compared with the submits the buyers saw succeed. Tables go to stdout and to
 * docs/reliability.md (between the reliability:load markers), and the three checks (5xx,
 * inquiries stored = acknowledged, memory last ≤ 1.2× first after warm-up) to docs/benchmarks.md
 * (between the bench:load markers). Options: scripts/load/options.mjs.
 * Reuses the bench's database, build, server and cleanup modules.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adoptLocalPostgres, postgres, postgresAdminUrl } from './bench/backends.mjs';
import { ensureBuild } from './bench/build.mjs';
import { Cleanup, installSignalHandlers, throwIfInterrupted, wasInterrupted } from './bench/cleanup.mjs';
import { describeMachine } from './bench/machine.mjs';
import { writeSection } from './bench/report.mjs';
import { runSeed } from './bench/seed.mjs';
import { summarizeLog } from './bench/server-log.mjs';
import { BenchServer } from './bench/server.mjs';
import { getRaw } from './bench/html-bytes.mjs';
import { productIds } from './load/buyer.mjs';
import { Ledger } from './load/buyer.mjs';
import { CaptchaEcho } from './load/captcha-echo.mjs';
import { compareWithLedger, inquiryRows } from './load/inquiries.mjs';
import { groupRss } from './load/memory.mjs';
import { parseOptions, USAGE, UsageError } from './load/options.mjs';
import { usageExit } from './bench/options.mjs';
import { runPhase } from './load/phase.mjs';
import { turnedAway, LOAD_MARKERS, memoryVerdict, renderLoadReport, renderLoadSummary, SUMMARY_MARKERS } from './load/report.mjs';
import { Stats } from './load/stats.mjs';

const root = path.resolve(import.meta.dirname, '..');
const READY_PATH = '/api/Color?isGetAll=true';
const say = (line) => console.log(`[load] ${line}`);
const KEPT_LOG = path.join(os.tmpdir(), 'lantern-load-last-server.log');
let stopping = false;

/**
 * The server env of a load run: roomy rate limits (one loopback address), the captcha echo hook.
 * The scale is the highest the server takes (10,000): the soak's 200 buyers register ~2,400 times
 * a minute from that one address, and at 1,000× the register limit (10 an hour per address) ran
 * out after 7 minutes, so the rest of the soak measured buyers turned away (429), not journeys.
 */
export function loadServerEnv(env, workDir) {
  const out = { ...env, CAPTCHA_ECHO_FILE: path.join(workDir, 'captchas.txt'), RATE_LIMIT_SCALE: '10000' };
  delete out.REDIS_URL; // counts in memory: a shared Redis would carry counts between runs
  delete out.SMTP_URL; // mail goes to the outbox as "logged"; the SMTP path is `npm run faults`
  // Measured as shipped, with the catalogue and rendered-page caches on.
  delete out.PAGE_CACHE;
  delete out.CATALOG_CACHE;
  return out;
}

async function measurePhase({ title, server, env, echo, ids, ledger, buyers, seconds, thinkMs, tag, sampleMemory }) {
  const stats = new Stats();
  let minute = new Stats();
  const tee = { record: (action, result) => (stats.record(action, result), minute.record(action, result)) };
  const memory = [];
  const sample = (label) => {
    const rss = groupRss(server.pid);
    const s = minute.summary().overall;
    memory.push({ minute: label, rssMiB: rss?.totalMiB ?? NaN, requests: label === 0 ? undefined : s.requests, p95: label === 0 ? NaN : s.p95 });
    minute = new Stats();
    say(`  ${title}: minute ${label}: RSS ${rss?.totalMiB.toFixed(0)} MiB${label ? `, ${s.requests} requests, p95 ${s.p95.toFixed(0)} ms` : ''}`);
  };
  const started = Date.now();
  let ticks = 0;
  if (sampleMemory) sample(0);
  const logBefore = server.log().length;
  const loadAverage = os.loadavg()[0];
  say(`${title}: ${buyers} buyers for ${seconds} s …`);
  const { visits } = await runPhase({
    origin: server.origin,
    echo,
    ids,
    ledger,
    stats: tee,
    buyers,
    seconds,
    thinkMs,
    tag,
    onTick: () => {
      const elapsed = Math.floor((Date.now() - started) / 1000);
      if (sampleMemory && elapsed >= (ticks + 1) * 60 && ticks < Math.floor(seconds / 60)) sample(++ticks);
      else if (!sampleMemory && elapsed % 15 === 0) say(`  ${title}: ${elapsed} s, ${stats.all.times.length} answers`);
    },
    shouldAbort: wasInterrupted,
  });
  if (sampleMemory && ticks < Math.floor(seconds / 60)) sample(++ticks);
  const loadAverageEnd = os.loadavg()[0];
  await new Promise((resolve) => setTimeout(resolve, 500));
  const inquiries = compareWithLedger(await inquiryRows(env.DATABASE_URL), ledger);
  const summary = stats.summary();
  say(
    `${title}: ${summary.overall.requests} requests, ${summary.overall.status5xx} × 5xx, p95 ${summary.overall.p95.toFixed(0)} ms, p99 ${summary.overall.p99.toFixed(0)} ms; inquiries ${inquiries.acknowledged} acknowledged / ${inquiries.inDatabase} stored`,
  );
  return {
    title,
    buyers,
    seconds,
    visits,
    registered: ledger.registered,
    summary,
    inquiries,
    loadAverage,
    loadAverageEnd,
    log: summarizeLog(server.log().slice(logBefore)),
    memory: sampleMemory ? memory : undefined,
  };
}

async function main() {
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
    await adoptLocalPostgres();
    if (!postgresAdminUrl()) throw new UsageError('npm run load needs PostgreSQL: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) or DATABASE_URL.');
  } catch (error) {
    return usageExit(error, USAGE);
  }
  installSignalHandlers();
  const machine = describeMachine(root);
  say(`${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, commit ${machine.commit}, load average ${os.loadavg()[0].toFixed(2)}`);
  await ensureBuild(root, { reuse: options.reuseBuild });

  const cleanup = new Cleanup();
  const phases = [];
  let where;
  let seedSeconds = NaN;
  let pageCache = 'not probed';
  let failed = false;
  try {
    const prepared = await postgres.prepare(cleanup);
    where = prepared.where;
    say(`database: ${where}; seeding ${options.products} products …`);
    seedSeconds = await runSeed({ root, env: prepared.env, products: options.products, cleanup });
    throwIfInterrupted();
    const env = loadServerEnv(prepared.env, prepared.workDir);
    const logFile = path.join(prepared.workDir, 'server.log');
    const server = new BenchServer({ root, env, logFile });
    // Registered before the server's stop, so it runs after it: the copy holds the whole log.
    cleanup.add('keep the server log', async () => fs.existsSync(logFile) && fs.copyFileSync(logFile, KEPT_LOG));
    cleanup.add(
      'stop the server',
      () => server.stop(),
      () => server.killNow(),
    );
    await server.start();
    server.exit.then(({ code, signal }) => !stopping && console.error(`[load] the server exited (${signal ?? `code ${code}`}) during the run; its log is kept at ${KEPT_LOG}`));
    say(`server pid ${server.pid} on ${server.origin}; waiting for ${READY_PATH} …`);
    await server.waitReady(READY_PATH);
    // The run is meant with the page cache on; a stored page answers with an ETag.
    await getRaw(`${server.origin}/products?page=1`).catch(() => undefined);
    const probe = await getRaw(`${server.origin}/products?page=1`).catch((error) => ({ failure: error.message }));
    pageCache = probe.failure
      ? `probe failed (${probe.failure})`
      : probe.etag
        ? 'on (a repeat view of /products?page=1 came with an ETag)'
        : '❌ off? (a repeat view of /products?page=1 came without an ETag)';
    say(`page cache: ${pageCache}`);
    const ids = await productIds(server.origin);
    const echo = new CaptchaEcho(env.CAPTCHA_ECHO_FILE);
    const ledger = new Ledger(); // one for the whole run: the database holds every phase's inquiries
    const common = { server, env, echo, ids, ledger, thinkMs: options.thinkMs };

    say('warm-up: 20 buyers for 15 s (not counted) …');
    await runPhase({
      origin: server.origin,
      echo,
      ids,
      ledger,
      stats: new Stats(),
      buyers: Math.min(20, options.buyers),
      seconds: 15,
      thinkMs: options.thinkMs,
      tag: 'w',
      shouldAbort: wasInterrupted,
    });
    throwIfInterrupted();
    phases.push(
      await measurePhase({
        ...common,
        title: `Load: ${options.buyers} buyers, ${options.duration} s`,
        buyers: options.buyers,
        seconds: options.duration,
        tag: 'l',
        sampleMemory: false,
      }),
    );
    throwIfInterrupted();
    if (options.soakMinutes > 0) {
      phases.push(
        await measurePhase({
          ...common,
          title: `Soak: ${options.buyers} buyers, ${options.soakMinutes} min`,
          buyers: options.buyers,
          seconds: options.soakMinutes * 60,
          tag: 's',
          sampleMemory: true,
        }),
      );
    }
  } catch (error) {
    failed = true;
    console.error(`[load] failed: ${error.stack ?? error.message}`);
    phases.push({ title: 'Run', error: error.message.split('\n')[0] });
  } finally {
    stopping = true;
    say('cleaning up …');
    await cleanup.run();
  }
  if (wasInterrupted()) await new Promise(() => {}); // the signal handler exits

  const command = `npm run load -- ${process.argv.slice(2).join(' ')}`.trim().replace(/ --$/, '');
  const markdown = renderLoadReport({ machine, options, command, where: where ?? '—', seedSeconds, phases, pageCache });
  console.log(`\n${markdown}`);
  if (options.write) {
    writeSection(path.join(root, 'docs/reliability.md'), markdown, LOAD_MARKERS);
    writeSection(path.join(root, 'docs/benchmarks.md'), renderLoadSummary({ machine, options, command, phases, pageCache }), SUMMARY_MARKERS);
    say('written to docs/reliability.md (section "Load and soak") and docs/benchmarks.md (section "Load and soak with the page cache on")');
  } else console.log(`\n${renderLoadSummary({ machine, options, command, phases, pageCache })}`);
  const bad = phases.some(
    (p) => p.error || p.summary?.overall.status5xx > 0 || turnedAway(p) > 0 || p.inquiries?.ok === false || (p.memory && memoryVerdict(p.memory).ok === false),
  );
  return failed || bad ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
