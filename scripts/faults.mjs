#!/usr/bin/env node
/**
 * `npm run faults` — fault tolerance (docs/reliability.md). Starts its own PostgreSQL cluster (initdb in a temp dir, free
 * port), its own Redis and a port for SMTP with nothing on it, so the machine's shared services are
 * never stopped; then the production server on them, and in turn:
 *   SMTP down → inquiry stored, mail delivered from the outbox once SMTP is back;
 *   Redis down → rate limits in memory with a warning, no 5xx;
 *   PostgreSQL stopped 10 s under load → 503 JSON within 5 s, recovery without a restart;
 *   SIGKILL of the server during submits (PostgreSQL) → inquiries complete or absent;
 *   SIGKILL of the server during submits on the embedded database → it reopens (stale lock taken
 *   over), no acknowledged inquiry missing.
 * The table goes to stdout and to docs/reliability.md (between the reliability:faults markers).
 *   --only NAME[,NAME]  smtp, redis, postgres-stop, kill-postgres, kill-embedded
 *   --no-write          print without updating the docs
 */
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ensureBuild } from './bench/build.mjs';
import { Cleanup, installSignalHandlers, wasInterrupted } from './bench/cleanup.mjs';
import { describeMachine } from './bench/machine.mjs';
import { writeSection } from './bench/report.mjs';
import { runSeed } from './bench/seed.mjs';
import { freePort } from './bench/server.mjs';
import { productIds } from './load/buyer.mjs';
import { CaptchaEcho } from './load/captcha-echo.mjs';
import { embeddedRows, killDuringSubmits, postgresRows } from './faults/kill-server.mjs';
import { postgresStop } from './faults/postgres-stop.mjs';
import { PrivatePostgres } from './faults/private-postgres.mjs';
import { PrivateRedis } from './faults/private-redis.mjs';
import { redisDown } from './faults/redis-down.mjs';
import { FAULT_MARKERS, renderFaultReport } from './faults/report.mjs';
import { startServer } from './faults/shop.mjs';
import { smtpDown } from './faults/smtp-down.mjs';

const root = path.resolve(import.meta.dirname, '..');
const say = (line) => console.log(`[faults] ${line}`);
const SEED_PRODUCTS = 100;
const ALL = ['smtp', 'redis', 'postgres-stop', 'kill-postgres', 'kill-embedded'];

function parseArgs(argv) {
  const options = { only: ALL, write: true };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--no-write') options.write = false;
    else if (argv[i] === '--only' || argv[i].startsWith('--only=')) {
      const value = argv[i].includes('=') ? argv[i].split('=')[1] : argv[++i];
      options.only = String(value ?? '').split(',');
      const unknown = options.only.find((name) => !ALL.includes(name));
      if (unknown) throw new Error(`--only takes ${ALL.join(', ')}; got "${unknown}"`);
    } else throw new Error(`Unknown argument ${argv[i]}. Usage: npm run faults [-- --only ${ALL.join(',')}] [--no-write]`);
  }
  return options;
}

/** The server env: test hooks as in e2e (captcha echo, roomy rate limits), no shared services. */
function serverEnv(workDir, extra) {
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: path.join(workDir, 'data'),
    CAPTCHA_ECHO_FILE: path.join(workDir, 'captchas.txt'),
    RATE_LIMIT_SCALE: '1000',
  };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'REDIS_URL', 'SMTP_URL']) delete env[name];
  return { ...env, ...extra };
}

/** A small catalogue (the server would seed 720 products and render 1,336 pictures at first start). */
async function seedSmall(env, cleanup) {
  const seconds = await runSeed({ root, env, products: SEED_PRODUCTS, cleanup });
  say(`seeded ${SEED_PRODUCTS} products in ${seconds.toFixed(1)} s`);
}

async function scenario(results, name, work) {
  if (wasInterrupted()) return;
  say(`${name} …`);
  try {
    const result = await work();
    results.push(result);
    say(`${name}: ${result.ok ? 'OK' : 'FAILED'} — ${result.result}`);
    for (const detail of result.details) say(`  ${detail}`);
  } catch (error) {
    console.error(`[faults] ${name} failed: ${error.stack ?? error.message}`);
    results.push({ name, target: '—', error: error.message.split('\n')[0], ok: false, details: [] });
  }
}

