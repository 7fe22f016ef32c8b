import { and, inArray, type Column } from 'drizzle-orm';
import { currencyOf, localizedName, localizedPrice, type LanguageFlag } from '@/lib/locale-fields';
import { splitPics } from '@/lib/media-url';
import type { LookupCard } from '@/lib/validation/product-lookup';
import type { Db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { MAX_ROW_ID } from '@/lib/validation/catalog';
import { breaksOf, type BreaksByCurrency } from '@/server/pricing/product-breaks';
import { localeOfFlag, unitNamesOf, type UnitNames } from './product-dto';
import { storefrontProducts } from './storefront-products';

// The two product lookups of quick order and the guest cart drawer: what a cart line
// shows (picture, names, price, MOQ), for many products in one indexed query.

export type { LookupCard };

const cardColumns = {
  id: products.id,
  code: products.code,
  name: products.name,
  nameen: products.nameen,
  price: products.price,
  foreignprice: products.foreignprice,
  pics: products.pics,
  moq: products.moq,
  unitCode: products.unitCode,
  stock: products.stock,
};

type CardRow = { id: number; code: string; name: string; nameen: string; price: number; foreignprice: number; pics: string; moq: number; unitCode: string; stock: number };

function toCard(row: CardRow, flag: LanguageFlag, unit: UnitNames | undefined, breaks: BreaksByCurrency | undefined): LookupCard {
  const locale = localeOfFlag(flag);
  const { pics, ...rest } = row;
  return {
    ...rest,
    displayName: localizedName(row, locale),
    displayPrice: localizedPrice(row, locale),
    currency: currencyOf(locale),
    cover: splitPics(pics)[0] ?? '',
    unitName: unit ? localizedName(unit, locale) : row.unitCode,
    // Public breaks (ADR 0052) in the card's currency only: the guest cart prices its lines with them.
    priceBreaks: breaks?.[currencyOf(locale)] ?? [],
  };
}

/** The unit names and the public breaks (ADR 0052) the cards of `rows` show. */
const cardExtras = (db: Db, siteId: number, rows: readonly CardRow[]) =>
  Promise.all([
    unitNamesOf(db, siteId, rows),
    breaksOf(
      db,
      siteId,
      rows.map((r) => r.id),
    ),
  ]);

/** Codes compare without regard to case: `lt26-00417` is LT26-00417. */
export const codeKey = (code: string) => code.trim().toUpperCase();

export interface CodeLookup {
  /** One card per distinct code asked for that exists, in the order first asked. */
  list: LookupCard[];
  /** The distinct codes (as first sent) that name no product of the site. */
  notFound: string[];
}

/** The shown products of the site whose `column` is one of `values` (none asked: no query). */
async function shownCards<T>(db: Db, siteId: number, column: Column, values: readonly T[]): Promise<CardRow[]> {
  if (values.length === 0) return [];
  return db
    .select(cardColumns)
    .from(products)
    .where(and(storefrontProducts(siteId), inArray(column, [...values])));
}

/**
 * Products of the site by item code. The unique index (site_id, code) is case-sensitive, so the
 * query asks for each code as sent, upper- and lower-cased — the index serves all three — and the
 * answer is matched back case-insensitively, an exact spelling winning over another case.
 */
export async function findCardsByCodes(db: Db, siteId: number, codes: readonly string[], flag: LanguageFlag): Promise<CodeLookup> {
  const asked = new Map<string, string>();
  for (const code of codes) if (!asked.has(codeKey(code))) asked.set(codeKey(code), code.trim());
  const spellings = [...new Set([...asked.values()].flatMap((code) => [code, code.toUpperCase(), code.toLowerCase()]))];
  const rows = await shownCards(db, siteId, products.code, spellings);
  const byKey = new Map<string, CardRow>();
  for (const row of rows) {
    const key = codeKey(row.code);
    if (!byKey.has(key) || row.code === asked.get(key)) byKey.set(key, row);
  }
  const [unitNames, breaks] = await cardExtras(db, siteId, rows);
  const list: LookupCard[] = [];
  const notFound: string[] = [];
  for (const [key, code] of asked) {
    const row = byKey.get(key);
    if (row) list.push(toCard(row, flag, unitNames.get(row.unitCode), breaks.get(row.id)));
    else notFound.push(code);
  }
  return { list, notFound };
}

export interface IdLookup {
  list: LookupCard[];
  /** Ids that name no product of the site (deleted, another site's, never existed). */
  notFound: number[];
}

/** Products of the site by id, in the order asked, each once. */
export async function findCardsByIds(db: Db, siteId: number, ids: readonly number[], flag: LanguageFlag): Promise<IdLookup> {
  const distinct = [...new Set(ids)];
  // An id past int4 names no row and must not reach SQL as an int4 parameter.
  const valid = distinct.filter((id) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ROW_ID);
  const rows = await shownCards(db, siteId, products.id, valid);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const [unitNames, breaks] = await cardExtras(db, siteId, rows);
  return {
    list: distinct.flatMap((id) => (byId.has(id) ? [toCard(byId.get(id)!, flag, unitNames.get(byId.get(id)!.unitCode), breaks.get(id))] : [])),
    notFound: distinct.filter((id) => !byId.has(id)),
  };
}
