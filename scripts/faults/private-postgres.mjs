// A PostgreSQL cluster of the faults run's own: initdb into a temp dir, started on a free port
// with its socket in that dir, stopped hard (`pg_ctl stop -m immediate`: the postmaster and every
// backend die at once, as in a crash) and started again. The machine's shared PostgreSQL, which
// other test runs use, is never touched. initdb refuses root, so as root it runs as `postgres`.
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../bench/server.mjs';

function binDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error('no PostgreSQL server binaries: set PG_BIN to the folder of initdb and pg_ctl');
  return path.join(base, versions[0], 'bin');
}

export class PrivatePostgres {
  constructor() {
    this.bin = binDir();
    this.asRoot = process.getuid?.() === 0;
  }

  command(tool, args) {
    return this.asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(this.bin, tool), ...args]] : [path.join(this.bin, tool), args];
  }

  /** Asynchronous, so the buyers' clocks keep running while PostgreSQL starts or stops. */
  async run(tool, args) {
    try {
      const { stdout } = await promisify(execFile)(...this.command(tool, args), { encoding: 'utf8', timeout: 120_000 });
      return stdout;
    } catch (error) {
      throw new Error(
        `${tool} ${args.join(' ')} failed: ${String(error.stderr || error.stdout || error.message)
          .trim()
          .slice(-800)}`,
        { cause: error },
      );
    }
  }

  runNow(tool, args) {
    spawnSync(...this.command(tool, args), { timeout: 30_000 });
  }

  async start(cleanup) {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-faults-pg-'));
    const remove = () => fs.rmSync(this.dir, { recursive: true, force: true });
    cleanup.add(`remove ${this.dir}`, async () => remove(), remove);
    if (this.asRoot) {
      const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      if (!Number.isInteger(uid)) throw new Error('running as root needs a `postgres` user to own the private cluster');
      fs.chownSync(this.dir, uid, gid);
    }
    this.data = path.join(this.dir, 'data');
    await this.run('initdb', ['-D', this.data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    this.port = await freePort();
    const halt = () => this.runNow('pg_ctl', ['stop', '-D', this.data, '-m', 'immediate']);
    cleanup.add('stop the private PostgreSQL', async () => halt(), halt);
    await this.startServer();
    this.url = `postgres://postgres@127.0.0.1:${this.port}/postgres`;
    return this.url;
  }

  startServer() {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1`;
    return this.run('pg_ctl', ['start', '-D', this.data, '-l', path.join(this.dir, 'postgres.log'), '-w', '-t', '60', '-o', options]);
  }

  /** Stops it the hard way: every connection drops, nothing is flushed politely. */
  stopImmediately() {
    return this.run('pg_ctl', ['stop', '-D', this.data, '-m', 'immediate']);
  }

  /** A URL of database `name` on this cluster. */
  urlOf(name) {
    return `postgres://postgres@127.0.0.1:${this.port}/${name}`;
  }
}
