import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';

test('a second server on the same ./data is refused with a clear message and the first keeps serving', async ({ request }) => {
  test.setTimeout(90_000);
  const root = path.resolve(__dirname, '../..');
  const second = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', '3199'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: path.resolve(root, process.env.E2E_DATA_DIR ?? '.e2e-data'), DATABASE_URL: '' },
  });
  let output = '';
  second.stdout.on('data', (chunk) => (output += chunk));
  second.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      second.kill('SIGKILL');
      resolve(null);
    }, 60_000);
    second.on('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  expect(output).toContain('already in use by another Lantern process');
  expect(code).toBe(1);
  const response = await request.get('/');
  expect(response.status()).toBe(200);
});
