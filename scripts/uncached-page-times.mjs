// Uncached page latency (first views, ADR 0003), outside the bench: p95 at 1 and 10 connections.
//   node scripts/uncached-page-times.mjs http://localhost:PORT [seconds=10] [productId=2420]
// against a server started with CATALOG_CACHE=off PAGE_CACHE=off.
import { measure, warmUp } from './bench/load.mjs';
const origin = process.argv[2];
const duration = Number(process.argv[3] ?? 10);
const product = process.argv[4] ?? '2420';
const paths = [
  '/products?page=1',
  '/hot-products?page=1',
  '/new-products?page=1',
  '/instock?page=1',
  '/price?page=1',
  '/exhibition?page=1',
  '/products?page=1&keyword=christmas',
  `/zh/products?page=1&keyword=${encodeURIComponent('圣诞')}`,
  `/product-detail/${product}`,
];
console.log('| Path | p95 @1 | p50 @1 | p95 @10 | p50 @10 | req/s @10 | non-2xx/errors |');
for (const p of paths) {
  const url = origin + p;
  await warmUp(url, 2);
  const one = await measure(url, { connections: 1, duration });
  const ten = await measure(url, { connections: 10, duration });
  console.log(
    `| ${p} | ${one.p95.toFixed(0)} | ${one.p50.toFixed(0)} | ${ten.p95.toFixed(0)} | ${ten.p50.toFixed(0)} | ${ten.rps.toFixed(0)} | ${one.non2xx + ten.non2xx}/${one.errors + ten.errors + one.timeouts + ten.timeouts} |`,
  );
}
