import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import proxy from '@/proxy';

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, 'http://localhost:3000'), { headers });
}

/** What the proxy decided: a redirect, or the locale the page renders in. */
function outcome(response: Response): { redirect: string } | { locale: string | null } {
  const location = response.headers.get('location');
  if (location) return { redirect: new URL(location).pathname };
  return { locale: response.headers.get('x-middleware-request-x-next-intl-locale') };
}

describe('locale detection order (§2: prefix, cookie, browser language, default en)', () => {
  it('R2.21 the URL prefix decides even against a cookie and the browser language', async () => {
    const res = await proxy(request('/zh/products?page=1', { cookie: 'NEXT_LOCALE=en', 'accept-language': 'en-US' }));
    expect(outcome(res)).toEqual({ locale: 'zh' });
  });

  it('R2.22 R9.28 without a prefix the saved cookie decides over the browser language', async () => {
    const res = await proxy(request('/about', { cookie: 'NEXT_LOCALE=zh', 'accept-language': 'en-US,en;q=0.9' }));
    expect(outcome(res)).toEqual({ redirect: '/zh/about' });
  });

  it('R2.22 a saved English cookie keeps a Chinese browser on the English site', async () => {
    const res = await proxy(request('/about', { cookie: 'NEXT_LOCALE=en', 'accept-language': 'zh-CN,zh;q=0.9' }));
    expect(outcome(res)).toEqual({ locale: 'en' });
  });

  it('R2.23 without prefix or cookie the browser language decides', async () => {
    const res = await proxy(request('/about', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5' }));
    expect(outcome(res)).toEqual({ redirect: '/zh/about' });
  });

  it('R2.24 R9.32 with nothing to decide the language is the default en, served without prefix', async () => {
    const res = await proxy(request('/about'));
    expect(outcome(res)).toEqual({ locale: 'en' });
  });

  it('R2.24 an unsupported browser language falls back to en', async () => {
    const res = await proxy(request('/about', { 'accept-language': 'fr-FR,fr;q=0.9' }));
    expect(outcome(res)).toEqual({ locale: 'en' });
  });
});

describe('proxy routing rules', () => {
  it('R2.17 an unknown path redirects to /', async () => {
    expect(outcome(await proxy(request('/no-such-page')))).toEqual({ redirect: '/' });
    expect(outcome(await proxy(request('/zh/no/such/page')))).toEqual({ redirect: '/zh' });
  });

  it('R2.16 R9.03 a list route without page redirects with page=1 and keeps the query', async () => {
    const res = await proxy(request('/zh/products?keyword=%E5%9C%A3%E8%AF%9E'));
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe('/zh/products');
    expect(location.searchParams.get('keyword')).toBe('圣诞');
    expect(location.searchParams.get('page')).toBe('1');
  });

  it('an explicit /en link (next-intl switching to the default locale) saves the cookie and drops the prefix', async () => {
    const res = await proxy(request('/en/products?keyword=snow&page=2', { cookie: 'NEXT_LOCALE=zh' }));
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname + location.search).toBe('/products?keyword=snow&page=2');
    expect(res.headers.get('set-cookie')).toMatch(/NEXT_LOCALE=en/);
    expect(outcome(await proxy(request('/en/nothing-here')))).toEqual({ redirect: '/' });
  });

  it('/home is a known route', async () => {
    expect(outcome(await proxy(request('/home')))).toEqual({ locale: 'en' });
  });
});
