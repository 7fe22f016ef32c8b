// What a workspace screenshot script starts from: the server (BASE_URL), its owner (ADMIN_EMAIL /
// ADMIN_PASSWORD), docs/screenshots/, Chromium, and a sign-in in the language of the shot.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

export async function workspaceShots() {
  const base = process.env.BASE_URL ?? 'http://localhost:3000';
  const owner = { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD };
  if (!owner.email || !owner.password) {
    console.error('Set ADMIN_EMAIL and ADMIN_PASSWORD (an owner of the server on BASE_URL).');
    process.exit(2);
  }
  const out = path.resolve(import.meta.dirname, '../docs/screenshots');
  fs.mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
  /** Signs the page in as the owner, the workspace in `language` (the member's saved language is set to it too). */
  async function signIn(page, language) {
    await page.context().addCookies([{ name: 'lantern_admin_lang', value: language, url: base }]);
    await page.goto(`${base}/admin/login`);
    await page.locator('#email').fill(owner.email);
    await page.locator('#password').fill(owner.password);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('my-account').waitFor();
    await page
      .getByTestId(`lang-${language}`)
      .click({ timeout: 5000 })
      .catch(() => undefined);
  }
  return { base, out, browser, signIn, shot: (name) => path.join(out, name) };
}
