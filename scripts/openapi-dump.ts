import './server-only-shim';
import { writeFileSync } from 'node:fs';
import { apiApp } from '@/server/api/app';

// Writes the OpenAPI document (GET /api/openapi.json) to the file named on the command line, so a
// refactoring can show the public contract is byte-identical before and after (issue 14).
async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out) throw new Error('usage: tsx scripts/openapi-dump.ts <out.json>');
  const response = await apiApp.request('/api/openapi.json');
  writeFileSync(out, await response.text());
  console.log(`${response.status} ${out}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
