import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shutDownOn } from '../../scripts/server.mjs';
import { setDbHandle } from '@/server/db/client';
import type { DbHandle } from '@/server/db/open';

// The front server on SIGTERM: requests in flight finish, then the database is closed (PGlite
// flushes and drops its data-dir lock, so the next start does not recover a killed WAL), then exit.

afterEach(() => {
  vi.restoreAllMocks();
  setDbHandle(undefined);
});

describe('shutting the server down', () => {
  it('lets a request in flight finish, then closes the database, then exits 0', async () => {
    const events: string[] = [];
    setDbHandle({ db: {} as DbHandle['db'], kind: 'pglite', close: async () => void events.push('database closed') });
    const exited = new Promise<number>((resolve) => vi.spyOn(process, 'exit').mockImplementation(((code: number) => resolve(code)) as never));
    let finish!: () => void;
    const server = http.createServer((_req, res) => {
      finish = () => {
        events.push('request answered');
        res.end('ok');
      };
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    shutDownOn(server, ['SIGUSR2']);
    const answer = fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`).then((r) => r.text());
    await vi.waitFor(() => expect(finish).toBeTypeOf('function'));
    process.emit('SIGUSR2');
    await vi.waitFor(() => expect(server.listening).toBe(false));
    expect(events).toEqual([]);
    finish();
    expect(await answer).toBe('ok');
    expect(await exited).toBe(0);
    expect(events).toEqual(['request answered', 'database closed']);
  });
});
