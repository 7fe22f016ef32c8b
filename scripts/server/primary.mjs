// Several render processes behind one port (ADR 0057). A page is rendered by JavaScript on one
// thread; with one process, ten visitors opening pages nobody opened before queue behind each
// other on one core while the others idle. The primary forks WEB_CONCURRENCY render processes
// (node:cluster hands them connections in turn) and keeps what must be one per server:
//   - the embedded database (no DATABASE_URL): its data-dir lock and its thread, to which each
//     render process's statements are relayed (src/server/db/pglite-relay.mjs);
//   - the abuse counters without Redis (rate-limiter-flexible's cluster master);
//   - the first start: render process 1 migrates and seeds alone, the others start when it is ready.
// A render process that dies is started again; SIGINT/SIGTERM stop them all, then the database.
import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import { lockDataDir } from '../../src/server/db/lock.mjs';
import { PgliteRelay } from '../../src/server/db/pglite-relay.mjs';
import { RELAY_TAG } from '../../src/server/db/relay-protocol.mjs';

/** What a render process says once its database is open, migrated and seeded (src/server/startup/prepare-database.ts). */
export const READY_MESSAGE = 'lantern:render-process-ready';
const MAX_PROCESSES = 16;

/**
 * WEB_CONCURRENCY (the usual name of a web server's process count); unset: one per core (at most
 * 16) on PostgreSQL, one on the embedded database, where every statement of every render process
 * goes through the one database thread and the relay costs more than a second renderer gains on
 * two cores (ADR 0057 has the figures; set it on a larger machine).
 */
export function renderProcessCount(value = process.env.WEB_CONCURRENCY, { embedded = !process.env.DATABASE_URL } = {}) {
  if (value === undefined || value === '') return embedded ? 1 : Math.min(MAX_PROCESSES, os.availableParallelism());
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > MAX_PROCESSES) throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to ${MAX_PROCESSES}, not ${value}`);
  return count;
}

const say = (line) => console.log(`[lantern] ${line}`);

/** Runs the primary until SIGINT/SIGTERM; `root` is the project folder (DATA_DIR is relative to it). */
export async function runPrimary({ count, root, port }) {
  cluster.setupPrimary({ serialization: 'advanced' }); // rows may carry bytes (Uint8Array), which JSON would mangle
  if (!process.env.REDIS_URL) new RateLimiterClusterMaster();

  let relay;
  let releaseLock = () => {};
  if (!process.env.DATABASE_URL) {
    const dataDir = path.resolve(root, process.env.DATA_DIR || './data');
    try {
      releaseLock = lockDataDir(dataDir);
    } catch (error) {
      console.error(`[lantern] ${error.message}`);
      process.exit(1);
    }
    relay = await PgliteRelay.open(path.join(dataDir, 'pglite'));
  }

  let stopping = false;
  const clients = new Map(); // cluster worker id → relay client
  const fork = (index) => {
    const worker = cluster.fork({ LANTERN_RENDER_PROCESS: String(index) });
    if (relay) {
      const client = relay.attach((reply) => worker.isConnected() && worker.send({ [RELAY_TAG]: reply }));
      clients.set(worker.id, client);
      worker.on('message', (message) => {
        const statement = message?.[RELAY_TAG];
        if (statement) client.submit(statement);
      });
    }
    worker.once('exit', (code, signal) => {
      clients.get(worker.id)?.detach();
      clients.delete(worker.id);
      if (stopping) return;
      console.error(`[lantern] render process ${index} (pid ${worker.process.pid}) stopped (${signal ?? `code ${code}`}); starting it again`);
      setTimeout(() => {
        if (stopping) return;
        const again = fork(index);
        ready(again).then(
          () => say(`render process ${index} (pid ${again.process.pid}) serving again`),
          () => {}, // its own exit is logged and handled above
        );
      }, 1000).unref();
    });
    return worker;
  };
  /** Resolves when `worker` has its database ready and listens on the port. */
  const ready = (worker) =>
    new Promise((resolve, reject) => {
      let waiting = 2;
      const onExit = (code, signal) => reject(new Error(`render process exited (${signal ?? `code ${code}`}) before it was ready`));
      const step = () => {
        if (--waiting > 0) return;
        worker.off('exit', onExit);
        resolve();
      };
      worker.once('exit', onExit);
      worker.once('listening', step);
      worker.on('message', function onMessage(message) {
        if (message !== READY_MESSAGE) return;
        worker.off('message', onMessage);
        step();
      });
    });

  const stop = async (signal, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping ${count} render processes, then closing the database`);
    const exits = Object.values(cluster.workers ?? {}).map(
      (worker) => new Promise((resolve) => (worker.isDead() ? resolve() : (worker.once('exit', resolve), worker.process.kill('SIGTERM')))),
    );
    await Promise.race([Promise.all(exits), sleep(35_000)]);
    for (const worker of Object.values(cluster.workers ?? {})) worker.process.kill('SIGKILL');
    await relay?.close().catch((error) => console.error('[lantern] closing the database failed', error));
    releaseLock();
    process.exit(exitCode);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(signal));

  // The first migrates and seeds an empty database alone; the others find it ready.
  try {
    await ready(fork(1));
    await Promise.all(Array.from({ length: count - 1 }, (_, i) => ready(fork(i + 2))));
  } catch (error) {
    console.error(`[lantern] ${error.message}`);
    await stop('start-up failure', 1);
    return;
  }
  say(`serving on http://localhost:${port} (${count} render processes${process.env.TRUSTED_PROXIES ? `; forwarding headers believed from ${process.env.TRUSTED_PROXIES}` : ''})`);
}
