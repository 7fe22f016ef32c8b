#!/usr/bin/env node
// `npm test`: unit and API tests on embedded PGlite, again on PostgreSQL when TEST_DATABASE_URL
// is set, then the production build and the e2e suite in Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
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
run('unit + API tests on embedded PGlite', bin('vitest'), ['run'], withoutPg);
if (TEST_DATABASE_URL) run('database tests on PostgreSQL', bin('vitest'), ['run', 'tests/api', 'tests/unit/seed.test.ts'], process.env);
run('type check', bin('tsc'), ['--noEmit', '-p', '.']);
buildIfNeeded();
run('e2e in Chromium', bin('playwright'), ['test']);
