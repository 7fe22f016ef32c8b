#!/usr/bin/env node
// `npm test`: the linter and the type check, the unit and API tests, the production build, the
// e2e suite in Chromium, and last the scale-out suite (nginx in front of two
// processes) when PostgreSQL, Redis and nginx are there.
//
// The unit and API suites run once per database: on PostgreSQL when TEST_DATABASE_URL is set, and
// always on embedded PGlite (the default store). The PGlite pass runs on the Node binary named by
// LANTERN_PGLITE_NODE when set (.ci/run points it at the machine's own Node, while npm runs this
// file on the Node 24 it installs: ADR 0058), so CI covers both Node versions without running the
// same suite on the same database twice.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { findNginx } from './cluster/nginx.mjs';
import { needsBuild } from './start.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const seconds = (started) => ((Date.now() - started) / 1000).toFixed(0);

function run(label, command, args, env = process.env) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, env: { ...env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'inherit' });
  console.log(`=== ${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds(started)} s ===`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The server's own complaints in a suite's output: a hung or failed request, a cache that could not store. */
const SERVER_WARNING = /\[lantern\] .*(still unanswered|failed|error)/i;

/** A chunk handler that keeps the server warnings (SERVER_WARNING) of a stream's lines in `warnings`. */
function lineCollector(warnings) {
  let partial = '';
  return (chunk) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (SERVER_WARNING.test(line) && warnings.length < 50) warnings.push(line);
  };
}

/**
 * The e2e suite's server (scripts/e2e-server.mjs: the build on a fresh embedded database, seeded
 * at start), started by this script as soon as the build exists, so that its ~40 s start and seed
 * overlap the PGlite unit pass instead of delaying the browser suite. Playwright then finds it
 * ready (E2E_SERVER_STARTED; playwright.config.ts). Its output is held; its warnings are printed
 * after a failed run. Resolves once it answers, or to the reason it did not.
 */
function startE2eServer() {
  const warnings = [];
  const output = [];
  const child = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], { cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' } });
  const keep = lineCollector(warnings);
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      output.push(chunk);
      keep(chunk);
    });
  let exited = false;
  child.on('exit', () => (exited = true));
  const url = `http://localhost:${process.env.E2E_PORT ?? 3100}/api/Color?isGetAll=true`;
  const ready = (async () => {
    const deadline = Date.now() + 240_000;
    while (Date.now() < deadline && !exited) {
      const answered = await fetch(url).then(
        (res) => res.ok,
        () => false,
      );
      if (answered) return undefined;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return `the e2e server ${exited ? 'exited' : 'did not answer within 240 s'}:\n${Buffer.concat(output).toString().slice(-4000)}`;
  })();
  return { ready, warnings, stop: () => !exited && child.kill('SIGTERM') };
}
let e2eServer;
process.on('exit', () => e2eServer?.stop());

/**
 * run() for a suite that drives a server: its output goes through as it comes, and the server's
 * warnings (SERVER_WARNING) are printed again after a failure, where a CI log's tail shows them
 * (a hang otherwise leaves its only clue hundreds of lines up).
 */
async function runKeepingWarnings(label, command, args, { env = process.env, serverWarnings = [] } = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const warnings = serverWarnings;
  const child = spawn(command, args, { cwd: root, env: { ...env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['inherit', 'pipe', 'pipe'] });
  const keep = lineCollector(warnings);
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    keep(chunk);
  });
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    keep(chunk);
  });
  const status = await new Promise((resolve) => child.on('close', resolve));
  e2eServer?.stop();
  if (status !== 0 && warnings.length > 0) console.log(`\n--- the server's warnings during ${label} ---\n${warnings.join('\n')}`);
  console.log(`=== ${label}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(started)} s ===`);
  if (status !== 0) process.exit(status ?? 1);
}

/** Runs one step with its output held, printed whole when it ends (no interleaving); resolves to its exit status. */
function runHeld({ label, command, args, env = process.env }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env: { ...env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n=== ${label} ===\n${Buffer.concat(output).toString()}=== ${label}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(started)} s ===`);
      resolve(status);
    });
  });
}

/** Runs the steps (or promises of a status) at once; the first failure ends the run. */
async function runTogether(steps) {
  const outcomes = await Promise.all(steps.map((step) => (step instanceof Promise ? step : runHeld(step))));
  const failed = outcomes.find((status) => status !== 0);
  if (failed !== undefined) {
    e2eServer?.stop();
    process.exit(failed ?? 1);
  }
}

const { TEST_DATABASE_URL, ...withoutPg } = process.env;
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const pgliteNode = process.env.LANTERN_PGLITE_NODE || process.execPath;
const nodeVersion = (binary) => spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout.trim();

// Steps that do not depend on each other run side by side (the CI machine has 2 cores and each
// step leaves one partly idle): the static checks with the PostgreSQL pass (whose database work
// runs in the server's processes), then the PGlite pass with the production build.
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
await runTogether([
  { label: 'lint', command: bin('eslint'), args: ['.'] },
  // The other half of `npm run lint`: no file of src/ reaches itself through its imports (ADR 0045).
  { label: 'import loops', command: process.execPath, args: ['scripts/check-import-loops.mjs'] },
  // And its third part: every file as Prettier writes it (.prettierignore lists what tools write).
  { label: 'format', command: bin('prettier'), args: ['--check', '.'] },
  { label: 'type check', command: bin('tsc'), args: ['--noEmit', '-p', '.'] },
  ...(TEST_DATABASE_URL ? [{ label: `unit + API tests on PostgreSQL (Node ${process.version})`, command: process.execPath, args: [vitest, 'run'] }] : []),
]);
const building = needsBuild();
const startServer = (status) => {
  if (status === 0) e2eServer = startE2eServer();
  return status;
};
await runTogether([
  runHeld({ label: `unit + API tests on embedded PGlite (Node ${nodeVersion(pgliteNode)})`, command: pgliteNode, args: [vitest, 'run'], env: withoutPg }),
  building ? runHeld({ label: 'production build', command: process.execPath, args: [nextBin, 'build'] }).then(startServer) : Promise.resolve(startServer(0)),
]);
const notReady = await e2eServer.ready;
if (notReady) {
  console.log(`\n=== e2e in Chromium: FAILED before the first test ===\n${notReady}`);
  e2eServer.stop();
  process.exit(1);
}
await runKeepingWarnings('e2e in Chromium', bin('playwright'), ['test'], { env: { ...process.env, E2E_SERVER_STARTED: '1' }, serverWarnings: e2eServer.warnings });

// The scale-out cluster suite on the build just made (the default folder: NEXT_DIST_DIR as the caller set it).
const clusterMissing = [!TEST_DATABASE_URL && 'TEST_DATABASE_URL', !process.env.REDIS_URL && 'REDIS_URL', !findNginx() && 'nginx (apt-get install -y nginx)'].filter(Boolean);
if (clusterMissing.length === 0) run('scale-out: nginx + 2 processes on PostgreSQL and Redis', bin('playwright'), ['test', '-c', 'playwright.cluster.config.ts']);
else console.log(`\n=== scale-out: nginx + 2 processes: SKIPPED — needs ${clusterMissing.join(', ')} ===`);
