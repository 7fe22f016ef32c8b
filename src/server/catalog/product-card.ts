import { getTableColumns } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { localizedName, localizedPrice } from '@/lib/locale-fields';
import { splitPics } from '@/lib/media-url';
import type { UnitRef } from '@/lib/unit-quantity';
import { products } from '@/server/db/schema';

/** A product row as the catalogue reads it: every column but the search document and vectors. */
export type ProductRow = Omit<typeof products.$inferSelect, 'searchDoc' | 'searchVector' | 'searchTypoVector'>;

// The search columns (document and vectors) stay in the database: no page or API answer shows
// them, and they are most of a row's bytes, which a `select()` of every column reads and decodes.
const { searchDoc: _doc, searchVector: _vector, searchTypoVector: _typo, ...rowColumns } = getTableColumns(products);
/** The columns of a ProductRow, for `db.select(productRowColumns)`. */
export const productRowColumns = rowColumns;

/** What a product tile needs, already in the visitor's language (pages never see raw rows). */
export interface ProductCard {
  id: number;
  code: string;
  name: string;
  price: number;
  cover: string;
  stock: number;
  moq: number;
  /** The unit the MOQ counts, for "MOQ 96 pieces": its code and localized name. */
  unit: UnitRef;
  isHot: boolean;
  /** The lowest price the quantity breaks reach in the visitor's currency, when below `price` (ADR 0052). */
  fromPrice: number | null;
}

export function toProductCard(row: ProductRow, locale: Locale, unit: { name: string; nameen: string } | null = null, lowest: number | null = null): ProductCard {
  const price = localizedPrice(row, locale);
  return {
    id: row.id,
    code: row.code,
    name: localizedName(row, locale),
    price,
    cover: splitPics(row.pics)[0] ?? '',
    stock: row.stock,
    moq: row.moq,
    unit: { code: row.unitCode, name: unit ? localizedName(unit, locale) : row.unitCode },
    isHot: row.isHot === 1,
    fromPrice: lowest !== null && lowest < price ? lowest : null,
  };
}
