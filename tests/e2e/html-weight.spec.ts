import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Home ≤ 120 kB and every other catalogue page ≤ 90 kB of uncompressed HTML, in both
// languages. The budgets and the page list live in scripts/html-weight.mjs; it runs here against
// the e2e server as a child process (Playwright's loader cannot import that ES module) and fails
// when a page is over. The category tree is in no page: the menu and the drawer fetch it as JSON.

const script = path.resolve(__dirname, '../../scripts/html-weight.mjs');

test('every catalogue page is within its HTML budget, in both languages', async ({ baseURL }) => {
  const run = spawnSync(process.execPath, [script, baseURL!], { encoding: 'utf8', timeout: 120_000 });
  const lines = run.stdout.split('\n').filter((line) => /^\S?\s+\S.*\d+\s+\/\s+\d+/.test(line) || line.startsWith('✗'));
  expect(lines.length, run.stdout + run.stderr).toBeGreaterThanOrEqual(36);
  expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
});

test('the category tree is not in the page: the menu JSON carries it, cacheable by browsers', async ({ request }) => {
  const menu = await request.get('/api/Home/Menu?languageFlag=1');
  expect(menu.status()).toBe(200);
  expect(menu.headers()['cache-control']).toMatch(/public, max-age=\d+/);
  const { data } = await menu.json();
  const child = data.listTopic.find((root: { children: unknown[] }) => root.children.length > 0).children.at(-1);
  for (const page of ['/products?page=1', '/zh/about']) {
    const html = await (await request.get(page)).text();
    // Before the page-weight work every second-level topic was in the mega menu's markup and again in the payload.
    expect(html).not.toContain(`code=${child.code}&`);
    expect(html).not.toContain(`"code":"${child.code}"`);
    expect(html).toContain('/api/Home/Menu?languageFlag=');
  }
});
