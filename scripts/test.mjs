#!/usr/bin/env node
// `npm test`: the linter and the type check, the unit and API tests, the production build, the
// e2e suite in Chromium, and last the scale-out suite (nginx in front of two
// processes) when PostgreSQL, Redis and nginx are there.
//
// The unit and API suites run once per database: on PostgreSQL when TEST_DATABASE_URL is set, and
// always on embedded PGlite (the default store). The PGlite pass runs on the Node binary named by
// LANTERN_PGLITE_NODE when set (.ci/run points it at Node 24), so CI covers both Node versions
// without running the same suite on the same database twice (issue 14 §8).
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

/**
 * run() for a suite that drives a server: its output goes through as it comes, and the server's
 * warnings (SERVER_WARNING) are printed again after a failure, where a CI log's tail shows them
 * (a hang otherwise leaves its only clue hundreds of lines up).
 */
async function runKeepingWarnings(label, command, args) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const warnings = [];
  let partial = '';
  const child = spawn(command, args, { cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['inherit', 'pipe', 'pipe'] });
  const keep = (chunk) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (SERVER_WARNING.test(line) && warnings.length < 50) warnings.push(line);
  };
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    keep(chunk);
  });
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    keep(chunk);
  });
  const status = await new Promise((resolve) => child.on('close', resolve));
  if (status !== 0 && warnings.length > 0) console.log(`\n--- the server's warnings during ${label} ---\n${warnings.join('\n')}`);
  console.log(`=== ${label}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(started)} s ===`);
  if (status !== 0) process.exit(status ?? 1);
}

/** Runs the steps at once, each one's output held and printed whole when it ends (no interleaving). */
async function runTogether(steps) {
  const outcomes = await Promise.all(
    steps.map(
      ({ label, command, args, env = process.env }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env: { ...env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' } });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            console.log(`\n=== ${label} ===\n${Buffer.concat(output).toString()}=== ${label}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(started)} s ===`);
            resolve(status);
          });
        }),
    ),
  );
  const failed = outcomes.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed ?? 1);
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
  { label: 'type check', command: bin('tsc'), args: ['--noEmit', '-p', '.'] },
  ...(TEST_DATABASE_URL ? [{ label: `unit + API tests on PostgreSQL (Node ${process.version})`, command: process.execPath, args: [vitest, 'run'] }] : []),
]);
await runTogether([
  { label: `unit + API tests on embedded PGlite (Node ${nodeVersion(pgliteNode)})`, command: pgliteNode, args: [vitest, 'run'], env: withoutPg },
  ...(needsBuild() ? [{ label: 'production build', command: process.execPath, args: [nextBin, 'build'] }] : []),
]);
await runKeepingWarnings('e2e in Chromium', bin('playwright'), ['test']);

// Issue 12 §3 on the build just made (the default folder: NEXT_DIST_DIR as the caller set it).
const clusterMissing = [!TEST_DATABASE_URL && 'TEST_DATABASE_URL', !process.env.REDIS_URL && 'REDIS_URL', !findNginx() && 'nginx (apt-get install -y nginx)'].filter(Boolean);
if (clusterMissing.length === 0) run('scale-out: nginx + 2 processes on PostgreSQL and Redis', bin('playwright'), ['test', '-c', 'playwright.cluster.config.ts']);
else console.log(`\n=== scale-out: nginx + 2 processes: SKIPPED — needs ${clusterMissing.join(', ')} ===`);
