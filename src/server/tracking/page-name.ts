import { isKnownRoute, splitLocalePrefix } from '@/lib/routes';

// §7 pageName header (R7.05-R7.08): which page a request is made for, as one name per page.
// Our reading of "normalised for home, for product-detail without category and for registration":
//   /, /home, /zh, /zh/home                       → /home
//   /product-detail/{category}/{id}               → /product-detail/{id} (one name per product)
//   /register (page, drawer or dialog)            → /register
// The locale prefix, query and fragment are dropped (both languages count as one page); a path
// that is no §2 route is not recorded.

const MAX_LENGTH = 512;

/** §2 product list pages: their calls are not tracked (R7.07), except FairLog (R7.08). */
export const UNTRACKED_LIST_PAGES: ReadonlySet<string> = new Set(['/products', '/instock', '/new-products', '/hot-products', '/price']);

/** The three ERP-link calls (the recommendation lists answered in data.listdto): never tracked (R7.07). */
const ERP_LINK_CALL = /\/product\/(gethotproductfromerplink|getrecommendproductfromerplink|similarlistproduct_tway)\/?$/i;
const FAIR_LOG_CALL = /\/fairlog\/?$/i;

/** The page name a header value stands for, or null when it names no page. */
export function normalizePageName(raw: string | null | undefined): string | null {
  let text = raw?.trim() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (!text || text.length > MAX_LENGTH || /[\u0000-\u001f\u007f\\]/.test(text)) return null;
  if (/^https?:\/\//i.test(text)) {
    try {
      text = new URL(text).pathname;
    } catch {
      return null;
    }
  }
  text = text.split(/[?#]/)[0]!;
  if (!text.startsWith('/')) text = `/${text}`;
  let { path } = splitLocalePrefix(text);
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (path === '/' || path === '/home') return '/home';
  const detail = /^\/product-detail\/[^/]+\/([^/]+)$/.exec(path);
  if (detail) return `/product-detail/${detail[1]}`;
  return isKnownRoute(path) ? path : null;
}

/**
 * The page a request should be recorded for, or null: no header, an ERP-link call, or a call made
 * from a product list page (FairLog is still tracked from there: the top bar's fair notices).
 */
export function trackedPage(requestPath: string, header: string | null | undefined): string | null {
  if (ERP_LINK_CALL.test(requestPath)) return null;
  const page = normalizePageName(header);
  if (!page) return null;
  if (UNTRACKED_LIST_PAGES.has(page) && !FAIR_LOG_CALL.test(requestPath)) return null;
  return page;
}
