import path from 'node:path';
import { defineConfig } from 'vitest/config';

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
    include: ['tests/unit/**/*.test.ts', 'tests/db/**/*.test.ts', 'tests/api/**/*.test.ts', 'src/**/*.test.ts'],
    // Migrates one database per run; each test file's database is a copy of it.
    globalSetup: ['tests/support/database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite takes ~300 MB per instance; two workers keep the 2-core CI machine comfortable.
    maxWorkers: 2,
  },
});
