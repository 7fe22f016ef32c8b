// The browser budget (Lighthouse scores, and the finer metric targets): the pages Lighthouse loads and the figures
// each must reach.

/** Score targets: Lighthouse mobile on home, list and detail in en and zh; JS = route's script bytes ÷ the bare page's. */
export const BUDGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  jsRatio: 1.3,
};

/** Metric targets: shown and marked, not part of the score targets' verdict. */
export const METRICS = { lcpMs: 2000, cls: 0.05, tbtMs: 150 };

/**
 * `judged`: the score targets apply (home, list, detail). The cart is measured signed in (a
 * customer with a line in the cart), so it is the cart and not the route guard's redirect; it is
 * a personal page (robots.txt disallows it, no canonical), so its SEO is reported, not judged.
 */
export function lanternPages(productId, { pages = ['home', 'list', 'detail', 'cart'], locales = ['en', 'zh'] } = {}) {
  const out = [];
  for (const locale of locales) {
    const prefix = locale === 'en' ? '' : '/zh';
    const all = [
      { kind: 'home', name: 'Home', locale, path: prefix || '/', judged: true },
      { kind: 'list', name: 'List', locale, path: `${prefix}/products?page=1`, judged: true },
      { kind: 'detail', name: 'Detail', locale, path: `${prefix}/product-detail/${productId}`, judged: true },
      { kind: 'cart', name: 'Cart (signed in)', locale, path: `${prefix}/cart`, judged: false, signedIn: true },
    ];
    out.push(...all.filter((page) => pages.includes(page.kind)));
  }
  return out;
}

export const baselinePages = [
  { name: 'Bare Next + next-intl', locale: 'en', path: '/' },
  { name: 'Bare Next + next-intl', locale: 'zh', path: '/zh' },
];

/** Which score targets a row misses; [] when it meets them all. */
export function misses(row) {
  const out = [];
  if (!(row.performance >= BUDGET.performance)) out.push('perf');
  if (!(row.accessibility >= BUDGET.accessibility)) out.push('a11y');
  if (!(row.bestPractices >= BUDGET.bestPractices)) out.push('BP');
  if (!(row.seo >= BUDGET.seo)) out.push('SEO');
  if (row.jsRatio === undefined) out.push('JS not compared');
  else if (!(row.jsRatio <= BUDGET.jsRatio)) out.push('JS');
  return out;
}

/** Which metric targets a row misses. */
export function metricMisses(row) {
  const out = [];
  if (!(row.lcpMs <= METRICS.lcpMs)) out.push('LCP');
  if (!(row.cls <= METRICS.cls)) out.push('CLS');
  if (!(row.tbtMs <= METRICS.tbtMs)) out.push('TBT');
  return out;
}
