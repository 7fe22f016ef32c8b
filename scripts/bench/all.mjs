#!/usr/bin/env node
// `npm run bench:all` — every performance figure (bench, load, Lighthouse), in one command:
//   1. npm run bench       (pages and API: 720 and 100,000 products, PGlite and PostgreSQL,
//                           repeat and first views, the static-chunk ceiling, HTML bytes)
//   2. npm run load        (200 buyers for 60 s and the 10-minute soak on PostgreSQL, page cache on)
//   3. npm run lighthouse  (home, list, detail, signed-in cart in en and zh, 3 runs each; waits for
//                           a quiet machine first)
// Each writes its own section of docs/benchmarks.md (load also docs/reliability.md), with ✅/❌ per
// target. bench and lighthouse exit 1 only when a run failed; load also when a check missed. A step
// that fails does not stop the next. Arguments after `--` go to every step that knows
// them (only --no-write and --reuse-build are shared).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const shared = process.argv.slice(2).filter((arg) => arg === '--no-write' || arg === '--reuse-build');
const steps = [
  ['bench', 'scripts/bench.mjs'],
  ['load', 'scripts/load.mjs'],
  ['lighthouse', 'scripts/lighthouse.mjs'],
];

function run(script) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...shared], { cwd: root, stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve({ code, signal });
    });
  });
}

const started = Date.now();
const results = [];
for (const [name, script] of steps) {
  const stepStarted = Date.now();
  console.log(`\n[bench:all] ${name} …`);
  const { code, signal } = await run(script);
  results.push({ name, code, signal, minutes: (Date.now() - stepStarted) / 60_000 });
  if (signal) break; // interrupted: stop here
}
console.log('\n[bench:all] summary');
for (const r of results)
  console.log(
    `  ${r.name}: ${r.signal ? `stopped by ${r.signal}` : r.code === 0 ? 'finished (targets: ✅/❌ in its section)' : `exit ${r.code} (a run failed or, for load, a check missed: see its output)`}, ${r.minutes.toFixed(1)} min`,
  );
console.log(`  total ${((Date.now() - started) / 60_000).toFixed(1)} min`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
