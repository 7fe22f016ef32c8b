import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Debian's Chromium (no browser download here); without the background-networking flags it
 * keeps trying this machine's closed network. Shared with playwright.cluster.config.ts. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/**
 * e2e runs the production build (`next start`) on a fresh embedded database, seeded at start,
 * in Debian's Chromium (no browser download on this machine).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only on a second try is a bug to fix, not to hide.
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Trace recording costs a quarter of the suite's time on the 2-core runner (measured: routing +
    // wording specs 85 → 64 s); CI's log carries the error and the page snapshot of a failure,
    // and a local run keeps traces of failures (`--trace on` to record every test).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  // `npm test` starts this same server itself while the unit tests still run (scripts/test.mjs,
  // E2E_SERVER_STARTED) and hands it over ready.
  webServer: process.env.E2E_SERVER_STARTED
    ? undefined
    : {
        command: 'node scripts/e2e-server.mjs',
        // A database-backed URL: it answers only once the first-start seed has finished.
        url: `http://localhost:${E2E_PORT}/api/Color?isGetAll=true`,
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
