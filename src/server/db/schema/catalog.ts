import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, numeric, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { typoSearchVector, weightedSearchVector } from '../search-document-layout';
import { bilingual, bytea, cascadingRef, createdAt, moment, optionalText, siteId, sortnum, updatedAt } from './columns';
import { siteTable } from './site-table';

/** Full-text vector; read as its text form ("'lexeme':1A …"). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A site is one storefront owner (§1: owner id 38); the API's userId selects it. */
export const sites = pgTable('sites', {
  id: integer('id').primaryKey(),
  ...bilingual('name'),
  createdAt: createdAt(),
});

/**
 * Topic = category (§3). Codes are hierarchical: a child's code is its parent's code plus three
 * digits (001 → 001002 → 001002003), and fcode is the parent's code ('' for a root).
 */
export const topics = siteTable(
  'topics',
  {
    code: text('code').notNull(),
    fcode: optionalText('fcode'),
    ...bilingual('name'),
    cover: optionalText('cover'),
    sortnum: sortnum(),
    productnum: integer('productnum').notNull().default(0),
    istop: smallint('istop').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('topics_site_code').on(t.siteId, t.code), index('topics_site_fcode').on(t.siteId, t.fcode)],
);

/** Configurable lists (§1, §3): colours, packing and units, each with code and bilingual name. */
const settingList = (name: string) =>
  siteTable(
    name,
    {
      code: text('code').notNull(),
      ...bilingual('name'),
      sortnum: sortnum(),
    },
    (t) => [uniqueIndex(`${name}_site_code`).on(t.siteId, t.code)],
  );
export const colors = settingList('colors');
export const packs = settingList('packs');
export const units = settingList('units');

/**
 * Product (§3) plus the trade data an importer expects (MOQ, packing, carton size and weight,
 * barcode). `price` is CNY (shown in Chinese), `foreignprice` USD (shown in English).
 */
