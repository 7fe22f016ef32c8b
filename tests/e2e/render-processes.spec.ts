import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { BenchServer, freePort } from '../../scripts/bench/server.mjs';

// ADR 0057: `scripts/server.mjs` with WEB_CONCURRENCY=2 on the embedded database — a primary that
// holds the database and two render processes behind one port. Not the e2e server: a server of its
// own, on a small fresh catalogue, with the production limits (no RATE_LIMIT_SCALE).

const root = path.resolve(__dirname, '../..');
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

let server: BenchServer;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-render-processes-'));
  const { DATABASE_URL: _pg, REDIS_URL: _redis, RATE_LIMIT_SCALE: _scale, ...env } = process.env;
  server = new BenchServer({
    root,
    env: { ...env, DATA_DIR: dataDir, WEB_CONCURRENCY: '2', SEED_PRODUCTS: '48', MAIL_LOG: 'line' },
    logFile: path.join(dataDir, 'server.log'),
    port: await freePort(),
  });
  await server.start();
  await expect.poll(() => server.log(), { timeout: 200_000, intervals: [500] }).toContain('(2 render processes)');
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The render processes: children of the primary running the same script. */
function renderProcesses(): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      if (ppid === server.pid && fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('scripts/server.mjs')) pids.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return pids.sort((a, b) => a - b);
}

/** CPU ticks a process has used (utime + stime). */
const ticks = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

/** One request on a connection of its own (the primary hands connections to render processes in turn). */
function get(pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.origin}${pathname}`, { agent: false, headers: { accept: 'text/html' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.setTimeout(20_000, () => request.destroy(new Error(`no answer to ${pathname} within 20 s`)));
    request.on('error', reject);
  });
}

test('both render processes answer pages of the one embedded catalogue', async () => {
  const pids = renderProcesses();
  expect(pids).toHaveLength(2);
  const before = pids.map(ticks);
  for (let i = 0; i < 24; i++) expect(await get(`/products?page=${(i % 3) + 1}`)).toBe(200);
  const used = pids.map((pid, i) => ticks(pid) - before[i]!);
  const total = used[0]! + used[1]!;
  // Round-robin by connection: each rendered about half (at least a fifth of the work, allowing for noise).
  for (const share of used) expect(share, `CPU ticks per render process: ${used.join(', ')}`).toBeGreaterThan(total / 5);
});

test('a rate limit is one limit whichever process a request reaches (60 captchas a minute per address)', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 70; i++) statuses.push(await get(`/verifycode/NumberVerifyCode?guid=${randomUUID()}`));
  // Each 200 is a captcha row written through the primary's relay.
  expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
  expect(statuses.slice(60)).toEqual(Array(10).fill(429));
});

test('a render process that dies is started again, and the other serves meanwhile', async () => {
  const [victim, survivor] = renderProcesses();
  process.kill(victim!, 'SIGKILL');
  // Once the primary has seen it go, every connection goes to the survivor until the replacement listens.
  await expect.poll(() => server.log(), { timeout: 30_000 }).toContain(`(pid ${victim}) stopped (SIGKILL); starting it again`);
  for (let i = 0; i < 6; i++) expect(await get('/products?page=2')).toBe(200);
  await expect.poll(() => server.log(), { timeout: 120_000, intervals: [500] }).toMatch(/render process \d \(pid \d+\) serving again/);
  const replacement = renderProcesses().find((pid) => pid !== survivor && pid !== victim)!;
  expect(replacement).toBeDefined();
  // The replacement renders its share again: new connections reach it in turn.
  const before = [survivor!, replacement].map(ticks);
  for (let i = 0; i < 16; i++) expect(await get(`/products?page=${(i % 3) + 1}`)).toBe(200);
  const used = [survivor!, replacement].map((pid, i) => ticks(pid) - before[i]!);
  expect(used[1]!, `CPU ticks of the survivor and the replacement: ${used.join(', ')}`).toBeGreaterThan((used[0]! + used[1]!) / 5);
});

test('SIGTERM stops the render processes, then closes the database and lets go of its lock', async () => {
  const pids = renderProcesses();
  process.kill(server.pid!, 'SIGTERM');
  await expect.poll(() => fs.existsSync(path.join(dataDir, 'lantern.lock')), { timeout: 60_000 }).toBe(false);
  await expect.poll(() => server.log(), { timeout: 10_000 }).toContain('SIGTERM: stopping 2 render processes, then closing the database');
  for (const pid of pids) expect(fs.existsSync(`/proc/${pid}`), `render process ${pid} still running`).toBe(false);
});
