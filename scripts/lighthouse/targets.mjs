// Issue 7 §2 "Browser budget": the pages Lighthouse loads and the figures each must reach.

/** Scores are Lighthouse's 0–100; LCP and TBT in ms; JS ratio = route's script bytes ÷ the bare page's. */
export const BUDGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  seo: 100,
  lcpMs: 2000,
  cls: 0.05,
  tbtMs: 150,
  jsRatio: 1.3,
};

export function lanternPages(productId) {
  const pages = [];
  for (const locale of ['en', 'zh']) {
    const prefix = locale === 'en' ? '' : '/zh';
    pages.push(
      { name: 'Home', locale, path: prefix || '/' },
      { name: 'List', locale, path: `${prefix}/products?page=1` },
      { name: 'Detail', locale, path: `${prefix}/product-detail/${productId}` },
      // As a guest (no sign-in): §4's route guard sends a guest from /cart to / on the client, so
      // this row measures that swap, not a filled cart.
      { name: 'Cart (guest)', locale, path: `${prefix}/cart` },
    );
  }
  return pages;
}

export const baselinePages = [
  { name: 'Bare Next + next-intl', locale: 'en', path: '/' },
  { name: 'Bare Next + next-intl', locale: 'zh', path: '/zh' },
];

/** Which targets a row misses; [] when it meets them all. */
export function misses(row) {
  const out = [];
  if (!(row.performance >= BUDGET.performance)) out.push('perf');
  if (!(row.accessibility >= BUDGET.accessibility)) out.push('a11y');
  if (!(row.bestPractices >= BUDGET.bestPractices)) out.push('BP');
  if (!(row.seo >= BUDGET.seo)) out.push('SEO');
  if (!(row.lcpMs <= BUDGET.lcpMs)) out.push('LCP');
  if (!(row.cls <= BUDGET.cls)) out.push('CLS');
  if (!(row.tbtMs <= BUDGET.tbtMs)) out.push('TBT');
  if (row.jsRatio !== undefined && !(row.jsRatio <= BUDGET.jsRatio)) out.push('JS');
  return out;
}
