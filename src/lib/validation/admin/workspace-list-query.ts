import { z } from 'zod';

// The list query every workspace list of the content, access and customers areas takes
// (brief: `?page=1&pageSize=25&sort=<field>&order=asc|desc&q=<text>&<filters>`). Query values
// arrive as text, so numbers are coerced; every value is bounded.

/** Highest page number a list accepts (200 rows × 10,000 pages is past any list we keep). */
export const LIST_PAGE_MAX = 10_000;
export const LIST_PAGE_SIZE_MAX = 200;
/** Longest search text. */
export const LIST_Q_MAX = 100;

/** page, pageSize, sort (one of `sortFields`, default the first), order and q. */
export function workspaceListQuery<const S extends readonly [string, ...string[]]>(sortFields: S, defaultOrder: 'asc' | 'desc' = 'asc') {
  return z.object({
    page: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).default(1),
    pageSize: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE_MAX).default(25),
    sort: z.enum(sortFields).default(sortFields[0] as S[number]),
    order: z.enum(['asc', 'desc']).default(defaultOrder),
    q: z.string().trim().max(LIST_Q_MAX).optional(),
  });
}

/** The id of a row in a path (`/api/admin/faqs/{id}`). */
export const idParam = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647).meta({ description: 'Row id', example: 1 }),
});
