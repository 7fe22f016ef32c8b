import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ApiMemo, type ApiEntry } from '../../scripts/server/api-memo.mjs';
import { SHARE_ASK_HEADER, SHARED_HEADER } from '@/server/cache/page-cache-link';
import { ASK_HEADER, SHARED_HEADER as FRONT_SHARED_HEADER } from '../../scripts/server/api-memo.mjs';

// The front's memory of public catalogue answers (ADR 0060): which calls it may answer, and for how long.

const call = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers: { host: 'shop.example', ...headers } }) as unknown as IncomingMessage;

const entry = (key: string, revision: string, bytes = 100): ApiEntry => ({
  key,
  revision,
  status: 200,
  headers: { 'content-type': 'application/json' },
  identity: Buffer.alloc(bytes),
  gzip: Buffer.alloc(10),
  br: Buffer.alloc(10),
});

describe('which calls the front may answer from its memory', () => {
  const memo = new ApiMemo();

  it('takes a plain GET of an API path from a visitor who sends no cookie, no Authorization and no visit', () => {
    expect(memo.keyOf(call('/api/Product?PageSize=20&page=1'), true)).toBe('shop.example\n\n/api/Product?PageSize=20&page=1');
  });

  it('leaves every call that carries a person, a visit or another site to the API', () => {
    for (const [label, req] of [
      ['a cookie (a signed-in buyer, a guest cart)', call('/api/Product/417', { cookie: 'lantern_session=abc' })],
      ['an Authorization header (customerId,onlineGuid)', call('/api/Product/417', { authorization: '12,5f0c' })],
      ['a pageName header (a visit to count)', call('/api/Product/417', { pagename: 'product-detail' })],
      ['userId naming another site (its area rules are the gate’s to apply)', call('/api/Product?userId=39')],
      ['userid in lower case', call('/api/Product?page=1&userid=39')],
      ['a POST', call('/api/Product/ByCodes', {}, 'POST')],
      ['a HEAD', call('/api/Product/417', {}, 'HEAD')],
      ['a page', call('/products?page=1')],
    ] as const) {
      expect(memo.keyOf(req, true), label).toBeUndefined();
    }
  });

  it('answers nothing while the storefront’s site has an area rule, or its rules have not been read lately', () => {
    expect(memo.keyOf(call('/api/Product/417'), false)).toBeUndefined();
  });

  it('keeps http and https answers apart (HSTS is sent over https only)', () => {
    expect(memo.keyOf(call('/api/Home', { 'x-forwarded-proto': 'https' }), true)).not.toBe(memo.keyOf(call('/api/Home'), true));
  });

  it('names the front’s question and the API’s answer the same on both sides', () => {
    expect(ASK_HEADER).toBe(SHARE_ASK_HEADER);
    expect(FRONT_SHARED_HEADER).toBe(SHARED_HEADER);
  });
});

describe('how long a kept answer is sent again', () => {
  it('only under the catalogue revision it was read under: a catalogue write ends it', () => {
    const memo = new ApiMemo();
    memo.store(entry('k', 'rev-1'));
    expect(memo.fresh('k', 'rev-1')?.revision).toBe('rev-1');
    expect(memo.fresh('k', 'rev-2')).toBeUndefined();
    // Forgotten, not kept for a return to the old token.
    expect(memo.fresh('k', 'rev-1')).toBeUndefined();
    expect(memo.bytes).toBe(0);
  });

  it('not before the catalogue revision is known, and not past its age even without a write (top sellers, fair dates)', () => {
    let now = 1_000;
    const memo = new ApiMemo({ maxAgeMs: 60_000, now: () => now });
    memo.store(entry('k', 'rev-1'));
    expect(memo.fresh('k', undefined)).toBeUndefined();
    memo.store(entry('k', 'rev-1'));
    now += 59_999;
    expect(memo.fresh('k', 'rev-1')).toBeDefined();
    now += 2;
    expect(memo.fresh('k', 'rev-1')).toBeUndefined();
  });

  it('within its byte budget, forgetting the least recently sent answer first', () => {
    const memo = new ApiMemo({ maxBytes: 3 * (1_000 + 20 + 2 + 512) });
    for (const key of ['a', 'b', 'c']) memo.store(entry(key, 'r', 1_000));
    expect(memo.fresh('a', 'r')).toBeDefined(); // a is now the most recent
    memo.store(entry('d', 'r', 1_000));
    expect([...memo.entries.keys()]).toEqual(['c', 'a', 'd']);
    expect(memo.bytes).toBeLessThanOrEqual(memo.maxBytes);
  });
});
