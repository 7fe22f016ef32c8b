import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * How `products.search_doc` is laid out, shared by the schema (generated column, indexes) and the
 * query builder: a query must repeat an index's expression exactly for the planner to use it.
 *
 * search_doc = "<code> | <name> | <keyword> | <pinyin> | <typo>", each section space-separated
 * lexemes that to_tsvector('simple', …) keeps as they are (a-z0-9 runs and runs of Han characters,
 * see catalog/search/search-text.ts). The first four sections become the weighted
 * `search_vector`, which every matched row's rank reads; the typo section (one-deletion variants
 * of long English words) goes to `search_typo_vector`, kept apart so search_vector stays small. Both are stored generated
 * columns: parsing a document per row at query time costs ~0.2 ms a row on PGlite.
 *
 * It lives with the database, not with catalog/search, because the schema needs it and a schema
 * depends on no domain; it imports nothing from the app, since drizzle-kit loads it through the
 * schema.
 */
export const SECTION_SEPARATOR = '|';

export const SECTIONS = ['code', 'name', 'keyword', 'pinyin', 'typo'] as const;
export type Section = (typeof SECTIONS)[number];

/** tsvector weights of the vector's sections; tsqueries restrict to them (`lexeme:BC`). */
export const WEIGHT = { code: 'A', name: 'B', keyword: 'C', pinyin: 'D' } as const satisfies Partial<Record<Section, string>>;

const sectionNumber = (section: Section) => sql.raw(String(SECTIONS.indexOf(section) + 1));

/** to_tsvector('simple', <one section of the document>): immutable, so usable in an index. */
export function sectionVector(doc: SQLWrapper, section: Section): SQL {
  return sql`to_tsvector('simple', split_part(${doc}, '|', ${sectionNumber(section)}))`;
}

/** `search_typo_vector`: no positions or weights (nothing ranks on it), so stripped. */
export function typoSearchVector(doc: SQLWrapper): SQL {
  return sql`strip(${sectionVector(doc, 'typo')})`;
}

/** The stored `search_vector`: code A, names B, keywords C, pinyin D. */
export function weightedSearchVector(doc: SQLWrapper): SQL {
  const parts = (Object.keys(WEIGHT) as (keyof typeof WEIGHT)[]).map((section) => sql`setweight(${sectionVector(doc, section)}, ${sql.raw(`'${WEIGHT[section]}'`)})`);
  return sql.join(parts, sql` || `);
}
