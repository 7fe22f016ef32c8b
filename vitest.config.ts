import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const INCLUDE = ['tests/unit/**/*.test.ts', 'tests/db/**/*.test.ts', 'tests/api/**/*.test.ts', 'src/**/*.test.ts'];

/**
 * Test files that change what the whole process shares: its environment, globals, timers or
 * listeners. They run isolated (each file in a fresh module graph, Vitest's default); every other
 * file shares its worker's modules with the files before it, so the server's module graph is
 * loaded once per worker instead of once per file (it was 40 % of the suites' time).
 * Found by reading the files, so a new test that sets process.env is isolated without a list to keep.
 */
const PROCESS_WIDE = /process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env|vi\.stub(Env|Global)|useFakeTimers|process\.on\(|Object\.defineProperty\(globalThis/;
function processWideFiles(): string[] {
  const root = import.meta.dirname;
  const files = ['tests', 'src'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => path.join(dir, file)),
  );
  return files.filter((file) => PROCESS_WIDE.test(readFileSync(path.join(root, file), 'utf8')));
}
const isolated = processWideFiles();

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      '@messages': path.resolve(import.meta.dirname, 'messages'),
      // Tests call server modules directly, as Next's server does: the marker is empty there too.
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    environment: 'node',
    // Requests in these suites stand for what scripts/server.mjs hands on: forwarding headers already
    // settled from TRUSTED_PROXIES (tests/api/trusted-proxies.test.ts runs that front for real).
    // Counters of a Redis shared between runs start empty for each run (ids repeat in fresh databases).
    env: { LANTERN_FORWARDING: 'normalised', RATE_LIMIT_PREFIX: `lantern-test-${Date.now().toString(36)}` },
    // next-intl's ESM imports 'next/server' without an extension; inlining lets Vite resolve it.
    server: { deps: { inline: ['next-intl'] } },
    // Migrates one database per run; each test file's database is a copy of it.
    globalSetup: ['tests/support/database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite takes ~300 MB per instance; two workers keep the 2-core CI machine comfortable.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'shared modules', include: INCLUDE, exclude: isolated, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated.length > 0 ? isolated : ['no-such-file'], isolate: true } },
    ],
  },
});
