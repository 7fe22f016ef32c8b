import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ClusterHttpClient, type Answer } from '../../scripts/cluster/http-client.mjs';
import { cluster, freshLoopbackAddress, upstreams } from './support/cluster';

// Rate limits count in Redis, once for the whole cluster, per client address as
// nginx reports it (X-Forwarded-For, believed from nginx only). The cluster runs the real limits
// (RATE_LIMIT_SCALE=1): password-reset mails, 10 per address an hour.

test('a per-address limit is counted once across both processes', async () => {
  const client = new ClusterHttpClient({ origin: cluster().origin, localAddress: freshLoopbackAddress(), attempts: 1 });
  // A new unknown email each time: the per-email limits (5 an hour, 1 a minute) stay out of it.
  const reset = () =>
    client.request('reset', '/api/Customer/ResetPwdByEmail', { method: 'POST', json: { email: `nobody-${randomUUID().slice(0, 8)}@example.com`, language: 'EN' } });
  try {
    const passed: Answer[] = [];
    for (let i = 0; i < 10; i++) passed.push(await reset());
    expect(passed.map((a) => a.status)).toEqual(Array(10).fill(200));
    // Alternating across the processes: each counted the other's requests too.
    expect(new Set(passed.map((a) => a.upstream))).toEqual(new Set(upstreams()));

    // The 11th is refused whichever process gets it; asked until each process has refused once.
    const refusedBy = new Set<string>();
    for (let i = 0; i < 10 && refusedBy.size < upstreams().length; i++) {
      const answer = await reset();
      expect(answer.status, `answer ${11 + i} (from ${answer.upstream})`).toBe(429);
      expect(answer.body?.error).toBe('rate_limited');
      refusedBy.add(answer.upstream!);
    }
    expect(refusedBy).toEqual(new Set(upstreams()));
  } finally {
    client.close();
  }
});

test('another address is not affected, and one talking to a process directly is not believed', async () => {
  const state = cluster();
  const client = new ClusterHttpClient({ origin: state.origin, localAddress: freshLoopbackAddress(), attempts: 1 });
  try {
    const answer = await client.request('reset', '/api/Customer/ResetPwdByEmail', {
      method: 'POST',
      json: { email: `nobody-${randomUUID().slice(0, 8)}@example.com`, language: 'EN' },
    });
    expect(answer.status).toBe(200);
  } finally {
    client.close();
  }
  // Straight to a process from 127.0.0.1 (not nginx's 127.0.0.2), naming a spent address in
  // X-Forwarded-For: the header is dropped, the caller counts as 127.0.0.1, and is not refused.
  const spentAddress = freshLoopbackAddress();
  const viaEdge = new ClusterHttpClient({ origin: state.origin, localAddress: spentAddress, attempts: 1 });
  const direct = new ClusterHttpClient({ origin: state.processes[0]!.origin, localAddress: '127.0.0.1', attempts: 1 });
  try {
    const ask = (c: ClusterHttpClient, headers: Record<string, string> = {}) =>
      c.request('reset', '/api/Customer/ResetPwdByEmail', { method: 'POST', json: { email: `nobody-${randomUUID().slice(0, 8)}@example.com`, language: 'EN' }, headers });
    for (let i = 0; i < 10; i++) expect((await ask(viaEdge)).status).toBe(200);
    expect((await ask(viaEdge)).status).toBe(429);
    expect((await ask(direct, { 'x-forwarded-for': spentAddress })).status).toBe(200);
  } finally {
    viaEdge.close();
    direct.close();
  }
});
