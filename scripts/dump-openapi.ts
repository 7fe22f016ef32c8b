/**
 * `npx tsx scripts/dump-openapi.ts > openapi.json` — prints the API's OpenAPI document (the same
 * one GET /api/openapi.json answers), so a refactor of the contracts or routes can be diffed
 * against the document before it: the public contract must not move. Signed /Upload/ links in the
 * examples carry the clock (`e=<expiry>&s=<signature>`): they are masked so two runs compare equal.
 */
import './server-only-shim'; // first: the src/server modules below are marked server-only
import { apiApp } from '../src/server/api/app';

// tsx runs this file as CommonJS (no top-level await), hence the function.
async function main(): Promise<void> {
  const response = await apiApp.request('/api/openapi.json');
  if (response.status !== 200) throw new Error(`GET /api/openapi.json answered ${response.status}`);
  process.stdout.write(`${JSON.stringify(await response.json(), null, 2).replace(/e=\d+&s=[\w-]+/g, 'e=E&s=S')}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
