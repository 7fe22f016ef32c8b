import { randomInt, randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontListener } from '../../scripts/server/front.mjs';
import { parseTrustedProxies, resolveClient } from '../../scripts/server/forwarding.mjs';
import { apiApp } from '@/server/api/app';
import { sites } from '@/server/db/schema';
import { resetRateLimits } from '@/server/security/rate-limit';
import { redisReady } from '@/server/security/redis';
import { createTestDb, type TestDb } from '../support/test-db';

// Forwarding headers are believed only from TRUSTED_PROXIES. These tests run the real
// front of scripts/server.mjs on a socket, handing requests to the API app instead of Next.

let db: TestDb;
beforeAll(async () => {
  resetRateLimits();
  db = await createTestDb();
  await db.db.insert(sites).values({ id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' });
});
afterAll(() => db.dispose());

/** Node request → fetch Request → the API app → Node response. */
async function toApi(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const answer = await apiApp.fetch(new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined }));
  res.writeHead(answer.status, Object.fromEntries(answer.headers));
  res.end(Buffer.from(await answer.arrayBuffer()));
}

async function front(trustedProxies: string) {
  const server = http.createServer(frontListener(toApi, { trusted: parseTrustedProxies(trustedProxies) }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** ResetPwdByEmail is limited to 10 per address per hour; each call names a fresh unknown email. */
async function askReset(origin: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${origin}/api/Customer/ResetPwdByEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ userId: 38, email: `nobody-${randomUUID().slice(0, 8)}@example.com`, language: 'EN' }),
  });
  return res.status;
}

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('forwarding headers from an untrusted peer (TRUSTED_PROXIES empty, the default)', () => {
  it('a new X-Forwarded-For, X-Real-IP or Forwarded does not reset a spent rate limit', async () => {
    resetRateLimits();
    await redisReady(); // with REDIS_URL, count in Redis from the first request
    const { origin, close } = await front('');
    try {
      for (let i = 0; i < 10; i++) expect(await askReset(origin, { 'x-forwarded-for': randomIp() })).toBe(200);
      expect(await askReset(origin)).toBe(429);
      expect(await askReset(origin, { 'x-forwarded-for': randomIp() })).toBe(429);
      expect(await askReset(origin, { 'x-real-ip': randomIp() })).toBe(429);
      expect(await askReset(origin, { forwarded: `for=${randomIp()}` })).toBe(429);
      expect(await askReset(origin, { 'x-forwarded-for': `${randomIp()}, ${randomIp()}` })).toBe(429);
    } finally {
      await close();
    }
  });
});

describe('forwarding headers from a configured proxy', () => {
  it('counts each client the proxy names on its own', async () => {
    resetRateLimits();
    await redisReady();
    const { origin, close } = await front('127.0.0.1');
    try {
      const client = randomIp();
      for (let i = 0; i < 10; i++) expect(await askReset(origin, { 'x-forwarded-for': client })).toBe(200);
      expect(await askReset(origin, { 'x-forwarded-for': client })).toBe(429);
      expect(await askReset(origin, { 'x-forwarded-for': randomIp() })).toBe(200);
      // A hop the client wrote left of the one the proxy appended is never believed.
      expect(await askReset(origin, { 'x-forwarded-for': `${randomIp()}, ${client}` })).toBe(429);
    } finally {
      await close();
    }
  });
});

describe('resolveClient', () => {
  const proxies = parseTrustedProxies('10.0.0.0/8, 2001:db8::/32, 127.0.0.1');

  it('takes the socket peer, the socket scheme and Host from anyone else', async () => {
    const headers = { host: 'shop.example', 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
    expect(resolveClient({ peer: '::ffff:198.51.100.7', encrypted: false, headers }, proxies)).toEqual({ ip: '198.51.100.7', proto: 'http', host: 'shop.example' });
  });

  it('walks the chain from the right past trusted hops to the first untrusted one', async () => {
    const headers = { host: 'internal:3000', 'x-forwarded-for': '6.6.6.6, 198.51.100.9, 10.1.2.3', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' };
    expect(resolveClient({ peer: '127.0.0.1', headers }, proxies)).toEqual({ ip: '198.51.100.9', proto: 'https', host: 'shop.example' });
    expect(resolveClient({ peer: '2001:db8::1', headers: { 'x-forwarded-for': '10.0.0.1, 10.0.0.2' } }, proxies).ip).toBe('10.0.0.1');
  });

  it('stops at garbage in the chain and ignores a malformed scheme or host', async () => {
    const headers = { host: 'shop.example', 'x-forwarded-for': '198.51.100.9, not-an-ip', 'x-forwarded-proto': 'gopher', 'x-forwarded-host': 'evil.example/<script>' };
    expect(resolveClient({ peer: '10.9.9.9', encrypted: true, headers }, proxies)).toEqual({ ip: '10.9.9.9', proto: 'https', host: 'shop.example' });
  });

  it('refuses a malformed TRUSTED_PROXIES entry at start', async () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('nginx.internal')).toThrow(/TRUSTED_PROXIES/);
    expect(parseTrustedProxies('').size).toBe(0);
  });
});

describe('the front refuses what Next would turn into a 500', () => {
  it('answers TRACE with 405 and an undecodable path with 400, as JSON', async () => {
    const { origin, close } = await front('');
    try {
      const trace = await new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
        http
          .request(`${origin}/api/Product`, { method: 'TRACE' }, (res) => {
            let body = '';
            res.on('data', (chunk) => (body += chunk)).on('end', () => resolve({ status: res.statusCode!, allow: res.headers.allow, body }));
          })
          .on('error', reject)
          .end();
      });
      expect(trace.status).toBe(405);
      expect(trace.allow).toContain('GET');
      expect(JSON.parse(trace.body)).toMatchObject({ code: 405, error: 'method_not_allowed' });
      const bad = await fetch(`${origin}/zh/product-detail/%ZZ`);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ code: 400, error: 'bad_request', field: 'path' });
    } finally {
      await close();
    }
  });
});
