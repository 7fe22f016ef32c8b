import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { captchaCode } from './harness';

/**
 * Registers a fresh customer through the API with a solved captcha. With `page.request` the
 * session cookie lands in the page's browser context, so the page is signed in.
 */
export async function signUpByApi(request: APIRequestContext, nick = 'Anna') {
  const verifyGuid = randomUUID();
  expect((await request.get(`/verifycode/NumberVerifyCode?guid=${verifyGuid}`)).status()).toBe(200);
  const email = `api-${randomUUID().slice(0, 8)}@example.com`;
  const response = await request.post('/api/Customer/RegisterByEmail', {
    data: { email, nick, companyName: 'Anna Imports', pwd: 'abc123', checkPwd: 'abc123', verifyGuid, verifyCode: await captchaCode(verifyGuid) },
  });
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  return { email, user: data.dto as { id: number; nick: string } };
}
