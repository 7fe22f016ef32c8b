import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { captchaCode, untilEveryProcess, upstreams } from './support/cluster';

// Sessions live in PostgreSQL, so a buyer who signs in through one process is
// signed in on every process nginx sends them to.

test('a buyer signed in on one process stays signed in on the other', async ({ page, playwright, baseURL }) => {
  // The account, made through the API (its own context: the browser starts signed out).
  const api = await playwright.request.newContext({ baseURL });
  const email = `cluster-${randomUUID().slice(0, 8)}@example.com`;
  const registerGuid = randomUUID();
  expect((await api.get(`/verifycode/NumberVerifyCode?guid=${registerGuid}`)).status()).toBe(200);
  const registered = await api.post('/api/Customer/RegisterByEmail', {
    data: { email, nick: 'Clara', companyName: 'Cluster Imports', pwd: 'abc123', verifyGuid: registerGuid, verifyCode: await captchaCode(registerGuid) },
  });
  expect(registered.status()).toBe(200);
  await api.dispose();

  // Sign in through the page's dialog, as a buyer would.
  await page.goto('/');
  await page.getByTestId('user-menu-trigger').click();
  await page.getByTestId('user-menu-signin').click();
  const dialog = page.getByTestId('login-dialog');
  await dialog.getByTestId('login-email').fill(email);
  await dialog.getByTestId('login-password').fill('abc123');
  const image = dialog.getByTestId('captcha-image');
  await expect(image).toHaveAttribute('data-guid', /[0-9a-f-]{36}/);
  await dialog.getByTestId('captcha-input').fill(await captchaCode((await image.getAttribute('data-guid'))!));
  const [login] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/Customer/Login') && r.request().method() === 'POST'),
    dialog.getByTestId('login-submit').click(),
  ]);
  expect(login.status()).toBe(200);
  const signedInOn = login.headers()['x-upstream'];
  expect(upstreams()).toContain(signedInOn);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('user-menu-trigger')).toContainText('Clara');

  // Signed-in calls with the browser's cookies, until every process has answered one as this buyer.
  const answers = await untilEveryProcess(
    async () => {
      const response = await page.request.get('/api/Customer/GetAccountNums');
      return { upstream: response.headers()['x-upstream'], status: response.status() };
    },
    (answer) => answer.status === 200,
  );
  const others = upstreams().filter((upstream) => upstream !== signedInOn);
  expect(answers.some((answer) => others.includes(answer.upstream!))).toBe(true);

  // And the pages keep showing the buyer signed in, whichever process renders them.
  for (const path of ['/products', '/cart', '/']) {
    await page.goto(path);
    await expect(page.getByTestId('user-menu-trigger')).toContainText('Clara');
  }
});
