// Issue 7 §1: cached catalogue reads must follow catalogue writes. On PostgreSQL the bench writes a
// product's English name behind the server's back (as the back office would), times how long the
// API takes to show it, and puts the name back. The embedded database is locked by the server
// (one process per data directory), so nothing else can write to it while it runs.
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';

async function nameShown(origin, productId) {
  const response = await fetch(`${origin}/api/Product/${productId}`, { signal: AbortSignal.timeout(10_000) });
  const body = await response.json();
  return body?.data?.dto?.nameen;
}

export async function measureFreshness({ origin, databaseUrl, productId, timeoutMs = 15_000 }) {
  if (!databaseUrl) return { skipped: 'embedded database: only the server itself can write to it while it runs' };
  const before = await nameShown(origin, productId);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const marked = `${before} (changed by the bench)`;
  try {
    await client.query('UPDATE products SET nameen = $1 WHERE id = $2', [marked, productId]);
    const written = Date.now();
    while (Date.now() - written < timeoutMs) {
      if ((await nameShown(origin, productId)) === marked) return { ms: Date.now() - written };
      await sleep(50);
    }
    return { ms: undefined, failure: `the new name did not show within ${timeoutMs / 1000} s` };
  } finally {
    await client.query('UPDATE products SET nameen = $1 WHERE id = $2', [before, productId]).catch(() => {});
    await client.end().catch(() => {});
  }
}
