#!/usr/bin/env node
/**
 * `npm run cluster` — scale-out: nginx (Debian's, as the current user, own config and
 * prefix in a temp dir) round-robin in front of two `node scripts/server.mjs` processes on one
 * throwaway PostgreSQL database and one Redis logical database, `TRUSTED_PROXIES` = nginx's
 * address only. Both processes start together on the empty database (they migrate and seed it
 * themselves, one at a time). A process that dies is started again on its port (supervised).
 * Runs until Ctrl-C, then stops everything and drops the database. The e2e suite of
 * tests/cluster (playwright.cluster.config.ts) runs it as its web server. Options: cluster/options.mjs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureBuild } from './bench/build.mjs';
import { Cleanup, installSignalHandlers, throwIfInterrupted } from './bench/cleanup.mjs';
import { usageExit } from './bench/options.mjs';
import { freePort } from './bench/server.mjs';
import { findNginx, INSTALL_HINT, Nginx, NGINX_ADDRESS } from './cluster/nginx.mjs';
import { parseOptions, USAGE, UsageError } from './cluster/options.mjs';
import { LanternProcess, READY_PATH } from './cluster/processes.mjs';
import { missingServices, prepareServices } from './cluster/services.mjs';
import { removeState, writeState } from './cluster/state.mjs';

const root = path.resolve(import.meta.dirname, '..');
const say = (line) => console.log(`[cluster] ${line}`);
/** Logs of the last run, kept after its temp dir is removed. */
const KEPT_LOGS = path.join(os.tmpdir(), 'lantern-cluster-last');

