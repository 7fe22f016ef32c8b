#!/usr/bin/env node
// The production server: Next's request handler behind a small Node front.
// It exists because Next keeps a client-sent X-Forwarded-For (base-server: `??=`) and the app
// cannot see the TCP peer: here every request's forwarding headers are settled once, from
// TRUSTED_PROXIES, before Next runs (scripts/server/front.mjs). Scripts and tests start it as
// `node scripts/server.mjs` so that killing its pid kills the server.
//   env: PORT (3000), TRUSTED_PROXIES (''), NEXT_DIST_DIR, PAGE_CACHE (on; 'off' renders every
//   page and answers every API call per request), PAGE_CACHE_MB (64), and everything src/server/env.ts reads
import cluster from 'node:cluster';
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { frontListener } from './server/front.mjs';
import { FORWARDING_ENV, FORWARDING_NORMALISED, parseTrustedProxies } from './server/forwarding.mjs';
import { ApiMemo } from './server/api-memo.mjs';
import { installPageCache } from './server/page-cache.mjs';
import { renderProcessCount, runPrimary } from './server/primary.mjs';

const root = path.resolve(import.meta.dirname, '..');

export async function startServer({ port = Number(process.env.PORT || 3000), dir = root } = {}) {
  const trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);
  // Tells the app (src/server/security/request-client.ts) that every request's X-Forwarded-* was
  // settled here; under a bare `next start` it believes none of them.
  process.env[FORWARDING_ENV] = FORWARDING_NORMALISED;
  process.env.PORT = String(port); // PUBLIC_BASE_URL's default is http://localhost:$PORT
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  // hostname 'localhost': with 127.0.0.1 next-intl's rewrite loops on `/` (GUIDE: traps).
  const app = next({ dev: false, dir, hostname: 'localhost', port });
  await app.prepare();
  // Catalogue pages rendered once per catalogue revision (docs/adr/0004).
  const pageCache = process.env.PAGE_CACHE === 'off' ? undefined : installPageCache({ maxBytes: pageCacheBytes() });
  // Public catalogue answers kept per catalogue revision (ADR 0060); off with the page cache.
  const apiMemo = pageCache ? new ApiMemo() : undefined;
  const server = http.createServer(frontListener(app.getRequestHandler(), { trusted, pageCache, apiMemo }));
  // Behind a proxy with keep-alive upstreams our idle timeout must outlast the proxy's (nginx: 60 s).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, resolve));
  // A render process of several: its primary says where the server is, once all of them are up.
  if (cluster.isWorker) return server;
  console.log(`[lantern] serving on http://localhost:${port}${trusted.size ? ` (forwarding headers believed from ${process.env.TRUSTED_PROXIES})` : ''}`);
  return server;
}

function pageCacheBytes() {
  const mb = Number(process.env.PAGE_CACHE_MB || 64);
  if (!Number.isFinite(mb) || mb < 1 || mb > 4096) throw new Error(`PAGE_CACHE_MB must be a number of megabytes from 1 to 4096, not ${process.env.PAGE_CACHE_MB}`);
  return mb * 1024 * 1024;
}

/**
 * The database handle the app keeps on globalThis (src/server/db/client.ts). Closing it on the way
 * out matters for the embedded database: PGlite flushes its files and the data-dir lock goes, so
 * the next start opens at once instead of recovering a killed WAL (minutes at 100,000 products).
 */
async function closeDatabase() {
  const pending = globalThis[Symbol.for('lantern.db')];
  if (!pending) return;
  const handle = await pending.catch(() => undefined);
  await handle?.close().catch((error) => console.error('[lantern] closing the database failed', error));
}

/** Stops taking requests, lets those in flight finish (up to 10 s), closes the database, exits. */
export function shutDownOn(server, signals = ['SIGINT', 'SIGTERM']) {
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`[lantern] ${signal}: finishing requests in flight, then closing the database`);
    const drained = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    server.closeAllConnections();
    await Promise.race([closeDatabase(), new Promise((resolve) => setTimeout(resolve, 20_000).unref())]);
    process.exit(0);
  };
  for (const signal of signals) process.on(signal, () => void stop(signal));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // WEB_CONCURRENCY render processes (default one per core) behind one port: ADR 0057.
  const count = renderProcessCount();
  if (count > 1 && cluster.isPrimary) await runPrimary({ count, root, port: Number(process.env.PORT || 3000) });
  else {
    // A render process whose primary is gone has no database and no port of its own: it ends too.
    if (cluster.isWorker) process.on('disconnect', () => process.exit(1));
    shutDownOn(await startServer());
  }
}
