#!/usr/bin/env node
// The uncompressed HTML weight of every catalogue page, fetched from a running server.
//   node scripts/html-weight.mjs [base URL, default http://localhost:3000]
// Prints bytes per page and its budget; exits 1 when a page is over it.
// tests/e2e/html-weight.spec.ts asserts the same budgets against the e2e server.

/** Home ≤ 120 kB, every other catalogue page ≤ 90 kB (kB = 1,000 bytes). */
export const HOME_BUDGET = 120_000;
export const PAGE_BUDGET = 90_000;

const LOCALES = [
  { locale: 'en', prefix: '' },
  { locale: 'zh', prefix: '/zh' },
];

async function text(url) {
  const response = await fetch(url, { headers: { accept: 'text/html', 'accept-encoding': 'identity' }, redirect: 'follow' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

async function json(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

function firstMatch(html, pattern, what) {
  const found = html.match(pattern);
  if (!found) throw new Error(`no ${what} link found to weigh`);
  return found[1];
}

/**
 * Every catalogue page (the pages the page cache serves) in both locales, with its budget. Ids of a product, an
 * article, a fair and a topic are taken from the running server, so any seeded catalogue works.
 */
export async function catalogPages(base) {
  // The best seller's page: a product the catalogue keeps. The newest product may be one a test
  // beside this run made and is about to delete (its page then weighs the 404 page instead).
  const list = await text(`${base}/hot-products?page=1`);
  const productId = firstMatch(list, /\/product-detail\/(\d+)/, 'product');
  const articleId = firstMatch(await text(`${base}/article`), /\/article\/(\d+)/, 'article');
  const fairId = firstMatch(await text(`${base}/exhibition?page=1`), /\/exhibition\/(\d+)/, 'fair');
  const tree = (await json(`${base}/api/Home/GetAllTopic`)).data.listTopic;
  const topic = tree[0]?.children[0] ?? tree[0];
  const pages = [];
  for (const { locale, prefix } of LOCALES) {
    const topicTitle = encodeURIComponent(locale === 'zh' ? topic.name : topic.nameen);
    const keyword = encodeURIComponent(locale === 'zh' ? '圣诞' : 'christmas');
    const paths = [
      ['home', prefix || '/'],
      ['products', `${prefix}/products?page=1`],
      ['hot', `${prefix}/hot-products?page=1`],
      ['new', `${prefix}/new-products?page=1`],
      ['in stock', `${prefix}/instock?page=1`],
      ['price', `${prefix}/price?page=1`],
      ['price band', `${prefix}/price?price=3&page=1`],
      ['exhibition', `${prefix}/exhibition?page=1`],
      ['fair', `${prefix}/exhibition/${fairId}`],
      ['search', `${prefix}/products?page=1&keyword=${keyword}`],
      ['topic', `${prefix}/products?title=${topicTitle}&code=${topic.code}&page=1`],
      ['detail', `${prefix}/product-detail/${productId}`],
      ['about', `${prefix}/about`],
      ['contact', `${prefix}/contact`],
      ['FAQs', `${prefix}/FAQs`],
      ['articles', `${prefix}/article`],
      ['article', `${prefix}/article/${articleId}`],
      ['video', `${prefix}/video`],
    ];
    for (const [name, path] of paths) pages.push({ name: `${name} (${locale})`, path, budget: name === 'home' ? HOME_BUDGET : PAGE_BUDGET });
  }
  return pages;
}

/** The byte length of the page's HTML as served (identity encoding). */
export async function htmlBytes(base, path) {
  return Buffer.byteLength(await text(`${base}${path}`));
}

async function main() {
  const base = (process.argv[2] || process.env.BASE_URL || 'http://localhost:3000').replace(/\/$/, '');
  let over = 0;
  console.log(`HTML weight at ${base} (uncompressed bytes)`);
  for (const page of await catalogPages(base)) {
    const bytes = await htmlBytes(base, page.path);
    const ok = bytes <= page.budget;
    if (!ok) over++;
    console.log(`${ok ? '  ' : '✗ '}${page.name.padEnd(20)} ${String(bytes).padStart(8)}  / ${page.budget}  ${decodeURI(page.path)}`);
  }
  console.log(over ? `${over} page(s) over budget` : 'every page within budget');
  return over ? 1 : 0;
}

// No top-level await: tests/e2e/html-weight.spec.ts imports this module (Playwright requires it).
if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(2);
    },
  );
}
