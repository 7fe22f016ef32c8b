import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteRelay } from '@/server/db/pglite-relay.mjs';
import type { DbMessage } from '@/server/db/relay-protocol.mjs';

// ADR 0057: several render processes share the embedded database through their primary. PGlite is
// one session, so the relay must keep one process's transaction from seeing, or being seen by,
// another's statements — and a process that dies inside a transaction must not leave it open.
// Each client here stands for one render process, speaking as pglite-remote.ts does.

interface Reply {
  id: number;
  ok: boolean;
  result?: { rows: Record<string, unknown>[] };
  error?: { message: string };
}

let dir: string;
let relay: PgliteRelay;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-pglite-relay-'));
  relay = await PgliteRelay.open(dir);
  const setup = process('setup');
  await setup.exec('CREATE TABLE t (id int PRIMARY KEY)');
  setup.client.detach();
}, 60_000);
afterAll(async () => {
  await relay.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A render process: posts statements and waits for its own answers. */
function process(name: string) {
  let nextId = 1;
  const waiting = new Map<number, (reply: Reply) => void>();
  const answered: string[] = [];
  const client = relay.attach((reply: Reply) => waiting.get(reply.id)?.(reply));
  const send = (message: Omit<DbMessage, 'id'>, label = message.sql ?? message.op) =>
    new Promise<Reply>((resolve) => {
      const id = nextId++;
      waiting.set(id, (reply) => {
        answered.push(`${name}: ${label}`);
        resolve(reply);
      });
      client.submit({ id, ...message });
    });
  return {
    client,
    answered,
    query: (sql: string, params: unknown[] = []) => send({ op: 'query', sql, params, rowMode: 'object' }),
    exec: (sql: string, txn?: DbMessage['txn']) => send(sql === 'close' ? { op: 'close' } : { op: 'exec', sql, ...(txn && { txn }) }),
  };
}

const count = async (p: ReturnType<typeof process>) => (await p.query('SELECT count(*)::int AS n FROM t')).result!.rows[0]!.n;

describe("the primary's relay to the embedded database", () => {
  it("answers each process's statements to that process", async () => {
    const a = process('a');
    const b = process('b');
    const [one, two] = await Promise.all([a.query('SELECT 1 AS v'), b.query('SELECT 2 AS v')]);
    expect(one.result!.rows).toEqual([{ v: 1 }]);
    expect(two.result!.rows).toEqual([{ v: 2 }]);
    a.client.detach();
    b.client.detach();
  });

  it("holds another process's statement until a transaction ends, so it never runs inside it", async () => {
    const a = process('a');
    const b = process('b');
    await a.exec('BEGIN', 'begin');
    await a.query('INSERT INTO t VALUES (1)');
    // In one session this read would see the uncommitted row; held, it runs after the rollback.
    const outside = count(b);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(b.answered).toEqual([]);
    await a.exec('ROLLBACK', 'end');
    expect(await outside).toBe(0);
    expect([...a.answered, ...b.answered]).toEqual(['a: BEGIN', 'a: INSERT INTO t VALUES (1)', 'a: ROLLBACK', 'b: SELECT count(*)::int AS n FROM t']);
    a.client.detach();
    b.client.detach();
  });

  it('lets the held statements run in their order after a commit, and sees what was committed', async () => {
    const a = process('a');
    const b = process('b');
    const c = process('c');
    await a.exec('BEGIN', 'begin');
    const bWrites = b.query('INSERT INTO t VALUES (3)');
    const cReads = count(c);
    await a.query('INSERT INTO t VALUES (2)');
    await a.exec('COMMIT', 'end');
    expect((await bWrites).ok).toBe(true);
    expect(await cReads).toBe(2);
    await a.query('DELETE FROM t');
    [a, b, c].forEach((p) => p.client.detach());
  });

  it('rolls back the transaction of a process that died in it, and the others go on', async () => {
    const doomed = process('doomed');
    const survivor = process('survivor');
    await doomed.exec('BEGIN', 'begin');
    await doomed.query('INSERT INTO t VALUES (9)');
    const waitingRead = count(survivor);
    doomed.client.detach(); // its process exited: no COMMIT will ever come
    expect(await waitingRead).toBe(0);
    expect(await count(survivor)).toBe(0);
    survivor.client.detach();
  });

  it('does not close the shared database for a process that lets go of it', async () => {
    const leaving = process('leaving');
    const staying = process('staying');
    expect((await leaving.exec('close')).ok).toBe(true);
    expect((await staying.query('SELECT 1 AS v')).result!.rows).toEqual([{ v: 1 }]);
    leaving.client.detach();
    staying.client.detach();
  });
});
