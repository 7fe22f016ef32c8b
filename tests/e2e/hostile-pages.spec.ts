import fc from 'fast-check';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { isKnownRoute, ROUTE_PATTERNS } from '../../src/lib/routes';
import { INJECTIONS, MALFORMED_ESCAPES, NUMBER_TEXTS, PROTOTYPE_KEYS, prototypeText, runs, TRAVERSALS, UNICODE_EDGES } from '../support/hostile-arbitraries';

// Hostile input for pages: hostile values in every page route's path segments and query, in both
// locales, through the real server (scripts/server.mjs in front of Next). A page may answer 200,
// a redirect, 400 or 404 — never 5xx. tests/api/hostile-input.test.ts does the same for the API
// in-process; here the API is called through Next too, where undecodable paths used to 500.

/**
 * Every §2 page route (src/lib/routes.ts), written with slots: {id} takes a path segment, {q} a
 * query value, {n} a number. The first test proves every route pattern has a template here.
 */
const PAGES = [
  '/',
  '/home?page={n}',
  '/about',
  '/contact',
  '/FAQs?faq={n}',
  '/article?id={n}',
  '/article/{id}',
  '/video?id={q}',
  '/accessCode?next={q}',
  '/cart',
  '/favorites?page={n}',
  '/order?page={n}',
  '/changePassword',
  '/reset?email={q}&code={q}',
  '/address',
  '/forget?email={q}',
  '/login',
  '/register',
  '/hot-products?page={n}',
  '/instock?page={n}',
  '/new-products?page={n}',
  '/price?price={n}&page={n}',
  '/products?keyword={q}&page={n}',
  '/products?title={q}&code={q}&color={q}&group={q}&light={q}&page={n}',
  '/exhibition?page={n}',
  '/exhibition/{id}',
  '/product-detail/{id}',
  '/product-detail/{id}/{id}?keyword={q}',
  '/product-detail',
];

/** Outside the pages: the picture links, the captcha and TempKey handlers, the API through Next. */
const OTHERS = [
  '/Upload/{id}.png',
  '/Upload/product/{id}',
  '/verifycode/NumberVerifyCode?guid={q}',
  '/TempKey?userId={n}',
  '/api/Product?keyword={q}&userId={n}&page={n}',
  '/api/Product/{id}',
  '/api/Order/{id}',
  '/api/Collection?page={n}',
  '/sitemap.xml',
  '/{id}',
];

const encoded = (values: readonly string[]) => fc.constantFrom(...values).map(encodeURIComponent);

/** A path segment: raw malformed escapes, out-of-range numbers, prototype keys, traversal, unicode. */
const segment = fc.oneof(
  fc.constantFrom(...MALFORMED_ESCAPES),
  fc.constantFrom(...NUMBER_TEXTS, ...PROTOTYPE_KEYS),
  encoded([...TRAVERSALS, ...INJECTIONS, ...UNICODE_EDGES]),
  fc.constantFrom('%00', '%2F', '..', '.', '%2e%2e', '%C0%AE%C0%AE', 'a'.repeat(3000)),
);

/** A query value: prototype text in any case (the search word `constructor` was a 500 page). */
const queryValue = fc.oneof(
  prototypeText.map(encodeURIComponent),
  fc.constantFrom(...NUMBER_TEXTS),
  fc.constantFrom(...MALFORMED_ESCAPES),
  encoded([...INJECTIONS, ...UNICODE_EDGES, 'A'.repeat(5000), '']),
);

const numberValue = fc.constantFrom(...NUMBER_TEXTS, '0', '-1', '', '1');

const prefix = fc.constantFrom('', '/zh', '/en');

function filled(template: string) {
  const slots = template.match(/\{(id|q|n)\}/g) ?? [];
  return fc.tuple(...slots.map((slot) => (slot === '{id}' ? segment : slot === '{q}' ? queryValue : numberValue))).map((values) => {
    let at = 0;
    return template.replace(/\{(id|q|n)\}/g, () => values[at++]!);
  });
}

