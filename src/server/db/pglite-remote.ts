import path from 'node:path';
import { Worker } from 'node:worker_threads';

// The embedded database in a thread of its own (ADR 0034): this is the client the
// server's thread holds. It answers the part of PGlite's interface that Drizzle's PGlite driver
// calls — query(), exec(), transaction() — by posting each statement to src/server/db/pglite-thread.mjs.

interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
interface Reply {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: { name: string; message: string; fields: Record<string, unknown> };
}
interface TransactionClient {
  query(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }): Promise<QueryResult>;
  exec(sql: string): Promise<QueryResult[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

const THREAD_FILE = path.join(process.cwd(), 'src/server/db/pglite-thread.mjs');

/** The thread's error as an Error again, with Postgres's fields (code '23505', constraint …) where callers look for them. */
function revive(error: NonNullable<Reply['error']>): Error {
  const revived = new Error(error.message);
  revived.name = error.name;
  return Object.assign(revived, error.fields);
}

/**
 * One connection, as PGlite is: statements run one at a time and a transaction holds the
 * connection from BEGIN to COMMIT, so another caller's statement waits for it (PGlite's own
 * query() waits on its transaction mutex the same way). Outside transactions statements are
 * pipelined: posted at once, run by the thread in arrival order, so a page's reads issued together
 * (Promise.all) cost one wake-up of the thread instead of a round trip each.
 */
export class RemotePglite {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 1;
  private turn: Promise<void> = Promise.resolve();
  /** Transactions asked for and not yet finished: while there is one, a statement waits its turn. */
  private transactions = 0;
  private failure: Error | undefined;

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(revive(reply.error!));
    });
    const fail = (error: Error) => {
      // Worded as a lost connection, so the API answers 503 (src/server/db/unavailable.ts).
      this.failure = new Error(`Connection terminated: the embedded database thread stopped (${error.message})`);
      for (const waiting of this.pending.values()) waiting.reject(this.failure);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`exit code ${code}`)));
  }

  /** Starts the thread on `dataDir` and resolves once PGlite there has opened (or rejects with why it did not). */
  static async open(dataDir: string): Promise<RemotePglite> {
    const worker = new Worker(THREAD_FILE, { workerData: { dataDir } });
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`the embedded database thread exited (code ${code}) before it opened`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (message: { ready: boolean; error?: Reply['error'] }) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        if (message.ready) resolve();
        else reject(revive(message.error!));
      });
    });
    worker.unref(); // an idle database does not keep a script alive; a pending statement does (send)
    return new RemotePglite(worker);
  }

  private send<T>(message: { op: 'query' | 'exec' | 'close'; sql?: string; params?: unknown[]; rowMode?: 'array' | 'object' }): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage({ id, ...message });
    });
  }

  /** Runs `work` when every earlier caller's statement or transaction has finished. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = this.turn.then(work);
    this.turn = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  private rawQuery(sql: string, params: unknown[] = [], options: { rowMode?: 'array' | 'object' } = {}): Promise<QueryResult> {
    return this.send<QueryResult>({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object' });
  }

  private rawExec(sql: string): Promise<QueryResult[]> {
    return this.send<QueryResult[]>({ op: 'exec', sql });
  }

  query(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }): Promise<QueryResult> {
    return this.transactions === 0 ? this.rawQuery(sql, params, options) : this.exclusive(() => this.rawQuery(sql, params, options));
  }

  exec(sql: string): Promise<QueryResult[]> {
    return this.transactions === 0 ? this.rawExec(sql) : this.exclusive(() => this.rawExec(sql));
  }

  /** PGlite's transaction(): BEGIN, the callback's statements, COMMIT — or ROLLBACK when it throws. */
  transaction<T>(callback: (tx: TransactionClient) => Promise<T>): Promise<T> {
    this.transactions++;
    const done = () => void this.transactions--;
    return this.exclusive(async () => {
      await this.rawExec('BEGIN');
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: TransactionClient = {
        query: async (sql, params, options) => (open(), this.rawQuery(sql, params, options)),
        exec: async (sql) => (open(), this.rawExec(sql)),
        rollback: async () => {
          open();
          await this.rawExec('ROLLBACK');
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          const [commit] = await this.rawExec('COMMIT');
          if ((commit as { command?: string } | undefined)?.command === 'ROLLBACK') throw new Error('The transaction was rolled back (an earlier statement failed)');
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await this.rawExec('ROLLBACK').catch(() => {});
        }
        throw error;
      }
    }).finally(done);
  }

  /** Closes PGlite (its files flushed) and ends the thread. */
  async close(): Promise<void> {
    if (this.failure) return;
    await this.exclusive(() => this.send({ op: 'close' })).catch(() => {});
    await this.worker.terminate();
  }
}
