import crypto from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontListener } from '../../scripts/server/front.mjs';
import { PageCache } from '../../scripts/server/page-cache.mjs';
import { ENTRY_SCRIPTS_PLACEHOLDER, PAGE_HEADER, chooseEncoding, describeProgress, sealScripts } from '../../scripts/server/page-response.mjs';

// The front with a stand-in for Next that behaves like src/proxy.ts + a streamed render: it asks
// the cache, answers a hit with an empty marked response and a fill with a page written in chunks.
const cache = new PageCache();
let renders = 0;
let reachedNext = 0;
let revision = 'r1';
// The app's catalogue watcher keeps the revision here (src/server/cache/catalog-cache.ts).
const REVISION = Symbol.for('lantern.catalog-token');
// The proxy's rule reader keeps here until when the site is known to have no area rule (src/server/access/area-rules.ts).
const AREA_GATE_OPEN_UNTIL = Symbol.for('lantern.area-gate-open-until');
function setAreaGateOpenUntil(until: number) {
  (globalThis as { [AREA_GATE_OPEN_UNTIL]?: number })[AREA_GATE_OPEN_UNTIL] = until;
}
function setRevision(value: string) {
  revision = value;
  (globalThis as { [REVISION]?: string })[REVISION] = value;
}
setRevision('r1');

function page(nonce: string): string[] {
  return [
    `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" nonce="${nonce}" async=""></script></head><body>`,
    `<h1>Products ${revision}</h1><script nonce="${nonce}">self.__next_f.push([1,"a"])</script>`,
    `<script type="application/ld+json" nonce="${nonce}">{"@type":"Product"}</script><script nonce="${nonce}">self.__next_f.push([1,"b"])</script></body></html>`,
  ];
}

async function fakeNext(req: IncomingMessage, res: ServerResponse) {
  reachedNext++;
  res.setHeader('x-frame-options', 'SAMEORIGIN');
  if (req.url === '/api/big') {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ list: Array.from({ length: 500 }, (_, i) => ({ id: i, name: 'Snowman figurine' })) }));
    return;
  }
  const key = req.url ?? '/';
  const nonce = crypto.randomBytes(16).toString('base64');
  const policy = (source: string) => `default-src 'self'; script-src 'self' ${source} 'strict-dynamic'`;
  // As src/proxy.ts: a rendering's answer carries its own nonce, a hit's the placeholder.
  res.setHeader('content-security-policy', policy(`'nonce-${nonce}'`));
  if (key === '/personal') {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end('<html>cart</html>');
    return;
  }
  const decision = await cache.decide(key, revision);
  if (decision.action === 'hit') {
    res.setHeader('content-security-policy', policy(ENTRY_SCRIPTS_PLACEHOLDER));
    res.setHeader(PAGE_HEADER, `hit ${decision.ticket}`);
    res.end();
    return;
  }
  renders++;
  res.setHeader(PAGE_HEADER, `fill ${encodeURIComponent(key)} ${revision} ${encodeURIComponent(nonce)}`);
  res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  res.setHeader('content-type', 'text/html; charset=utf-8');
  if (key.startsWith('/flaky')) {
    res.end('<html><body><!--$!--><template data-dgst="123"></template><p>Loading</p></body></html>');
    return;
  }
  if (key.startsWith('/stuck')) {
    // A rendering that streams its first chunk and never ends (what the slow-request log must name).
    stuck = res;
    res.write(page(nonce)[0]);
    return;
  }
  if (key.startsWith('/missing')) {
    res.statusCode = 404;
    res.end('<html>not found</html>');
    return;
  }
  for (const chunk of page(nonce)) {
    res.write(chunk);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  res.end();
}

let server: http.Server;
let origin: string;
let stuck: ServerResponse | undefined;