async function onPostgres(options, results) {
  const cleanup = new Cleanup();
  try {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-faults-'));
    cleanup.add(
      `remove ${workDir}`,
      async () => fs.rmSync(workDir, { recursive: true, force: true }),
      () => fs.rmSync(workDir, { recursive: true, force: true }),
    );
    const cluster = new PrivatePostgres();
    await cluster.start(cleanup);
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE lantern_faults');
    await admin.end();
    const dbUrl = cluster.urlOf('lantern_faults');
    say(`private PostgreSQL on port ${cluster.port} (${cluster.dir})`);
    const redis = new PrivateRedis();
    await redis.start(cleanup);
    const smtpPort = await freePort(); // nothing listens here until the SMTP scenario starts a sink
    const env = serverEnv(workDir, { DATABASE_URL: dbUrl, REDIS_URL: redis.url, SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true` });
    const ctx = { root, cleanup, say, env, logFile: path.join(workDir, 'server.log'), cluster, redis, smtpPort, dbUrl, echo: new CaptchaEcho(env.CAPTCHA_ECHO_FILE) };
    await seedSmall(env, cleanup);
    ctx.server = await startServer({ ...ctx, label: 'PostgreSQL server' });
    ctx.ids = await productIds(ctx.server.origin);
    if (options.only.includes('smtp')) await scenario(results, 'SMTP down', () => smtpDown(ctx));
    if (options.only.includes('redis')) await scenario(results, 'Redis down', () => redisDown(ctx));
    if (options.only.includes('postgres-stop')) await scenario(results, 'PostgreSQL stopped', () => postgresStop(ctx));
    if (options.only.includes('kill-postgres')) {
      const before = (await postgresRows(dbUrl)).reduce((max, row) => Math.max(max, row.id), 0);
      await scenario(results, 'Server SIGKILL during submits (PostgreSQL)', () =>
        killDuringSubmits(ctx, { name: 'Server SIGKILL during submits (PostgreSQL)', readRows: () => postgresRows(dbUrl, before) }),
      );
    }
    fs.copyFileSync(ctx.logFile, path.join(os.tmpdir(), 'lantern-faults-last-postgres-server.log'));
  } finally {
    await cleanup.run();
  }
}

async function onEmbedded(results) {
  const cleanup = new Cleanup();
  try {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-faults-embedded-'));
    cleanup.add(
      `remove ${workDir}`,
      async () => fs.rmSync(workDir, { recursive: true, force: true }),
      () => fs.rmSync(workDir, { recursive: true, force: true }),
    );
    const env = serverEnv(workDir, {});
    const ctx = { root, cleanup, say, env, logFile: path.join(workDir, 'server.log'), echo: new CaptchaEcho(env.CAPTCHA_ECHO_FILE) };
    await seedSmall(env, cleanup);
    ctx.server = await startServer({ ...ctx, label: 'embedded server' });
    ctx.ids = await productIds(ctx.server.origin);
    await scenario(results, 'Server SIGKILL during submits (embedded PGlite)', () =>
      killDuringSubmits(ctx, { name: 'Server SIGKILL during submits (embedded PGlite)', readRows: () => embeddedRows(env.DATA_DIR), stopBeforeReading: true }),
    );
    fs.copyFileSync(ctx.logFile, path.join(os.tmpdir(), 'lantern-faults-last-embedded-server.log'));
  } finally {
    await cleanup.run();
  }
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    return 2;
  }
  installSignalHandlers();
  const machine = describeMachine(root);
  const loadAverage = os.loadavg()[0];
  say(`${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, commit ${machine.commit}, load average ${loadAverage.toFixed(2)}`);
  await ensureBuild(root);
  const results = [];
  const onPg = options.only.some((name) => name !== 'kill-embedded');
  try {
    if (onPg) await onPostgres(options, results);
    if (options.only.includes('kill-embedded') && !wasInterrupted()) await onEmbedded(results);
  } catch (error) {
    console.error(`[faults] setup failed: ${error.stack ?? error.message}`);
    results.push({ name: 'Setup', target: '—', error: error.message.split('\n')[0], ok: false, details: [] });
  }
  if (wasInterrupted()) await new Promise(() => {});
  const command = `npm run faults -- ${process.argv.slice(2).join(' ')}`.trim().replace(/ --$/, '');
  const note =
    'Services: a private PostgreSQL cluster (initdb in a temp dir, `pg_ctl start` on a free port as the `postgres` user, stopped with `pg_ctl stop -m immediate`), a private `redis-server --save \'\'` and an SMTP port with nothing listening (a loopback smtp-server is started there to bring mail "back"); the shared PostgreSQL and Redis are not touched. ' +
    'Server: the production build (`next start`) with `CAPTCHA_ECHO_FILE` and `RATE_LIMIT_SCALE=1000` (test hooks, as in e2e); SIGKILL goes to its whole process group.';
  const markdown = renderFaultReport({ machine, command, results, setup: { loadAverage, note } });
  console.log(`\n${markdown}`);
  if (options.write) {
    writeSection(path.join(root, 'docs/reliability.md'), markdown, FAULT_MARKERS);
    say('written to docs/reliability.md (section "Faults")');
  }
  return results.every((r) => r.ok) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
