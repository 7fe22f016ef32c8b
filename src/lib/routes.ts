/**
 * The §2 route table, shared by the proxy (unknown path → /, page=1 rule) and the tests.
 * Paths are written without the /zh prefix; both locales serve the same set (R2.01).
 */
export const ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/home$/,
  /^\/(about|contact|FAQs|article|accessCode|video)$/,
  // An article's own page.
  /^\/article\/[^/]+$/,
  /^\/(cart|favorites|order|changePassword|reset|address)$/,
  /^\/(forget|login|register)$/,
  /^\/(hot-products|instock|new-products|price|products)$/,
  /^\/exhibition(\/[^/]+)?$/,
  // §2: /product-detail/{id?} and /product-detail/{category}/{id}
  /^\/product-detail(\/[^/]+){0,2}$/,
];

/**
 * The catalogue and content pages, whose HTML is the same for every visitor (personal
 * parts fill in on the client) and is therefore rendered once per catalogue revision and cached.
 * Not here: the personal pages (cart, favorites, order, address, changePassword, reset, accessCode)
 * and the account forms, which keep a per-request nonce.
 */
const CATALOGUE_PAGE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/home$/,
  /^\/(about|contact|FAQs|article|video)$/,
  /^\/article\/[^/]+$/,
  /^\/(hot-products|instock|new-products|price|products)$/,
  /^\/exhibition(\/[^/]+)?$/,
  /^\/product-detail(\/[^/]+){0,2}$/,
];

export function isCataloguePage(path: string): boolean {
  return CATALOGUE_PAGE_PATTERNS.some((pattern) => pattern.test(path));
}

/** §2: these lists get page=1 added when page is missing (R2.16). */
export const PAGED_LIST_ROUTES = ['/products', '/instock', '/new-products', '/hot-products', '/price', '/exhibition'] as const;

/**
 * Splits '/zh/cart' into { prefix: '/zh', path: '/cart' } and '/cart' into { prefix: '', path: '/cart' }.
 * '/en/...' is recognised too: next-intl links to the default locale that way so its middleware
 * can save the cookie and then redirect to the unprefixed path.
 */
export function splitLocalePrefix(pathname: string): { prefix: '' | '/zh' | '/en'; path: string } {
  for (const prefix of ['/zh', '/en'] as const) {
    if (pathname === prefix || pathname === `${prefix}/`) return { prefix, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { prefix, path: pathname.slice(prefix.length) };
  }
  return { prefix: '', path: pathname };
}

/** Home of the locale a prefix names: the Chinese home for /zh, else /. */
export function homeOf(prefix: string): string {
  return prefix === '/zh' ? '/zh' : '/';
}

export function isKnownRoute(path: string): boolean {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return ROUTE_PATTERNS.some((pattern) => pattern.test(trimmed));
}

/**
 * R2.16: the search string a list route should carry, or null when it already has a page.
 * Keeps every other parameter in its order and appends page=1.
 */
export function withDefaultPage(path: string, search: string): string | null {
  if (!(PAGED_LIST_ROUTES as readonly string[]).includes(path)) return null;
  const params = new URLSearchParams(search);
  if (params.has('page')) return null;
  params.append('page', '1');
  return `?${params.toString()}`;
}
