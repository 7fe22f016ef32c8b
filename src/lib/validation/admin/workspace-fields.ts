import { z } from 'zod';

// Field rules several workspace contracts share (inquiries, dashboard, customers, content), so a
// day or a country is checked, and its message worded, one way everywhere.

/** A calendar day, YYYY-MM-DD, that exists (no 2026-02-30). */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'must be a real date');

/** A range of UTC days, both ends included (`from=2026-05-01&to=2026-05-31`); either may be left out. */
export const dayRangeFields = { from: isoDay.optional(), to: isoDay.optional() };

/** An ISO 3166-1 alpha-2 country code, trimmed and upper-cased. */
export const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z][A-Z0-9]$/, 'must be a two-letter country code');

/**
 * Columns the server keeps (times, counts, codes it gives): the workspace shows them and never
 * edits them. `...readonlyFields({ createdAt: z.string() })` is
 * `createdAt: z.string().meta({ widget: 'readonly' })`, in the order given.
 */
export function readonlyFields<S extends Record<string, z.ZodType>>(shape: S): S {
  return Object.fromEntries(Object.entries(shape).map(([name, schema]) => [name, schema.meta({ widget: 'readonly' })])) as S;
}