/** One GET, redirects followed (a redirect to a failing page is a failing page). */
async function statusOf(request: APIRequestContext, url: string, method = 'GET'): Promise<number> {
  const response = await request.fetch(url, { method, maxRedirects: 5, failOnStatusCode: false, timeout: 20_000 });
  return response.status();
}

const bare = (template: string) => template.split('?')[0]!.replace(/\{\w+\}/g, '7');

test.describe('hostile input on pages', () => {
  test('the template list covers every page route pattern', () => {
    for (const template of PAGES) expect(isKnownRoute(bare(template)), template).toBe(true);
    const uncovered = ROUTE_PATTERNS.filter((pattern) => !PAGES.some((template) => pattern.test(bare(template))));
    expect(uncovered.map(String), 'add these routes to PAGES').toEqual([]);
  });

  test('never answers 5xx to hostile path segments and query values on any page, in either locale', async ({ request }) => {
    const url = fc.tuple(prefix, fc.constantFrom(...PAGES).chain(filled)).map(([locale, path]) => (path === '/' ? locale || '/' : `${locale}${path}`));
    const answered: number[] = [];
    await fc.assert(
      fc.asyncProperty(url, async (path) => {
        const status = await statusOf(request, path);
        answered.push(status);
        expect(status, `GET ${path.slice(0, 300)}`).toBeLessThan(500);
      }),
      runs(80),
    );
    // Not a vacuous pass: most hostile values still reach a rendered page (a 404 page included).
    expect(answered.filter((status) => status < 400 || status === 404).length).toBeGreaterThan(answered.length / 2);
  });

  test('never answers 5xx to hostile values in pictures, captcha, TempKey and API paths through the server', async ({ request }) => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...OTHERS).chain(filled), async (path) => {
        expect(await statusOf(request, path), `GET ${path.slice(0, 300)}`).toBeLessThan(500);
      }),
      runs(40),
    );
  });

  test('answers the examples a hostile-input run against npm start found with less than 500', async ({ request }) => {
    const examples = [
      '/',
      '/zh',
      '/products?keyWord=constructor&page=1',
      '/products?keyword=constructor&page=1',
      '/zh/products?keyword=Constructor&page=1',
      '/products?keyword=__proto__&page=1',
      '/products?keyword=toString%20hasOwnProperty&page=1',
      '/products?keyword=red%20constructor&page=99999999999999999999',
      '/product-detail/%ZZ',
      '/product-detail/2147483648',
      '/product-detail/constructor/2147483648',
      '/zh/exhibition/%',
      '/exhibition/9007199254740993',
      '/article/%E0%A4%A',
      '/Upload/%ZZ.png',
      '/api/Product?keyword=constructor',
      '/api/Product?userId=2147483648',
      '/api/Order/%ZZ',
      '/api/Product/%',
      '/%',
      '/zh/%ZZ',
    ];
    const failures: string[] = [];
    for (const path of examples) {
      const status = await statusOf(request, path);
      if (status >= 500) failures.push(`${status} GET ${path}`);
    }
    for (const method of ['PROPFIND', 'TRACE', 'BREW', 'PATCH']) {
      for (const path of ['/', '/products?page=1', '/api/Product']) {
        const status = await statusOf(request, path, method).catch((error: Error) => `${error.message.split('\n')[0]}`);
        if (typeof status !== 'number' || status >= 500) failures.push(`${status} ${method} ${path}`);
      }
    }
    const deep = await request.post('/api/Feedback', { data: `${'['.repeat(8000)}${']'.repeat(8000)}`, headers: { 'content-type': 'application/json' }, failOnStatusCode: false });
    if (deep.status() !== 400) failures.push(`${deep.status()} POST /api/Feedback with JSON 8,000 levels deep`);
    expect(failures).toEqual([]);
  });
});
