import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { RELAY_TAG, type DbMessage } from './relay-protocol.mjs';

// The embedded database in a thread of its own (ADR 0034): this is the client the
// server's thread holds. It answers the part of PGlite's interface that Drizzle's PGlite driver
// calls — query(), exec(), transaction() — by posting each statement to src/server/db/pglite-thread.mjs.
// Under several render processes (ADR 0057) the thread lives in the primary process and a render
// process posts over its IPC channel instead (relayed()); the primary keeps transactions apart.

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
/** Where statements go: the database thread of this process, or the primary's (over IPC). */
interface Channel {
  post(message: DbMessage): void;
  onReply(listener: (reply: Reply) => void): void;
  onFailure(listener: (error: Error) => void): void;
  /** Keeps the process alive while a statement is pending (a script), not while idle. */
  hold(held: boolean): void;
  /** False for a render process's relay: the primary owns the database and closes it last. */
  readonly ownsDatabase: boolean;
  close(): Promise<void>;
}

function threadChannel(worker: Worker): Channel {
  return {
    post: (message) => worker.postMessage(message),
    onReply: (listener) => void worker.on('message', listener),
    onFailure: (listener) => {
      worker.on('error', listener);
      worker.on('exit', (code) => listener(new Error(`exit code ${code}`)));
    },
    hold: (held) => void (held ? worker.ref() : worker.unref()),
    ownsDatabase: true,
    close: async () => void (await worker.terminate()),
  };
}

/** The primary's database thread, reached over this render process's IPC channel (scripts/server/db-relay.mjs). */
function relayChannel(): Channel {
  const send = process.send?.bind(process);
  if (!send) throw new Error('LANTERN_DB_RELAY is set but this process has no IPC channel to the primary');
  return {
    post: (message) => send({ [RELAY_TAG]: message }),
    onReply: (listener) =>
      void process.on('message', (message: unknown) => {
        const reply = (message as Record<string, unknown> | null)?.[RELAY_TAG];
        if (reply) listener(reply as Reply);
      }),
    onFailure: (listener) => void process.on('disconnect', () => listener(new Error('the primary process is gone'))),
    hold: () => {},
    ownsDatabase: false,
    close: async () => {},
  };
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
  private readonly channel: Channel;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 1;
  private turn: Promise<void> = Promise.resolve();
  /** Transactions asked for and not yet finished: while there is one, a statement waits its turn. */
  private transactions = 0;
  private failure: Error | undefined;

  private constructor(channel: Channel) {
    this.channel = channel;
    channel.onReply((reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) channel.hold(false);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(revive(reply.error!));
    });
    channel.onFailure((error) => {
      // Worded as a lost connection, so the API answers 503 (src/server/db/unavailable.ts).
      this.failure = new Error(`Connection terminated: the embedded database thread stopped (${error.message})`);
      for (const waiting of this.pending.values()) waiting.reject(this.failure);
      this.pending.clear();
    });
  }

  /** A render process's client of the primary's database thread (ADR 0057); the primary has opened and locked it. */
  static relayed(): RemotePglite {
    return new RemotePglite(relayChannel());
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
    return new RemotePglite(threadChannel(worker));
  }

  private send<T>(message: Omit<DbMessage, 'id'>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) this.channel.hold(true);
      this.channel.post({ id, ...message });
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

  /** `txn` marks a transaction's first and last statement for the primary's relay, which holds other processes' statements in between. */
  private rawExec(sql: string, txn?: DbMessage['txn']): Promise<QueryResult[]> {
    return this.send<QueryResult[]>({ op: 'exec', sql, ...(txn && { txn }) });
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
      await this.rawExec('BEGIN', 'begin');
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: TransactionClient = {
        query: async (sql, params, options) => (open(), this.rawQuery(sql, params, options)),
        exec: async (sql) => (open(), this.rawExec(sql)),
        rollback: async () => {
          open();
          await this.rawExec('ROLLBACK', 'end');
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
          const [commit] = await this.rawExec('COMMIT', 'end');
          if ((commit as { command?: string } | undefined)?.command === 'ROLLBACK') throw new Error('The transaction was rolled back (an earlier statement failed)');
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await this.rawExec('ROLLBACK', 'end').catch(() => {});
        }
        throw error;
      }
    }).finally(done);
  }

  /** Closes PGlite (its files flushed) and ends the thread; a relayed client only lets go (the primary closes it). */
  async close(): Promise<void> {
    if (this.failure) return;
    if (this.channel.ownsDatabase) await this.exclusive(() => this.send({ op: 'close' })).catch(() => {});
    await this.channel.close();
  }
}
