#!/usr/bin/env node
// `npm start`: build when the sources are newer than the last build, then serve on PORT (3000).
// The server migrates and seeds the database itself at start (src/instrumentation.ts).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from './server/node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const next = path.join(root, 'node_modules/next/dist/bin/next');
const server = path.join(root, 'scripts/server.mjs');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** The build folder: `.next`, or NEXT_DIST_DIR (next.config.ts reads it too) so that two work
 * streams on one machine can build and serve side by side without corrupting one `.next`. */
export const distDir = process.env.NEXT_DIST_DIR || '.next';

export function needsBuild() {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!fs.existsSync(buildId)) return true;
  const built = fs.statSync(buildId).mtimeMs;
  const inputs = ['src', 'messages', 'public', 'next.config.ts', 'postcss.config.mjs', 'package-lock.json', 'tsconfig.json'];
  return inputs.some((entry) => newestMtime(entry) > built);
}

export function buildIfNeeded() {
  if (!needsBuild()) return;
  console.log('[lantern] building the production bundle (first start or sources changed) …');
  const result = spawnSync(process.execPath, [next, 'build'], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfNeeded();
  // The front of scripts/server.mjs settles forwarding headers (TRUSTED_PROXIES) before Next runs.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, server], { cwd: root, env, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
