#!/usr/bin/env node
// `npm test`: the linter and the type check, then unit and API tests on embedded PGlite, again on
// PostgreSQL when TEST_DATABASE_URL is set, then the production build and the e2e suite in
// Chromium, and last the scale-out suite (nginx in front of two processes) when PostgreSQL, Redis
// and nginx are there.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { findNginx } from './cluster/nginx.mjs';
import { buildIfNeeded } from './start.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

function run(label, command, args, env = process.env) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, env: { ...env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'inherit' });
  console.log(`=== ${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s ===`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { TEST_DATABASE_URL, ...withoutPg } = process.env;
// The static checks first: they fail in a minute where the suites take several.
run('lint', bin('eslint'), ['.']);
run('type check', bin('tsc'), ['--noEmit', '-p', '.']);
run('unit + API tests on embedded PGlite', bin('vitest'), ['run'], withoutPg);
if (TEST_DATABASE_URL) run('database tests on PostgreSQL', bin('vitest'), ['run', 'tests/api', 'tests/db/seed.test.ts'], process.env);
buildIfNeeded();
run('e2e in Chromium', bin('playwright'), ['test']);

// Issue 12 §3 on the build just made (the default folder: NEXT_DIST_DIR as the caller set it).
const clusterMissing = [!TEST_DATABASE_URL && 'TEST_DATABASE_URL', !process.env.REDIS_URL && 'REDIS_URL', !findNginx() && 'nginx (apt-get install -y nginx)'].filter(Boolean);
if (clusterMissing.length === 0) run('scale-out: nginx + 2 processes on PostgreSQL and Redis', bin('playwright'), ['test', '-c', 'playwright.cluster.config.ts']);
else console.log(`\n=== scale-out: nginx + 2 processes: SKIPPED — needs ${clusterMissing.join(', ')} ===`);