beforeAll(async () => {
  server = http.createServer(frontListener(fakeNext, { trusted: new Map() as never, pageCache: cache }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw GET (fetch would decompress and hide Content-Encoding). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function scriptSources(csp: string | undefined): string[] {
  return /script-src ([^;]+)/.exec(csp ?? '')?.[1]!.split(' ') ?? [];
}

describe('the front serves cached catalogue pages', () => {
  it('renders a page once and answers every later request with the same stored bytes', async () => {
    const before = renders;
    const first = await get('/en/products?page=1');
    const second = await get('/en/products?page=1');
    expect(renders - before).toBe(1);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(second.headers[PAGE_HEADER]).toBeUndefined();
  });

  it('answers a repeat of a request the proxy already answered from the cache without reaching Next', async () => {
    // What the proxy's rule reader records when the site has no area rule (ADR 0046).
    setAreaGateOpenUntil(Date.now() + 60_000);
    await get('/zh/products?page=2', { 'accept-language': 'zh-CN' });
    await get('/zh/products?page=2', { 'accept-language': 'zh-CN' });
    const before = reachedNext;
    const repeat = await get('/zh/products?page=2', { 'accept-language': 'zh-CN', 'accept-encoding': 'br' });
    expect(reachedNext).toBe(before);
    expect(repeat.status).toBe(200);
    expect(repeat.headers['content-encoding']).toBe('br');
    expect(repeat.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(scriptSources(repeat.headers['content-security-policy'] as string).some((source) => source.startsWith("'sha256-"))).toBe(true);
    // Another signature (here the saved locale cookie) goes through Next and the proxy again.
    await get('/zh/products?page=2', { 'accept-language': 'zh-CN', cookie: 'NEXT_LOCALE=en' });
    expect(reachedNext).toBe(before + 1);
    // So does the same signature once the catalogue moved on.
    setRevision('r1b');
    await get('/zh/products?page=2', { 'accept-language': 'zh-CN' });
    expect(reachedNext).toBe(before + 2);
    setRevision('r1');
  });

  it('lets every page request reach the proxy while the site has area rules: a restricted visitor must meet the gate', async () => {
    setAreaGateOpenUntil(Date.now() + 60_000);
    await get('/zh/products?page=3', { 'accept-language': 'zh-CN' });
    await get('/zh/products?page=3', { 'accept-language': 'zh-CN' });
    const before = reachedNext;
    await get('/zh/products?page=3', { 'accept-language': 'zh-CN' });
    expect(reachedNext).toBe(before);
    setAreaGateOpenUntil(0); // a rule was saved
    await get('/zh/products?page=3', { 'accept-language': 'zh-CN' });
    expect(reachedNext).toBe(before + 1);
    setAreaGateOpenUntil(Date.now() - 1); // the no-rule reading is older than the rule cache: read again first
    await get('/zh/products?page=3', { 'accept-language': 'zh-CN' });
    expect(reachedNext).toBe(before + 2);
  });

  it('seals the page: inline scripts lose the nonce and are allowed by their hash; Next chunks keep the entry nonce', async () => {
    const { body, headers } = await get('/en/about');
    const html = body.toString('utf8');
    const sources = scriptSources(headers['content-security-policy'] as string);
    expect(sources).not.toContain(ENTRY_SCRIPTS_PLACEHOLDER);
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
    const nonce = /<script src="\/_next\/static\/chunks\/main.js" nonce="([^"]+)"/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(sources).toContain(`'nonce-${nonce}'`);
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toEqual(['self.__next_f.push([1,"a"])', 'self.__next_f.push([1,"b"])']);
    for (const code of inline) expect(sources).toContain(`'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`);
    // A data block is not a script: it keeps its attributes and needs no hash.
    expect(html).toContain(`<script type="application/ld+json" nonce="${nonce}">`);
    expect(sources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(2);
  });

  it('sends brotli or gzip bodies stored with the entry, and the identity body to clients that take neither', async () => {
    const identity = await get('/en/FAQs');
    const gz = await get('/en/FAQs', { 'accept-encoding': 'gzip' });
    const br = await get('/en/FAQs', { 'accept-encoding': 'gzip, deflate, br' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.gunzipSync(gz.body).equals(identity.body)).toBe(true);
    expect(zlib.brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('answers If-None-Match with 304 and HEAD with headers only', async () => {
    const { headers } = await get('/en/video');
    const revalidated = await get('/en/video', { 'if-none-match': headers.etag as string });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const head = await get('/en/video', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toBe(headers.etag);
  });

  it('renders again after a catalogue write, and the new page carries a new validator', async () => {
    const before = await get('/en/contact');
    setRevision('r2');
    const after = await get('/en/contact');
    expect(after.body.toString()).toContain('Products r2');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const revalidated = await get('/en/contact', { 'if-none-match': before.headers.etag as string });
    expect(revalidated.status).toBe(200);
  });

  it('never stores an answer that is not a 200 page', async () => {
    const before = renders;
    expect((await get('/missing/1')).status).toBe(404);
    expect((await get('/missing/1')).status).toBe(404);
    expect(renders - before).toBe(2);
    expect(cache.entries.has('/missing/1')).toBe(false);
  });

  it('sends a rendering that failed part-way (a streamed error boundary) to its visitor only', async () => {
    const before = renders;
    const first = await get('/flaky/1');
    expect(first.status).toBe(200);
    expect(first.body.toString()).toContain('data-dgst');
    await get('/flaky/1');
    expect(renders - before).toBe(2);
    expect(cache.entries.has('/flaky/1')).toBe(false);
  });

  it('leaves unmarked answers alone: a personal page keeps its own nonce policy; JSON is gzipped on the fly', async () => {
    const personal = await get('/personal');
    expect(personal.headers['content-security-policy']).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(personal.headers.etag).toBeUndefined();
    const json = await get('/api/big', { 'accept-encoding': 'gzip' });
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(json.body).toString()).list).toHaveLength(500);
  });
});

describe('a request that hangs', () => {
  it("is described by how far Next's answer got: a fill with its first chunk, Next still writing", async () => {
    const controller = new AbortController();
    const request = fetch(`${origin}/stuck`, { signal: controller.signal }).catch(() => undefined);
    await expect.poll(() => stuck && describeProgress(stuck)).toMatch(/^page cache: fill, 1 chunks \/ \d+ bytes from Next, Next still writing, not served$/);
    controller.abort();
    await request;
  });
});

describe('pieces of the page answer', () => {
  it('chooses br over gzip over identity, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
  });

  it('hashes exactly the code between the tags', () => {
    const { body, sources } = sealScripts('<script nonce="abc">let a = 1;\n</script>', 'abc');
    expect(body).toBe('<script>let a = 1;\n</script>');
    expect(sources).toBe(`'nonce-abc' 'sha256-${crypto.createHash('sha256').update('let a = 1;\n').digest('base64')}'`);
  });
});

describe("Next's RSC requests", () => {
  it('are marked for the proxy, which cannot see their RSC header or _rsc parameter (Next strips them)', async () => {
    const { markFlightRequest, FLIGHT_HEADER } = await import('../../scripts/server/route-memo.mjs');
    const flight = { url: '/?_rsc=abc', headers: { rsc: '1' } } as unknown as IncomingMessage;
    expect(markFlightRequest(flight)).toBe(true);
    expect(flight.headers[FLIGHT_HEADER]).toBe('1');
    const visit = { url: '/products?page=1', headers: { [FLIGHT_HEADER]: '1' } } as unknown as IncomingMessage;
    expect(markFlightRequest(visit)).toBe(false);
    expect(visit.headers[FLIGHT_HEADER]).toBeUndefined();
  });
});
