import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Every catalogue page, in both languages, makes the browser download at most 1.3×
// the JavaScript of a bare Next 16 + next-intl page: 147.5 kB gzip (scripts/lighthouse/baseline,
// docs/benchmarks.md "Browser budget") × 1.3 = 191.75 kB, counted as Lighthouse counts it (bytes
// on the wire, headers included, every script loaded until the network is quiet). The budget and
// the page list live in scripts/js-weight.mjs, run here against the e2e server as a child process
// (Playwright's loader cannot import that ES module); it fails when a page is over.

const script = path.resolve(__dirname, '../../scripts/js-weight.mjs');

test("every catalogue page ships at most 1.3× the bare page's JavaScript, in both languages", async ({ baseURL }) => {
  test.setTimeout(480_000);
  const run = spawnSync(process.execPath, [script, baseURL!], { encoding: 'utf8', timeout: 450_000 });
  const rows = run.stdout.split('\n').filter((line) => / kB +\d\.\d\d× /.test(line));
  expect(rows.length, run.stdout + run.stderr).toBeGreaterThanOrEqual(36);
  expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
});
