import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemotePglite } from '@/server/db/pglite-remote';
import { isDatabaseUnavailable } from '@/server/db/unavailable';

// ADR 0034: the embedded database in its own thread behaves as PGlite did for its callers —
// Postgres's error fields on the error, a transaction all-or-nothing and holding the connection,
// and a stopped thread read as a lost database (503), not a hang.

let dir: string;
let db: RemotePglite;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-pglite-thread-'));
  db = await RemotePglite.open(dir);
  await db.exec('CREATE TABLE t (id int PRIMARY KEY, at timestamp)');
}, 60_000);
afterAll(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database thread', () => {
  it('answers rows in either row mode, with timestamps as Postgres wrote them', async () => {
    await db.query('INSERT INTO t VALUES ($1, $2)', [1, '2026-11-27 10:00:00']);
    expect((await db.query('SELECT id, at FROM t')).rows).toEqual([{ id: 1, at: '2026-11-27 10:00:00' }]);
    expect((await db.query('SELECT id, at FROM t', [], { rowMode: 'array' })).rows).toEqual([[1, '2026-11-27 10:00:00']]);
  });

  it("carries Postgres's error code back (a unique violation is 23505)", async () => {
    await expect(db.query('INSERT INTO t VALUES (1, NULL)')).rejects.toMatchObject({ code: '23505' });
  });

  it('rolls a failed transaction back whole, and a statement outside it waits for its end', async () => {
    let outsideSaw: unknown[] | undefined;
    const failing = db.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES (2, NULL)');
      void db.query('SELECT count(*)::int AS n FROM t').then((r) => (outsideSaw = r.rows));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(outsideSaw).toBeUndefined();
      throw new Error('give up');
    });
    await expect(failing).rejects.toThrow('give up');
    expect((await db.query('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 1 }]);
    expect(outsideSaw).toEqual([{ n: 1 }]);
  });

  it('runs statements issued together in the order posted, and a transaction asked for after them after them', async () => {
    await db.exec('CREATE TABLE seq (n int)');
    // Posted at once (no transaction is open), as a page's Promise.all of reads is.
    const writes = [1, 2, 3, 4, 5].map((n) => db.query('INSERT INTO seq VALUES ($1)', [n]));
    const failing = db.query('INSERT INTO seq VALUES ($1)', ['not a number']);
    const seen = db.transaction(async (tx) => (await tx.query('SELECT array_agg(n ORDER BY ctid) AS ns FROM seq')).rows);
    await Promise.all(writes);
    await expect(failing).rejects.toMatchObject({ code: '22P02' });
    // Had the failed statement run after BEGIN, it would have aborted the transaction (25P02).
    expect(await seen).toEqual([{ ns: [1, 2, 3, 4, 5] }]);
  });

  it('fails statements fast as a lost database once the thread has stopped', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-pglite-thread-'));
    const doomed = await RemotePglite.open(other);
    await (doomed as unknown as { channel: { close(): Promise<void> } }).channel.close(); // the thread terminated under it
    const error = await doomed.query('SELECT 1').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
    fs.rmSync(other, { recursive: true, force: true });
  });
});
