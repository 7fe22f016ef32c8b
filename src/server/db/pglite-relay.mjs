// The embedded database shared by several render processes (ADR 0057). PGlite is one Postgres
// session in one thread, so only one process can hold it: the primary of `scripts/server.mjs`
// opens the database thread (pglite-thread.mjs) and relays each render process's statements to it
// (pglite-remote.ts, relayed()). Statements run in the order they arrive, as they do for one
// process; what one session cannot keep apart by itself is transactions, so the relay does: from
// a client's BEGIN to its COMMIT or ROLLBACK, other clients' statements wait here, and a client that
// dies inside its transaction has it rolled back for it.
//
// Plain JavaScript: the primary runs it without a bundler, and tests load it from TypeScript.
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const THREAD_FILE = path.join(import.meta.dirname, 'pglite-thread.mjs');

/** An error answer for a statement the relay will not run. */
function refusal(id, message) {
  return { id, ok: false, error: { name: 'Error', message, fields: {} } };
}

export class PgliteRelay {
  /** Starts the database thread on `dataDir` (PGlite's own folder) and resolves once it has opened. */
  static async open(dataDir) {
    const worker = new Worker(THREAD_FILE, { workerData: { dataDir } });
    await new Promise((resolve, reject) => {
      const onExit = (code) => reject(new Error(`the embedded database thread exited (code ${code}) before it opened`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (message) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        if (message.ready) resolve();
        else reject(Object.assign(new Error(message.error.message), message.error.fields));
      });
    });
    return new PgliteRelay(worker);
  }

  constructor(worker) {
    this.worker = worker;
    this.nextId = 1;
    /** The thread's statement id → the client that asked and its own id for it. */
    this.inFlight = new Map();
    /** The client inside a transaction, or null. */
    this.owner = null;
    /** Other clients' statements that arrived during that transaction, in arrival order. */
    this.held = [];
    this.closed = false;
    worker.on('message', (reply) => {
      const route = this.inFlight.get(reply.id);
      if (!route) return;
      this.inFlight.delete(reply.id);
      if (!route.client.gone) route.client.deliver({ ...reply, id: route.id });
    });
  }

  /** A client whose answers go to `deliver(reply)`; it submits with `client.submit(message)` and leaves with `client.detach()`. */
  attach(deliver) {
    const client = { deliver, gone: false };
    client.submit = (message) => this.submit(client, message);
    client.detach = () => this.detach(client);
    return client;
  }

  submit(client, message) {
    if (client.gone) return;
    // The shared database is closed by the primary alone, after every render process has stopped.
    if (message.op === 'close') return client.deliver({ id: message.id, ok: true });
    if (this.closed) return client.deliver(refusal(message.id, 'Connection terminated: the embedded database is closing'));
    if (this.owner && this.owner !== client) {
      this.held.push({ client, message });
      return;
    }
    this.forward(client, message);
  }

  forward(client, message) {
    const id = this.nextId++;
    this.inFlight.set(id, { client, id: message.id });
    this.worker.postMessage({ ...message, id });
    if (message.txn === 'begin') this.owner = client;
    else if (message.txn === 'end' && this.owner === client) {
      // The thread runs statements in order: whatever is posted after this COMMIT runs after it.
      this.owner = null;
      this.release();
    }
  }

  /** Posts held statements in their order until one of them opens a transaction again. */
  release() {
    while (!this.owner && this.held.length > 0) {
      const { client, message } = this.held.shift();
      if (!client.gone) this.forward(client, message);
    }
  }

  /** A client that stopped (its process exited): its open transaction is rolled back, its held statements dropped. */
  detach(client) {
    if (client.gone) return;
    client.gone = true;
    this.held = this.held.filter((entry) => entry.client !== client);
    if (this.owner === client) {
      const id = this.nextId++;
      this.inFlight.set(id, { client, id: 0 });
      this.worker.postMessage({ id, op: 'exec', sql: 'ROLLBACK' });
      this.owner = null;
      this.release();
    }
  }

  /** Closes PGlite (its files flushed) once the statements already posted have run, and ends the thread. */
  async close() {
    if (this.closed) return;
    this.closed = true;
    const id = this.nextId++;
    await new Promise((resolve) => {
      this.inFlight.set(id, { client: { deliver: resolve, gone: false }, id });
      this.worker.postMessage({ id, op: 'close' });
    });
    await this.worker.terminate();
  }
}
