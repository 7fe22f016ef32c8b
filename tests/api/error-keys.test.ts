import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_KEYS } from '@/lib/api-error-keys';
import { resetRateLimits } from '@/server/security/rate-limit';
import errorsZh from '../../messages/admin/errors.zh.json';
import { errorBodyText, fieldErrors } from '@/components/admin/error-wording';
import { call, type Answer } from '../support/api-suite';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';

// API errors carry a stable message key and its values beside the English message (which stays,
// as the §7 body has it), so the workspace words them in the member's language: sign-in,
// passwords, staff accounts, an inquiry one may not see, and zod's field failures.

let db: TestDb;
beforeAll(async () => {
  resetRateLimits();
  db = await createTestDb();
});
afterAll(() => db.dispose());

const PASSWORD = 'Correct-Horse-42';
const known = new Set<string>(API_ERROR_KEYS);
const ip = () => ({ 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });

/** The body as the Chinese workspace shows it. */
const zh = (answer: Answer) => errorBodyText(answer.body, '', 'zh');

function expectKeyed(answer: Answer, status: number, messageKey: string) {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.body).toMatchObject({ code: status, messageKey, message: expect.any(String), error: expect.any(String) });
  expect(known.has(answer.body.messageKey)).toBe(true);
}

describe('error message keys', () => {
  it('a wrong password at sign-in: 401 apiError.signIn.wrongPassword, worded 邮箱或密码错误', async () => {
    const { staff } = await signedInStaff(db, 'sales', { email: `sales-${randomInt(1e6)}@staff.test`, password: PASSWORD });
    const answer = await call('POST', '/api/admin/session', { body: { email: staff.email, password: 'not-the-password' }, headers: ip() });
    expectKeyed(answer, 401, 'apiError.signIn.wrongPassword');
    expect(answer.body.message).toBe('Wrong email or password');
    expect(zh(answer)).toBe(errorsZh.apiError.signIn.wrongPassword);
  });

  it('a short new password: 400 naming the field, tooShort {min: 12}, worded 至少 12 个字符', async () => {
    const owner = await signedInStaff(db, 'owner');
    const answer = await call('POST', '/api/admin/staff', {
      headers: owner.headers,
      body: { email: `new-${randomInt(1e6)}@staff.test`, name: '周婷', role: 'sales', password: 'short' },
    });
    expectKeyed(answer, 400, 'apiError.validation.tooShort');
    expect(answer.body).toMatchObject({ field: 'password', params: { min: 12, field: 'password' } });
    expect(answer.body.issues[0]).toMatchObject({ field: 'password', messageKey: 'apiError.validation.tooShort', params: { min: 12 } });
    expect(fieldErrors(answer.body, 'zh')).toEqual({ password: '至少 12 个字符' });
    expect(zh(answer)).toBe('密码：至少 12 个字符');
  });

  it('a taken email when adding a member: 409 apiError.staff.emailTaken', async () => {
    const owner = await signedInStaff(db, 'owner');
    const email = `taken-${randomInt(1e6)}@staff.test`;
    expect((await call('POST', '/api/admin/staff', { headers: owner.headers, body: { email, name: '陈静', role: 'sales' } })).status).toBe(200);
    const again = await call('POST', '/api/admin/staff', { headers: owner.headers, body: { email, name: '陈静', role: 'sales' } });
    expectKeyed(again, 409, 'apiError.staff.emailTaken');
    expect(zh(again)).toBe('已有员工使用此邮箱');
  });

  it('a wrong current password when changing one’s own: 401 apiError.password.wrong', async () => {
    const { headers } = await signedInStaff(db, 'catalogue', { email: `cat-${randomInt(1e6)}@staff.test`, password: PASSWORD });
    const answer = await call('POST', '/api/admin/me/password', { headers, body: { currentPassword: 'wrong-one', newPassword: 'A-new-password-1' } });
    expectKeyed(answer, 401, 'apiError.password.wrong');
    expect(answer.body.field).toBe('currentPassword');
    expect(zh(answer)).toBe('密码错误');
  });

  it('an inquiry one may not see: 404 apiError.inquiry.notFound with its id', async () => {
    const { headers } = await signedInStaff(db, 'sales');
    const answer = await call('GET', '/api/admin/inquiries/2147483000', { headers });
    expectKeyed(answer, 404, 'apiError.inquiry.notFound');
    expect(answer.body.params).toEqual({ id: 2147483000 });
    expect(zh(answer)).toBe('找不到询盘 2147483000，或你无权查看');
  });

  it('a role refused, no session, an unknown route: their own keys', async () => {
    const { headers } = await signedInStaff(db, 'sales');
    expectKeyed(await call('GET', '/api/admin/staff', { headers }), 403, 'apiError.session.roleRefused');
    expectKeyed(await call('GET', '/api/admin/staff'), 401, 'apiError.session.signInFirst');
    expectKeyed(await call('GET', '/api/admin/no-such-thing', { headers }), 404, 'apiError.route.notFound');
  });

  it('every zod failure of a query is keyed by what failed', async () => {
    const owner = await signedInStaff(db, 'owner');
    const cases: [string, string, Record<string, unknown>][] = [
      ['pageSize=0', 'apiError.validation.tooSmall', { min: 1 }],
      ['pageSize=abc', 'apiError.validation.number', {}],
      ['role=boss', 'apiError.validation.oneOf', { values: 'owner, catalogue, sales' }],
    ];
    for (const [query, key, params] of cases) {
      const answer = await call('GET', `/api/admin/staff?${query}`, { headers: owner.headers });
      expectKeyed(answer, 400, key);
      expect(answer.body.params, query).toMatchObject(params);
    }
  });

  it('keeps the storefront’s body: code, error, message, field as before', async () => {
    const answer = await call('GET', '/api/Product?userId=38&PageSize=500');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 400, error: 'bad_request', field: 'PageSize', message: expect.stringMatching(/^PageSize: /) });
    expect(known.has(answer.body.messageKey)).toBe(true);
  });
});
