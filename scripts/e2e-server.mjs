#!/usr/bin/env node
// The server the e2e suite drives: the production build on a fresh embedded database
// (E2E_DATA_DIR, wiped first), seeded at start like a first `npm start`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildIfNeeded } from './start.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? '.e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });
buildIfNeeded();

const env = { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' };
delete env.DATABASE_URL;
const server = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', process.env.E2E_PORT ?? '3100'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
