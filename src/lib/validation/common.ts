import { z } from 'zod';
import { DEVICE_CODE_PATTERN } from '../device-code';
import { INT4_MAX } from './limits';

export { INT4_MAX };

// Query pieces shared by the §7 calls. Metadata goes through zod's own `.meta()`, which the
// OpenAPI generator reads like `.openapi()`, so this file (also used by browser forms) does not
// pull Hono and the OpenAPI generator into client bundles.

/**
 * Query strings carry numbers as text: whole decimal text becomes a number, blank becomes
 * "not given" (so defaults apply), anything else is left for the number check to refuse.
 * Stricter than z.coerce, which reads '' as 0, '1e2' as 100 and null as 0.
 */
export function numberFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
}

export function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

const wholeNumber = (message: string) => z.number({ error: message }).int(message);

const ID_RANGE = `from 1 to ${INT4_MAX}`;

/**
 * A row or site id sent as a JSON number: a whole number within int4 (see INT4_MAX), so an id no
 * row can have is a 400 naming its field rather than a failed statement.
 */
export function idNumber(message = `must be a whole number ${ID_RANGE}`) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? 'is required' : message) })
    .int(message)
    .min(1, message)
    .max(INT4_MAX, message);
}

/** §1's owner id (38) in a JSON body: optional; the session or the host decides the site. */
export const bodySiteId = () => idNumber(`must be a site id ${ID_RANGE}`).optional().meta({ description: 'Site owner id (§1: 38)', example: 38 });

/**
 * Columns answered as plain strings, in the order named: `...textFields('name', 'nameen')` is
 * `name: z.string(), nameen: z.string()`. Rows of the §7 answers are mostly such columns.
 */
export function textFields<const K extends string>(...names: K[]): Record<K, z.ZodString> {
  return Object.fromEntries(names.map((name) => [name, z.string()])) as Record<K, z.ZodString>;
}

/**
 * §3: a shown text is stored twice, Chinese in `<name>` and English in `<name>en`, under one rule:
 * `...bilingual('name', title)` is `name: title(), nameen: title()` (a schema each, made by `make`).
 */
export function bilingual<const N extends string, T extends z.ZodType>(name: N, make: () => T): Record<N | `${N}en`, T> {
  return { [name]: make(), [`${name}en`]: make() } as Record<N | `${N}en`, T>;
}

/** The catalogue's `name` and `nameen` (products, topics), each described by its language. */
export function nameFields<T extends z.ZodType>(make: () => T) {
  return { name: make().meta({ description: 'Chinese name' }), nameen: make().meta({ description: 'English name' }) };
}

/** §1: the owner id (38) selects the site; omitted means the server's SITE_ID. */
export const userIdParam = z
  .preprocess(numberFromText, wholeNumber('must be a whole number').positive('must be a positive site id').max(INT4_MAX, `must be a site id ${ID_RANGE}`).optional())
  .meta({ description: 'Site owner id (§1: 38). Defaults to the server site when omitted.', example: 38 });

/** §3 R3.60, R9.27: a device code is 32 letters and digits. */
export const deviceCodeSchema = z
  .string({ error: 'must be 32 letters and digits' })
  .regex(DEVICE_CODE_PATTERN, { error: 'must be 32 letters and digits' })
  .meta({ description: '§3 device code of an anonymous visitor: 32 letters and digits', example: 'a'.repeat(32) });

/** A body's optional deviceCode: absent or blank, else the §3 rule. */
export const optionalDeviceCode = z.preprocess(blankToUndefined, deviceCodeSchema.optional());

/** §7 isGetAll: true returns every row and ignores page and PageSize. Accepts true/false/1/0. */
export const isGetAllParam = z
  .preprocess(blankToUndefined, z.stringbool({ error: 'must be true or false' }).optional())
  .meta({ description: 'true (or 1) returns the whole list and ignores page and PageSize.', example: 'true' });

/**
 * §9: default page 1. A page past the end is an empty list, up to the largest safe integer: its
 * offset (page × at most 100 rows) stays within PostgreSQL's bigint OFFSET.
 */
export const pageParam = z
  .preprocess(numberFromText, wholeNumber('must be a whole number').min(1, 'must be 1 or more').max(Number.MAX_SAFE_INTEGER, 'must be a whole number').default(1))
  .meta({ description: 'Page number, from 1.', example: 1 });

/**
 * Rows per page, 0-100, with the default §9 gives the call. PageSize 0 asks for no rows: the
 * answer's list is empty and no row is read. Its total is the list's count where that count is a
 * cheap one (site lists, cart, favorites: R4.09 refreshes badges this way); a product list answers
 * total 0 without touching the database (R5.28: counting under filters costs as much as the page).
 */
export function pageSizeOf(defaultSize: number) {
  return z
    .preprocess(numberFromText, wholeNumber('must be a whole number from 0 to 100').min(0, 'must be from 0 to 100').max(100, 'must be from 0 to 100').default(defaultSize))
    .meta({ description: `Rows per page, 0 to 100 (default ${defaultSize}); 0 asks for no rows (the list's total only).`, example: defaultSize });
}

export const pageSizeParam = pageSizeOf(20);

/** §3 locale flag: 0 Chinese, 1 English. */
export const languageFlagParam = z
  .preprocess(numberFromText, wholeNumber('must be 0 or 1').min(0, 'must be 0 or 1').max(1, 'must be 0 or 1'))
  .meta({ description: 'Language: 0 Chinese, 1 English.', example: 1 });

/** The query of a site-owned list (§7 Color, Pack, Unit, Article, FriendLink, ...). */
export const siteListQuery = z.object({
  userId: userIdParam,
  isGetAll: isGetAllParam,
  page: pageParam,
  PageSize: pageSizeParam,
});
export type SiteListQuery = z.infer<typeof siteListQuery>;

/** Which rows of a list to return: all of them, or one page (pageSize 0: none, see pageSizeOf). */
export type Paging = { all: true } | { all: false; page: number; pageSize: number };

/** The one reading of §7's paging parameters (`PageSize`, or /api/Topic's `pageSize`). */
export function pagingOf(query: { isGetAll?: boolean; page?: number; PageSize?: number; pageSize?: number }): Paging {
  if (query.isGetAll) return { all: true };
  return { all: false, page: query.page ?? 1, pageSize: query.PageSize ?? query.pageSize ?? 0 };
}

/** PageSize 0 on a product list: answered empty, without touching the database (R5.28). */
export const asksNoRows = (paging: Paging): boolean => !paging.all && paging.pageSize === 0;