/** Asks through nginx until every process has answered (X-Upstream), so the edge is proven to reach all. */
async function reachEveryProcess(origin, ports, timeoutMs = 60_000) {
  const seen = new Set();
  const deadline = Date.now() + timeoutMs;
  while (seen.size < ports.length) {
    if (Date.now() > deadline) throw new Error(`through nginx only ${[...seen].join(', ') || 'no process'} answered within ${timeoutMs / 1000} s`);
    try {
      const response = await fetch(origin + READY_PATH, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      const upstream = response.headers.get('x-upstream');
      if (response.status === 200 && upstream) seen.add(upstream);
    } catch {
      await sleep(200);
    }
  }
}

function keepLogs(workDir, nginx) {
  fs.rmSync(KEPT_LOGS, { recursive: true, force: true });
  fs.mkdirSync(KEPT_LOGS, { recursive: true });
  for (const file of fs.readdirSync(workDir).filter((name) => name.endsWith('.log'))) fs.copyFileSync(path.join(workDir, file), path.join(KEPT_LOGS, file));
  for (const file of ['access.log', 'error.log', 'stderr.log']) {
    const from = path.join(nginx.prefix, 'logs', file);
    if (fs.existsSync(from)) fs.copyFileSync(from, path.join(KEPT_LOGS, `nginx-${file}`));
  }
}

/** "p1 seeded, p2 waited": who seeded the empty database at first start, from the processes' logs. */
function seededBy(processes) {
  const read = (p) => (fs.existsSync(p.logFile) ? fs.readFileSync(p.logFile, 'utf8') : '');
  return {
    seeded: processes.filter((p) => /seeded \d+ products/.test(read(p))).map((p) => p.name),
    waited: processes.filter((p) => /seeded by another process/.test(read(p))).map((p) => p.name),
  };
}

async function main() {
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
    if (!findNginx()) throw new UsageError(INSTALL_HINT);
    const missing = missingServices();
    if (missing) throw new UsageError(missing);
  } catch (error) {
    return usageExit(error, USAGE);
  }
  installSignalHandlers();
  removeState(options.stateFile);
  await ensureBuild(root);
  throwIfInterrupted();

  const cleanup = new Cleanup();
  const services = await prepareServices(cleanup, { redisDb: options.redisDb });
  const { workDir } = services;
  say(`database: ${services.where}; Redis ${services.redisUrl} (flushed)`);
  const ports = [];
  for (let i = 0; i < options.processes; i++) ports.push(await freePort());
  const nginx = new Nginx({ binary: findNginx(), port: options.port, upstreamPorts: ports, prefix: path.join(workDir, 'nginx') });
  const captchaFile = path.join(workDir, 'captchas.txt');
  const started = Date.now();
  let readyAt = started;
  let ready = false;
  const processes = [];
  const state = () => ({
    pid: process.pid,
    origin: nginx.origin,
    port: options.port,
    trustedProxies: NGINX_ADDRESS,
    nginx: { pid: nginx.pid, confFile: nginx.confFile, accessLog: nginx.accessLog, errorLog: nginx.errorLog },
    processes: processes.map((p) => p.describe()),
    databaseUrl: services.databaseUrl,
    redisUrl: services.redisUrl,
    captchaFile,
    workDir,
    startup: { seconds: Number(((readyAt - started) / 1000).toFixed(1)), ...seededBy(processes) },
  });
  const onChange = () => ready && writeState(options.stateFile, state());

  for (let i = 0; i < options.processes; i++) {
    const env = {
      ...services.env,
      DATA_DIR: path.join(workDir, `p${i + 1}`), // nothing shared through the disk
      TRUSTED_PROXIES: NGINX_ADDRESS,
      PUBLIC_BASE_URL: nginx.origin,
      CAPTCHA_ECHO_FILE: captchaFile, // test hook (scripts/e2e-server.mjs): the suite solves captchas
      // One render process each (ADR 0057): here nginx is what spreads the load, and the suite kills a whole process.
      WEB_CONCURRENCY: '1',
    };
    processes.push(new LanternProcess({ root, env, index: i + 1, port: ports[i], logDir: workDir, onChange, say }));
  }
  cleanup.add('keep the logs', async () => keepLogs(workDir, nginx));
  cleanup.add(
    'remove the state file',
    async () => removeState(options.stateFile),
    () => removeState(options.stateFile),
  );
  for (const p of processes)
    cleanup.add(
      `stop ${p.name}`,
      () => p.stop(),
      () => p.killNow(),
    );
  cleanup.add(
    'stop nginx',
    () => nginx.stop(),
    () => nginx.killNow(),
  );

  try {
    // Together, on the empty database: one seeds, the others wait for it (src/server/startup/seed-if-empty.ts).
    for (const p of processes) await p.start();
    say(`${processes.map((p) => `${p.name} pid ${p.pid} on 127.0.0.1:${p.port}`).join(', ')}: starting on the empty database …`);
    await Promise.all(processes.map((p) => p.waitReady(240_000)));
    throwIfInterrupted();
    await nginx.start();
    await reachEveryProcess(nginx.origin, ports);
    readyAt = Date.now();
    ready = true;
    writeState(options.stateFile, state());
    const { seeded, waited } = seededBy(processes);
    say(`serving on ${nginx.origin} (nginx pid ${nginx.pid}, round-robin over ${ports.map((port) => `127.0.0.1:${port}`).join(', ')}; TRUSTED_PROXIES=${NGINX_ADDRESS})`);
    say(
      `ready ${((readyAt - started) / 1000).toFixed(1)} s after the start; seeded by ${seeded.join(', ') || 'nobody (already seeded)'}${waited.length ? `, ${waited.join(', ')} waited for it` : ''}`,
    );
    say(`logs in ${workDir} (kept in ${KEPT_LOGS} after the stop)${options.stateFile ? `; state in ${options.stateFile}` : ''}. Ctrl-C stops everything and drops the database.`);
  } catch (error) {
    console.error(`[cluster] failed to start: ${error.stack ?? error.message}`);
    await cleanup.run();
    return 1;
  }
  // Until a signal: the handler installed above runs the cleanup and exits.
  await new Promise(() => {});
  return 0;
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