export const products = siteTable(
  'products',
  {
    code: text('code').notNull(),
    classcode: text('classcode').notNull(),
    keyword: optionalText('keyword'),
    ...bilingual('name'),
    /** Comma-separated picture paths (§3); the first is the cover. */
    pics: optionalText('pics'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    foreignprice: numeric('foreignprice', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    launchtime: moment('launchtime').notNull().defaultNow(),
    isHot: smallint('is_hot').notNull().default(0),
    /** The workspace's "new" flag (staff mark a launch; the storefront orders new arrivals by launchtime). */
    isNew: smallint('is_new').notNull().default(0),
    /** Filter ticks (§3): colour code, light and electric flags, price group (band index 0-9). */
    colorCode: optionalText('color_code'),
    light: smallint('light').notNull().default(0),
    electric: smallint('electric').notNull().default(0),
    priceGroup: smallint('price_group').notNull().default(0),
    /**
     * The band of the CNY price on the Chinese pages' own bounds (CNY_PRICE_BANDS, ADR 0048), 0
     * under ¥0.01 like price_group. Derived by the database (lantern_cny_price_band, migration
     * 0024) from `price`, so every writer — workspace, import, seed — keeps it without knowing it.
     */
    cnyPriceGroup: smallint('cny_price_group')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(lantern_cny_price_band("price"), 0)`),
    sales: integer('sales').notNull().default(0),
    moq: integer('moq').notNull().default(1),
    unitCode: optionalText('unit_code'),
    packCode: optionalText('pack_code'),
    pcsPerCarton: integer('pcs_per_carton').notNull().default(1),
    cartonLengthCm: numeric('carton_length_cm', { precision: 8, scale: 1, mode: 'number' }).notNull().default(0),
    cartonWidthCm: numeric('carton_width_cm', { precision: 8, scale: 1, mode: 'number' }).notNull().default(0),
    cartonHeightCm: numeric('carton_height_cm', { precision: 8, scale: 1, mode: 'number' }).notNull().default(0),
    grossWeightKg: numeric('gross_weight_kg', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    netWeightKg: numeric('net_weight_kg', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    barcode: optionalText('barcode'),
    /** What the product is made of (a trade attribute buyers compare), per language; '' unknown. */
    ...bilingual('material', { optional: true }),
    /**
     * An unpublished product is the workspace's only: every storefront read selects
     * through catalog/storefront-products.ts, and the maintained facet counts and topics.productnum
     * count published rows only (migration 0011).
     */
    published: boolean('published').notNull().default(true),
    /**
     * Keyword search (catalog/search): the writer fills this from code, names and keywords with
     * buildSearchDocument(); layout in ../search-document-layout.ts. '' until written.
     */
    searchDoc: optionalText('search_doc'),
    /** Derived by the database from search_doc, so they can never disagree. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(() => weightedSearchVector(sql.identifier('search_doc'))),
    searchTypoVector: tsvector('search_typo_vector')
      .notNull()
      .generatedAlwaysAs(() => typoSearchVector(sql.identifier('search_doc'))),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_site_code').on(t.siteId, t.code),
    index('products_site_classcode').on(t.siteId, t.classcode.op('text_pattern_ops')),
    // Each list ordering ends with id as the tie-break, so the index must too: otherwise every
    // page sorts the whole catalogue (measured: ~1 s per list at 100,000 products). Ascending,
    // scanned backwards = `DESC` with PostgreSQL's default NULLS FIRST, as the queries order.
    index('products_site_launchtime_id').on(t.siteId, t.launchtime, t.id),
    index('products_site_stock_id').on(t.siteId, t.stock, t.id),
    index('products_site_sales_id').on(t.siteId, t.sales, t.id),
    // Hot list: isHot = 1, best-selling first, id as the tie-break (no sort of the set).
    index('products_site_hot_sales_id').on(t.siteId, t.isHot, t.sales, t.id),
    // Price orders (/price, priceAsc/priceDesc) in either currency, band filters as a range.
    index('products_site_foreignprice_id').on(t.siteId, t.foreignprice, t.id),
    index('products_site_price_id').on(t.siteId, t.price, t.id),
    // Tick filters and live facet windows (ADR 0003) as index-only scans: every column a
    // keyword-free condition or a facet reads, so a count never visits the wide product row.
    // `published` last: every storefront condition reads it, and index-only must stay so.
    index('products_site_ticks').on(t.siteId, t.colorCode, t.light, t.electric, t.priceGroup, t.cnyPriceGroup, t.stock, t.isHot, t.price, t.foreignprice, t.classcode, t.published),
    // Workspace list: item-code prefix search and the "recently updated" order.
    index('products_site_code_prefix').on(t.siteId, t.code.op('text_pattern_ops')),
    index('products_site_updated_id').on(t.siteId, t.updatedAt, t.id),
    // The few unpublished products, so the list's total is the maintained published count plus these.
    index('products_site_unpublished')
      .on(t.siteId, t.classcode)
      .where(sql`not ${t.published}`),
    index('products_site_price_group').on(t.siteId, t.priceGroup),
    index('products_site_cny_price_group').on(t.siteId, t.cnyPriceGroup),
    // Keyword search: codes, English words and plurals, Chinese unigrams/bigrams, pinyin …
    index('products_search_vector').using('gin', t.searchVector),
    // … and one-letter typos of English words.
    index('products_search_typo').using('gin', t.searchTypoVector),
  ],
);

/** Rich-text description per product and language flag (§3: 0 Chinese, 1 English). */
export const productDescriptions = siteTable(
  'product_descriptions',
  {
    productId: cascadingRef('product_id', () => products.id),
    languageFlag: smallint('language_flag').notNull(),
    content: text('content').notNull(),
  },
  (t) => [uniqueIndex('product_descriptions_product_lang').on(t.productId, t.languageFlag)],
);

/** Picture bytes, addressed by their /Upload/... path, so every instance serves the same files. */
export const media = pgTable('media', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * Maintained facet counts (ADR 0003): for each base set a list page can show without
 * a keyword (`scope`: 'all', 'hot', 'stock', 'band:en:<0-9>', 'band:zh:<0-9>', 'topic:<code>'),
 * how many of the site's products have each facet value (`facet`: 'total' with value '', 'color',
 * 'light', 'electric', 'group:en', 'group:zh'). Kept by statement triggers on products (migration
 * 0007, transition tables: one upsert per statement, not per row), so a list's total and its
 * four tick lists are one index read instead of five scans of the matching set.
 */
export const catalogFacetCounts = pgTable(
  'catalog_facet_counts',
  {
    siteId: siteId(),
    scope: text('scope').notNull(),
    facet: text('facet').notNull(),
    value: text('value').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.scope, t.facet, t.value] })],
);
