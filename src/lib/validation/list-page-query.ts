import { z } from 'zod';
import { parsePriceBandParam } from '../price-bands';

const text = z.string().trim().max(100).optional().catch(undefined);
const firstValue = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);
const flag = z.preprocess(firstValue, z.literal('1').optional().catch(undefined)).transform((v) => v === '1' || undefined);
/** Comma-separated values of a pattern; anything else is dropped. */
const list = (pattern: RegExp) =>
  z.preprocess(firstValue, z.string().max(200).optional().catch(undefined)).transform((v) => {
    const items = (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => pattern.test(s));
    return items.length ? [...new Set(items)].slice(0, 20) : undefined;
  });

/** How a buyer may sort a product list (the `sort` parameter of every list page and of search). */
export const LIST_SORTS = ['relevance', 'new', 'priceAsc', 'priceDesc', 'moqAsc', 'hot', 'stock'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/**
 * Query of the product list pages (§2 filtering links and the filter ticks). Pages are lenient —
 * a nonsense value falls back to its default rather than failing the page; the JSON API is strict.
 */
export const listPageQuerySchema = z.object({
  page: z.preprocess(firstValue, z.coerce.number().int().min(1).max(10_000).catch(1)).default(1),
  keyword: z.preprocess(firstValue, text),
  title: z.preprocess(firstValue, text),
  code: z.preprocess(
    firstValue,
    z
      .string()
      .regex(/^\d{3,18}$/)
      .optional()
      .catch(undefined),
  ),
  price: z.preprocess(firstValue, z.string().optional().catch(undefined)).transform((v) => parsePriceBandParam(v) ?? undefined),
  color: list(/^[A-Za-z0-9]{1,10}$/),
  light: flag,
  electric: flag,
  group: list(/^[0-9]$/).transform((v) => v?.map(Number)),
  /** The buyer's sort (LIST_SORTS); a list without one keeps its own order. */
  sort: z.preprocess(firstValue, z.enum(LIST_SORTS).optional().catch(undefined)),
});

export type ListPageQuery = z.infer<typeof listPageQuerySchema>;

export function parseListPageQuery(searchParams: Record<string, string | string[] | undefined>): ListPageQuery {
  return listPageQuerySchema.parse(searchParams);
}
