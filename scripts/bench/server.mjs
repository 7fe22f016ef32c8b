// The production server under test: Lantern's `scripts/server.mjs` (or, for a bare app such as
// Lighthouse's baseline, `next start`) in its own process group, its output kept in a
// log file so Node 20's `transformAlgorithm` errors (GUIDE: traps) can be counted, not hidden.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_NODE_FLAGS } from '../server/node-flags.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// USER_HZ: 100 on every Linux this runs on (getconf CLK_TCK).
const CLOCK_TICKS = 100;

export class BenchServer {
  /** `publicBaseUrl`: set PUBLIC_BASE_URL to the server's own origin (canonical and hreflang links
   * then point at the server under test, as Lighthouse's SEO audits expect). */
  /** `port`: listen there on every start (a proxy in front names it); default a free port each time. */
  constructor({ root, env, logFile, publicBaseUrl = false, bareNext = false, port }) {
    this.bareNext = bareNext;
    this.fixedPort = port;
    this.root = root;
    this.env = env;
    this.logFile = logFile;
    this.publicBaseUrl = publicBaseUrl;
    this.child = undefined;
    this.exit = undefined;
  }

  async start() {
    this.port = this.fixedPort ?? (await freePort());
    // No -H: next-intl's rewrite loops on 127.0.0.1 (GUIDE: traps). localhost reaches it either way.
    this.origin = `http://localhost:${this.port}`;
    const log = fs.openSync(this.logFile, 'a');
    const command = this.bareNext
      ? [path.join(this.root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(this.port)]
      : [...SERVER_NODE_FLAGS, path.join(this.root, 'scripts/server.mjs')];
    this.child = spawn(process.execPath, command, {
      cwd: this.root,
      env: { ...this.env, PORT: String(this.port), NEXT_TELEMETRY_DISABLED: '1', ...(this.publicBaseUrl ? { PUBLIC_BASE_URL: this.origin } : {}) },
      stdio: ['ignore', log, log],
      detached: true, // its own process group, so stop() reaches every child it forks
    });
    fs.closeSync(log);
    this.exit = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
    this.child.once('error', () => {});
  }

  get pid() {
    return this.child?.pid;
  }

  /**
   * CPU time the server has used so far, in ms: every process of its group (the primary and its
   * render processes, ADR 0057) and every thread of each (render, database thread, GC); undefined
   * where /proc cannot tell. A PostgreSQL server's own processes are not included.
   */
  cpuMs() {
    try {
      let ticks = 0;
      for (const entry of fs.readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        let fields;
        try {
          fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
        } catch {
          continue; // ended meanwhile
        }
        // pgrp, utime and stime are fields 5, 14 and 15 of stat(5): 3, 12 and 13 after "pid (comm) ".
        if (Number(fields[2]) === this.pid) ticks += Number(fields[11]) + Number(fields[12]);
      }
      return ticks > 0 ? (ticks * 1000) / CLOCK_TICKS : undefined;
    } catch {
      return undefined;
    }
  }

  /** Polls `path` until it answers 200; fails early if the server exits. */
  async waitReady(readyPath, timeoutMs = 180_000) {
    const deadline = Date.now() + timeoutMs;
    let last = 'no answer';
    let exited;
    this.exit.then((result) => (exited = result));
    while (Date.now() < deadline) {
      if (exited) throw new Error(`the server exited (${exited.signal ?? `code ${exited.code}`}) before it was ready:\n${this.logTail()}`);
      try {
        const response = await fetch(this.origin + readyPath, { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        if (response.status === 200) return;
        last = `HTTP ${response.status}`;
      } catch (error) {
        last = error.cause?.code ?? error.message;
      }
      await sleep(250);
    }
    throw new Error(`the server did not answer 200 on ${readyPath} within ${timeoutMs / 1000} s (last: ${last}):\n${this.logTail()}`);
  }

  log() {
    try {
      return fs.readFileSync(this.logFile, 'utf8');
    } catch {
      return '';
    }
  }

  logTail(lines = 30) {
    return this.log().trimEnd().split('\n').slice(-lines).join('\n');
  }

  /** Ends the whole process group: SIGTERM, then SIGKILL if it lingers. */
  async stop() {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    signalGroup(this.child.pid, 'SIGTERM');
    const stopped = await Promise.race([this.exit.then(() => true), sleep(5_000).then(() => false)]);
    if (!stopped) signalGroup(this.child.pid, 'SIGKILL');
    await Promise.race([this.exit, sleep(2_000)]);
    // The group may outlive its leader (a forked worker): make sure nothing of it is left.
    signalGroup(this.child.pid, 'SIGKILL');
  }

  /** Synchronous last resort for process exit paths where nothing can be awaited. */
  killNow() {
    if (this.child) signalGroup(this.child.pid, 'SIGKILL');
  }
}

/** Signals a whole process group (a detached child and what it forked); a gone group is no error. */
export function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}
