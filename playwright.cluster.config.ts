import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './playwright.config';

/**
 * Scale-out: the suite of tests/cluster against `npm run cluster` — nginx round-robin
 * in front of two Lantern processes on one PostgreSQL and one Redis. Needs TEST_DATABASE_URL (or
 * DATABASE_URL), REDIS_URL and nginx; `npm test` runs it last when they are there.
 *   npx playwright test -c playwright.cluster.config.ts
 * Outside CI a cluster already serving on CLUSTER_E2E_PORT is reused (start it with
 * `npm run cluster -- --port 3200 --state <CLUSTER_STATE_FILE>`, the file named below).
 */
export const CLUSTER_E2E_PORT = Number(process.env.CLUSTER_E2E_PORT ?? 3200);
// Read by the tests (tests/cluster/support/cluster.ts); set here so workers inherit it.
process.env.CLUSTER_STATE_FILE ??= path.join(os.tmpdir(), `lantern-cluster-e2e-${CLUSTER_E2E_PORT}.json`);

export default defineConfig({
  testDir: 'tests/cluster',
  // Not test-results/: the e2e suite clears that folder when it starts, maybe in the middle of this run.
  outputDir: 'test-results-cluster',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One at a time, in file order: the last file kills a process, and nothing else should be
  // under way then except its own buyers.
  fullyParallel: false,
  workers: 1,
  retries: 0, // a flaky test is a bug to fix, not to retry
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${CLUSTER_E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: `node scripts/cluster.mjs --port ${CLUSTER_E2E_PORT} --state ${process.env.CLUSTER_STATE_FILE}`,
    // Through nginx, a database-backed URL: the cluster starts nginx once every process serves.
    url: `http://localhost:${CLUSTER_E2E_PORT}/api/Color?isGetAll=true`,
    // The build is normally there (npm test builds before e2e); alone, the cluster may build first.
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    // SIGTERM lets scripts/cluster.mjs stop nginx and the processes and drop its database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
