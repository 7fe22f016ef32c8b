import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorBodyText } from '@/components/admin/error-wording';
import { answerOf, byCode, listFields, renamed, withFields } from '@/server/api/kit/domain-answers';
import { errorBody, statusOf } from '@/server/api/kit/errors';
import { DomainError } from '@/server/errors';

// Services refuse in domain terms (a code and what it failed on); the HTTP layer alone gives the
// status, the field path the call's request uses and the words staff read in en and zh.

const answered = (error: DomainError, rule?: Parameters<typeof answerOf>[1]) => {
  const answer = answerOf(error, rule);
  return { status: statusOf(answer), body: errorBody(answer), retryAfter: answer.retryAfter };
};

describe('the HTTP answer of a domain error', () => {
  it('names the line of the list the cart call was sent: an unknown product of line 2 is a 404 on list.2.productId', () => {
    const error = new DomainError('not_found', 'no product 77', { input: 'productId', line: 2, productId: 77 });
    const { status, body } = answered(error, listFields('list', ['cart_full']));
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, error: 'not_found', message: 'list.2.productId: no product 77', messageKey: 'apiError.code.not_found', field: 'list.2.productId' });
    expect(errorBodyText(body, '', 'en')).toBe('Not found, or not yours to see');
    expect(errorBodyText(body, '', 'zh')).toBe('找不到该记录，或你无权查看');
  });

  it('names the whole list for a full cart in the add call and the merge call alike, each by its own field', () => {
    const full = new DomainError('cart_full', 'A cart holds at most 200 different products', { limit: 200 });
    expect(answered(full, listFields('list', ['cart_full'])).body).toMatchObject({
      code: 409,
      error: 'conflict',
      field: 'list',
      message: 'A cart holds at most 200 different products',
    });
    expect(answered(full, byCode({ cart_full: 'cart' })).body).toMatchObject({ code: 409, field: 'cart' });
    expect(answered(full).body).not.toHaveProperty('field');
  });

  it('words a record that is not on the site with its id: 404 apiError.record.notFound in en and zh', () => {
    const { status, body } = answered(new DomainError('record_not_found', 'no customer 9 on this site', { input: 'id', id: 9 }));
    expect(status).toBe(404);
    expect(body).toMatchObject({ field: 'id', message: 'id: no customer 9 on this site', messageKey: 'apiError.record.notFound', params: { id: 9 } });
    expect(errorBodyText(body, '', 'en')).toBe('No record 9 on this site');
    expect(errorBodyText(body, '', 'zh')).toBe('找不到编号为 9 的记录，或它不属于本站');
  });

  it('answers too many attempts with 429, the seconds in the words, and Retry-After only when the rule gives one', () => {
    const wait = new DomainError('too_many_attempts', 'Too many attempts; try again in 42 s', { seconds: 42 });
    const plain = answered(wait);
    expect(plain.status).toBe(429);
    expect(plain.body).toEqual({
      code: 429,
      error: 'rate_limited',
      message: 'Too many attempts; try again in 42 s',
      messageKey: 'apiError.rateLimited.wait',
      params: { seconds: 42 },
    });
    expect(plain.retryAfter).toBeUndefined();
    expect(errorBodyText(plain.body, '', 'zh')).toBe('尝试次数过多，请 42 秒后再试');
    const onPassword = answered(new DomainError('too_many_attempts', wait.message, { ...wait.details, input: 'password', retryAfter: 42 }));
    expect(onPassword.body).toMatchObject({ field: 'password', message: 'Too many attempts; try again in 42 s' });
    expect(onPassword.retryAfter).toBe(42);
  });

  it('names the header a signed-out call lacks: Authorization in the shop, Cookie in the workspace', () => {
    expect(answered(new DomainError('signed_out', 'Please sign in first', { area: 'shop' })).body).toMatchObject({
      code: 401,
      field: 'Authorization',
      messageKey: 'apiError.code.unauthorized',
    });
    const staff = answered(new DomainError('signed_out', 'Please sign in to the workspace', { area: 'workspace' })).body;
    expect(staff).toMatchObject({ code: 401, field: 'Cookie', message: 'Please sign in to the workspace', messageKey: 'apiError.session.signInFirst' });
    expect(errorBodyText(staff, '', 'zh')).toBe('请先登录工作台');
  });

  it('keeps a staff rule a sentence of its own, on the input it concerns', () => {
    const { status, body } = answered(new DomainError('staff_self_delete', 'You cannot delete your own account', { input: 'id' }));
    expect(status).toBe(409);
    expect(body).toEqual({ code: 409, error: 'conflict', message: 'You cannot delete your own account', messageKey: 'apiError.staff.selfDelete', field: 'id' });
  });

  it('lists an unknown place of an address as the one issue of its field', () => {
    expect(answered(new DomainError('unknown_place', 'address.countryUnknown', { input: 'country' })).body).toEqual({
      code: 400,
      error: 'bad_request',
      message: 'country: address.countryUnknown',
      messageKey: 'apiError.code.bad_request',
      field: 'country',
      issues: [{ field: 'country', message: 'address.countryUnknown' }],
    });
  });

  it('spells an input the way the call does: the topic filter is `code` in the product list', async () => {
    const unknownTopic = () => Promise.reject(new DomainError('not_found', 'no topic has the code 009', { input: 'topicCode' }));
    await expect(withFields(renamed({ topicCode: 'code' }), unknownTopic)).rejects.toMatchObject({ code: 'not_found', field: 'code', message: 'code: no topic has the code 009' });
    expect(answered(new DomainError('not_found', 'no topic has the code 009', { input: 'topicCode' })).body.field).toBe('topicCode');
  });

  it('names the item of a list of values by its position (pictures.1)', () => {
    expect(answered(new DomainError('bad_request', '/Upload/a.jpg is listed twice', { input: 'pictures', line: 1 })).body).toMatchObject({
      code: 400,
      field: 'pictures.1',
      message: 'pictures.1: /Upload/a.jpg is listed twice',
    });
  });
});

describe('the services', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [join(dir, entry.name)] : [],
    );

  it('throw domain errors, never the HTTP layer’s AppError (only src/server/api builds those)', () => {
    const server = join(__dirname, '../../src/server');
    const offenders = sources(server).filter((file) => !file.startsWith(join(server, 'api')) && !file.endsWith('errors.ts') && /\bAppError\b/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
