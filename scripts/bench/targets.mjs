// What the catalogue bench drives (the performance matrix), and the targets each row is judged by:
// keep it data, not code.
import fs from 'node:fs';
import path from 'node:path';
import { HOME_BUDGET, PAGE_BUDGET } from '../html-weight.mjs';

export { HOME_BUDGET, PAGE_BUDGET };

export const KEYWORD_EN = 'christmas';
export const KEYWORD_ZH = '圣诞';

/** Search speed: API p95 on 2 cores (kept for the API rows). */
export const P95_TARGET_MS = { listOrDetail: 30, search: 60 };
/** Repeat views of every catalogue row ≥ this share of the static chunk's rate (identity). */
export const CACHED_RATIO_TARGET = 0.5;
/** An uncached list, search or detail row answers with p95 ≤ this at 10 connections … */
export const UNCACHED_P95_MS = 300;
/** … and ≤ this at 1 connection. */
export const SINGLE_P95_MS = 60;
/** Groups whose uncached rows §5 judges; home and content pages are measured, not judged. */
export const UNCACHED_JUDGED = new Set(['list', 'search', 'detail']);

/**
 * Every row: id (for --rows), name, path, kind (page | api) and group (home | list | search |
 * detail | content | api). `ids` are the catalogue's own (discoverIds). Page rows are English
 * unless the name says Chinese; `gzip` marks the pages that also get a gzip row by default.
 */
export function catalogueTargets({ productId, topic, articleId }) {
  const en = encodeURIComponent(KEYWORD_EN);
  const zh = encodeURIComponent(KEYWORD_ZH);
  const rows = [
    { id: 'home-en', name: 'Home, English', path: '/', group: 'home', gzip: true },
    { id: 'home-zh', name: 'Home, Chinese', path: '/zh', group: 'home' },
    { id: 'products', name: 'List: products', path: '/products?page=1', group: 'list', gzip: true },
    { id: 'hot-products', name: 'List: hot products', path: '/hot-products?page=1', group: 'list' },
    { id: 'new-products', name: 'List: new products', path: '/new-products?page=1', group: 'list' },
    { id: 'instock', name: 'List: in stock', path: '/instock?page=1', group: 'list' },
    { id: 'price', name: 'List: by price', path: '/price?page=1', group: 'list' },
    { id: 'exhibition', name: 'List: exhibitions', path: '/exhibition?page=1', group: 'list' },
    topic && {
      id: 'topic',
      name: `Topic ${topic.code}`,
      path: `/products?title=${encodeURIComponent(topic.nameen ?? topic.name)}&code=${encodeURIComponent(topic.code)}&page=1`,
      group: 'list',
    },
    { id: 'search-en', name: 'Search, English', path: `/products?page=1&keyword=${en}`, group: 'search', gzip: true },
    { id: 'search-zh', name: 'Search, Chinese', path: `/zh/products?page=1&keyword=${zh}`, group: 'search' },
    { id: 'detail', name: 'Product detail', path: `/product-detail/${productId}`, group: 'detail', gzip: true },
    { id: 'about', name: 'About', path: '/about', group: 'content' },
    { id: 'contact', name: 'Contact', path: '/contact', group: 'content' },
    { id: 'faqs', name: 'FAQs', path: '/FAQs', group: 'content' },
    articleId && { id: 'article', name: 'Article', path: `/article/${articleId}`, group: 'content' },
    { id: 'video', name: 'Video', path: '/video', group: 'content' },
  ]
    .filter(Boolean)
    .map((row) => ({ ...row, kind: 'page', htmlBudget: row.group === 'home' ? HOME_BUDGET : PAGE_BUDGET }));
  rows.push(
    { id: 'api-list', name: 'API list', path: '/api/Product?PageSize=20&page=1', kind: 'api', group: 'api', p95TargetMs: P95_TARGET_MS.listOrDetail },
    { id: 'api-detail', name: 'API detail', path: `/api/Product/${productId}`, kind: 'api', group: 'api', p95TargetMs: P95_TARGET_MS.listOrDetail },
    { id: 'api-home', name: 'API home', path: '/api/Home', kind: 'api', group: 'api' },
  );
  return rows;
}

