import fs from 'node:fs';
import path from 'node:path';
import { isKnownRoute, ROUTE_PATTERNS } from '../../src/lib/routes';
import { LOCALES, localized } from './locales';
import { test, expect } from './support/a11y-fixtures';
import { expectNoSeriousViolations } from './support/axe';

// axe on every §2 route in both locales, zero serious or critical violations. The
// overlays are scanned open in overlays.spec.ts (with their keyboard behaviour).

type Visitor = 'guest' | 'customer' | 'restricted';

interface RouteScan {
  /** Without the /zh prefix; {product}, {category} and {fair} are filled from the seeded data. */
  path: string;
  /**
   * Who opens it: the R4.24-R4.28 guarded pages (and /reset's signed-in form) need a signed-in
   * customer; /accessCode sends an unrestricted visitor home (R4.23), so a restricted one opens it.
   */
  as?: Visitor;
  /** A test id that shows the page has its client-loaded content. */
  ready?: string;
}

const ROUTES: RouteScan[] = [
  { path: '/', ready: 'product-card' },
  { path: '/home', ready: 'product-card' },
  { path: '/about' },
  { path: '/contact', ready: 'contact-card' },
  { path: '/FAQs?faq=1', ready: 'faq' },
  { path: '/article' },
  { path: '/article/{article}', ready: 'article-body' },
  { path: '/video' },
  { path: '/accessCode', as: 'restricted', ready: 'access-code-form' },
  { path: '/cart', as: 'customer', ready: 'cart-line' },
  { path: '/favorites', as: 'customer', ready: 'favorite-card' },
  { path: '/order', as: 'customer', ready: 'order-card' },
  { path: '/changePassword', as: 'customer' },
  { path: '/reset' },
  { path: '/reset', as: 'customer' },
  { path: '/address', as: 'customer', ready: 'address-card' },
  { path: '/forget' },
  { path: '/login' },
  { path: '/register' },
  { path: '/hot-products?page=1', ready: 'product-card' },
  { path: '/instock?page=1', ready: 'product-card' },
  { path: '/new-products?page=1', ready: 'product-card' },
  { path: '/price?price=2&page=1', ready: 'product-card' },
  { path: '/products?page=1', ready: 'product-card' },
  { path: '/products?keyword=zzzz-nothing&page=1' },
  { path: '/exhibition?page=1', ready: 'fair' },
  { path: '/exhibition/{fair}', ready: 'page-title' },
  { path: '/product-detail/{product}', ready: 'add-to-cart' },
  { path: '/product-detail/{category}/{product}?keyword=snow', ready: 'add-to-cart' },
  // No id: the 404 page (§2 "an unmatched route shows 404").
  { path: '/product-detail' },
];

const bare = (route: RouteScan) => route.path.split('?')[0]!.replace(/\{\w+\}/g, '7');

test.describe('accessibility: the scanned route list', () => {
  test('covers every §2 route pattern of src/lib/routes.ts and every page folder', () => {
    for (const route of ROUTES) expect(isKnownRoute(bare(route)), route.path).toBe(true);
    const uncovered = ROUTE_PATTERNS.filter((pattern) => !ROUTES.some((route) => pattern.test(bare(route))));
    expect(uncovered.map(String), 'add these routes to ROUTES in a11y.spec.ts').toEqual([]);
    const pageDir = path.resolve(__dirname, '../../src/app/[locale]');
    // A route group such as (personal) is no path segment: its folders are pages of their own.
    const foldersOf = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) => (/^\(.*\)$/.test(entry.name) ? foldersOf(path.join(dir, entry.name)) : [entry.name]));
    const folders = foldersOf(pageDir);
    expect(folders).toContain('cart');
    const missing = folders.filter((folder) => !ROUTES.some((route) => bare(route).split('/')[1] === folder));
    expect(missing, 'page folders no scan opens').toEqual([]);
  });
});

let fill: Record<string, string> = {};

test.beforeAll(async ({ request }) => {
  const [product] = (await (await request.get('/api/Product?PageSize=1')).json()).data.list as { id: number }[];
  const fairsPage = await (await request.get('/exhibition?page=1')).text();
  const fair = fairsPage.match(/href="\/exhibition\/(\d+)"/)?.[1];
  const [article] = (await (await request.get('/api/Article?isGetAll=true&languageflag=-1')).json()).data.list as { id: number }[];
  expect(product && fair && article, 'seeded product, fair and article').toBeTruthy();
  fill = { product: String(product!.id), fair: fair!, article: String(article!.id), category: 'christmas' };
});

const resolve = (route: RouteScan) => route.path.replace(/\{(\w+)\}/g, (_, key: string) => fill[key]!);

const VISITORS: { as: Visitor; title: string }[] = [
  { as: 'guest', title: 'signed out' },
  { as: 'customer', title: 'signed in' },
  { as: 'restricted', title: 'from a restricted area' },
];

LOCALES.forEach(({ locale, prefix }, index) => {
  for (const visitor of VISITORS) {
    test.describe(`accessibility: §2 routes ${visitor.title} (${locale})`, () => {
      if (visitor.as === 'customer') test.use({ storageState: ({ customerState }, use) => use(customerState) });
      // scripts/e2e-server.mjs restricts 203.0.113.0/24 (AREA_RESTRICTED_CIDRS); hosts 240+ are this suite's.
      if (visitor.as === 'restricted') test.use({ extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${240 + index}` } });

      for (const route of ROUTES.filter((r) => (r.as ?? 'guest') === visitor.as)) {
        test(`${route.path} has no serious or critical axe violation (${locale})`, async ({ page }) => {
          // axe walks every node for colour contrast: a big page takes seconds on a busy runner.
          test.slow();
          const url = localized(prefix, resolve(route));
          await page.goto(url);
          if (route.ready) await expect(page.getByTestId(route.ready).first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          // Neither the route guard nor the area gate has sent the visitor elsewhere: the scan is of this page.
          expect(new URL(page.url()).pathname).toBe(new URL(url, 'http://x').pathname);
          await expectNoSeriousViolations(page, `${url} (${locale}, ${visitor.title})`);
        });
      }
    });
  }

  test(`the home page at 375 px has no serious or critical axe violation (${locale})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(localized(prefix, '/'));
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, `${localized(prefix, '/')} at 375 px (${locale})`);
  });
});
