// The Lantern processes behind nginx: `node scripts/server.mjs` each on a fixed port (nginx names
// it), each in its own process group (BenchServer). Supervised like a service manager would
// (systemd's Restart=always, RestartSec): a process that dies is started again on the same port.
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BenchServer } from '../bench/server.mjs';

export const READY_PATH = '/api/Color?isGetAll=true';

export class LanternProcess {
  /** `onChange(process)` after each start and death; `say(line)` logs. */
  constructor({ root, env, index, port, logDir, restartDelayMs = 2_000, onChange = () => {}, say = () => {} }) {
    Object.assign(this, { root, env, index, port, restartDelayMs, onChange, say });
    this.name = `p${index}`;
    this.logFile = path.join(logDir, `${this.name}.log`);
    this.server = new BenchServer({ root, env, logFile: this.logFile, port });
    this.stopping = false;
    this.restarts = 0;
    this.up = false;
    this.history = []; // { event: 'ready' | 'exit', at, pid, detail }
  }

  get pid() {
    return this.server.pid;
  }

  get origin() {
    return this.server.origin;
  }

  async start() {
    await this.server.start();
    const pid = this.server.pid;
    this.server.exit.then((result) => this.exited(pid, result));
  }

  async waitReady(timeoutMs) {
    const started = Date.now();
    await this.server.waitReady(READY_PATH, timeoutMs);
    this.up = true;
    this.history.push({ event: 'ready', at: Date.now(), pid: this.pid, detail: `${((Date.now() - started) / 1000).toFixed(1)} s` });
    this.onChange(this);
  }

  async exited(pid, { code, signal }) {
    if (this.stopping || pid !== this.server.pid) return;
    this.up = false;
    const how = signal ?? `code ${code}`;
    this.history.push({ event: 'exit', at: Date.now(), pid, detail: how });
    this.say(`${this.name} (pid ${pid}, port ${this.port}) exited (${how}); starting it again in ${this.restartDelayMs / 1000} s`);
    this.onChange(this);
    await sleep(this.restartDelayMs);
    if (this.stopping) return;
    this.restarts++;
    const started = Date.now();
    try {
      await this.start();
      await this.waitReady(180_000);
      this.say(`${this.name} is back (pid ${this.pid}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    } catch (error) {
      this.say(`${this.name} did not come back: ${error.message.split('\n')[0]}`);
    }
  }

  describe() {
    return { name: this.name, port: this.port, origin: this.origin, pid: this.pid, up: this.up, restarts: this.restarts, logFile: this.logFile, history: this.history };
  }

  async stop() {
    this.stopping = true;
    await this.server.stop();
  }

  killNow() {
    this.stopping = true;
    this.server.killNow();
  }
}