/** Every row id the bench knows, for --rows (the topic and article rows exist when the catalogue has them). */
export const ROW_IDS = catalogueTargets({ productId: 1, topic: { code: 'x' }, articleId: 1 }).map((row) => row.id);

/** Keeps the rows `filter` names (ids or groups, or a prefix ending in *); everything when no filter. */
export function selectRows(rows, filter) {
  if (!filter) return rows;
  return rows.filter((row) => filter.some((want) => want === row.id || want === row.group || (want.endsWith('*') && row.id.startsWith(want.slice(0, -1)))));
}

/**
 * The ceiling: the largest JavaScript chunk of the build being served, as its
 * /_next/static URL. Next serves it from `<distDir>/static/chunks` with immutable caching; fetched
 * with identity encoding it is the honest "static file of that size" rate of the same server.
 */
export function largestChunk(root, distDir) {
  const dir = path.join(root, distDir, 'static', 'chunks');
  let best;
  const walk = (folder) => {
    let entries;
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith('.js')) {
        const size = fs.statSync(full).size;
        if (!best || size > best.size) best = { full, size };
      }
    }
  };
  walk(dir);
  if (!best) return undefined;
  const rel = path
    .relative(path.join(root, distDir, 'static'), best.full)
    .split(path.sep)
    .map(encodeURIComponent)
    .join('/');
  return { path: `/_next/static/${rel}`, bytes: best.size };
}

/** The rows of the ceiling: the chunk with identity encoding (the yardstick) and with gzip. */
export function ceilingTargets(chunk) {
  return [
    { id: 'chunk', name: `Largest JS chunk (${(chunk.bytes / 1000).toFixed(0)} kB)`, path: chunk.path, kind: 'static', group: 'static', encoding: 'identity' },
    { id: 'chunk-gzip', name: `Largest JS chunk, gzip`, path: chunk.path, kind: 'static', group: 'static', encoding: 'gzip' },
  ];
}

async function json(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return JSON.parse(text);
}

/** A real product id from the list API; 1 when the API cannot give one (not built yet, empty). */
export async function pickProductId(origin) {
  try {
    const body = await json(`${origin}/api/Product?PageSize=1&page=1`);
    const first = body?.data?.list?.[0];
    const id = first?.id ?? first?.productId ?? first?.Id;
    if (Number.isInteger(Number(id)) && Number(id) > 0) return { productId: Number(id), source: '/api/Product?PageSize=1&page=1' };
    return { productId: 1, source: 'fallback: /api/Product gave no product id' };
  } catch (error) {
    return { productId: 1, source: `fallback: /api/Product failed (${error.message})` };
  }
}

/**
 * The catalogue's own ids for the rows that need one: a product, a topic (the first child topic of
 * the tree, as scripts/html-weight.mjs picks it) and an article. A missing one drops its row, with a
 * note saying why.
 */
export async function discoverIds(origin) {
  const notes = [];
  const { productId, source } = await pickProductId(origin);
  notes.push(`detail product id ${productId} (${source})`);
  let topic;
  try {
    const tree = (await json(`${origin}/api/Home/GetAllTopic`))?.data?.listTopic ?? [];
    topic = tree[0]?.children?.[0] ?? tree[0];
    notes.push(topic ? `topic ${topic.code} (first child of /api/Home/GetAllTopic)` : 'no topic in /api/Home/GetAllTopic: topic row skipped');
  } catch (error) {
    notes.push(`topic row skipped (${error.message})`);
  }
  let articleId;
  try {
    const response = await fetch(`${origin}/article`, { signal: AbortSignal.timeout(60_000) });
    articleId = /\/article\/(\d+)/.exec(await response.text())?.[1];
    notes.push(articleId ? `article ${articleId} (first link on /article)` : 'no article linked from /article: article row skipped');
  } catch (error) {
    notes.push(`article row skipped (${error.message})`);
  }
  return { productId, topic, articleId, notes };
}
