import './server-only-shim';
import { writeFileSync } from 'node:fs';
import { apiApp } from '@/server/api/app';

// Writes /api/openapi.json to the file named by argv[2], pretty-printed, to diff before/after a
// refactor (`npx tsx scripts/openapi-snapshot.ts /tmp/before.json`, change, again, `cmp`).
// Signed /Upload/ links in examples carry the clock (e=<expiry>&s=<signature>): masked.
void (async () => {
  const response = await apiApp.request('/api/openapi.json');
  const doc = (await response.json()) as { paths: Record<string, unknown> };
  writeFileSync(process.argv[2] ?? 'openapi.json', JSON.stringify(doc, null, 2).replace(/e=\d+&s=[\w-]+/g, 'e=E&s=S') + '\n');
  console.log('paths', Object.keys(doc.paths).length);
  process.exit(0);
})();
