// Cached catalogue reads and cached pages must follow catalogue writes
// (within 2 s). On PostgreSQL the bench writes a product's English name behind the server's back
// (as the back office would, from another process), times how long the API and the product's page
// take to show it, and puts the name back. The embedded database is locked by the server (one
// process per data directory), so nothing else can write to it while it runs.
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';

async function nameShown(origin, productId) {
  const response = await fetch(`${origin}/api/Product/${productId}`, { signal: AbortSignal.timeout(10_000) });
  const body = await response.json();
  return body?.data?.dto?.nameen;
}

async function pageShows(origin, productId, text) {
  const response = await fetch(`${origin}/product-detail/${productId}`, { signal: AbortSignal.timeout(10_000) });
  return (await response.text()).includes(text);
}

export async function measureFreshness({ origin, databaseUrl, productId, timeoutMs = 15_000 }) {
  if (!databaseUrl) return { skipped: 'embedded database: only the server itself can write to it while it runs' };
  const before = await nameShown(origin, productId);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const tag = `changed by the bench ${Date.now().toString(36)}`;
  const marked = `${before} (${tag})`;
  try {
    await client.query('UPDATE products SET nameen = $1 WHERE id = $2', [marked, productId]);
    const written = Date.now();
    let apiMs;
    let pageMs;
    while (Date.now() - written < timeoutMs && (apiMs === undefined || pageMs === undefined)) {
      if (apiMs === undefined && (await nameShown(origin, productId)) === marked) apiMs = Date.now() - written;
      // The page escapes HTML (the old name may hold & or quotes): look for the plain-text tag.
      if (pageMs === undefined && (await pageShows(origin, productId, tag))) pageMs = Date.now() - written;
      await sleep(50);
    }
    const missing = [apiMs === undefined && 'the API', pageMs === undefined && 'the detail page'].filter(Boolean);
    return { apiMs, pageMs, ms: apiMs, failure: missing.length ? `${missing.join(' and ')} did not show the new name within ${timeoutMs / 1000} s` : undefined };
  } finally {
    await client.query('UPDATE products SET nameen = $1 WHERE id = $2', [before, productId]).catch(() => {});
    await client.end().catch(() => {});
  }
}
