import { products } from '../db/schema';
import type { UnnestColumn } from './bulk-unnest';
import { buildSearchDocument, type SearchableProduct } from './search/search-document';

// The product columns both bulk writers fill the same way: the seed (seed/product-writer.ts) and
// the catalogue import (catalog-import/write-products.ts). Each adds the columns only it writes.

/** Columns copied from the row's field of the same name, with their PostgreSQL element types. */
const SAME_NAMED = {
  code: 'text',
  classcode: 'text',
  keyword: 'text',
  name: 'text',
  nameen: 'text',
  price: 'numeric',
  foreignprice: 'numeric',
  stock: 'int4',
  isHot: 'int2',
  colorCode: 'text',
  light: 'int2',
  electric: 'int2',
  moq: 'int4',
  unitCode: 'text',
  packCode: 'text',
  pcsPerCarton: 'int4',
  cartonLengthCm: 'numeric',
  cartonWidthCm: 'numeric',
  cartonHeightCm: 'numeric',
  grossWeightKg: 'numeric',
  netWeightKg: 'numeric',
  barcode: 'text',
  material: 'text',
  materialen: 'text',
} as const satisfies Partial<Record<keyof typeof products.$inferInsert, string>>;

type BulkProduct = Record<keyof typeof SAME_NAMED, unknown> & SearchableProduct & { launchtime: Date };

/** The same-named columns, the launch time and the search document, for rows of type `T`. */
export function sharedProductColumns<T extends BulkProduct>(): UnnestColumn<T>[] {
  const sameNamed = (Object.keys(SAME_NAMED) as (keyof typeof SAME_NAMED)[]).map((key): UnnestColumn<T> => [products[key], SAME_NAMED[key], (p) => p[key]]);
  return [
    ...sameNamed,
    [products.launchtime, 'timestamptz', (p) => p.launchtime.toISOString()],
    // Keyword search reads this (search_vector is generated from it by the database).
    [products.searchDoc, 'text', (p) => buildSearchDocument(p)],
  ];
}
