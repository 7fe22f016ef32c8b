import { type AnyPgColumn, customType, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Column builders the tables repeat. Each call makes a new builder (drizzle binds a builder to
// the table it is built into), and each writes exactly the SQL the column had when it was spelt
// out, so the schema and the migrations still agree (`drizzle-kit generate` finds no change).

/** Binary column (image bytes). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Every site-owned row carries the owner id of its site (§1: 38 by default). */
export const siteId = () => integer('site_id').notNull();

/** The serial key and the site: how every site-owned table begins. */
export const siteRow = () => ({ id: serial('id').primaryKey(), siteId: siteId() });

/** A required link to another row (its id), deleted with that row. */
export const cascadingRef = <N extends string>(name: N, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** Every time in the schema is a timestamp with time zone. */
export const moment = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

export const createdAt = () => moment('created_at').notNull().defaultNow();
export const updatedAt = () => moment('updated_at').notNull().defaultNow();

/** A text field that may be left empty: never null, '' when not given. */
export const optionalText = <N extends string>(name: N) => text(name).notNull().default('');

/** Display order of a list (§3 sortnum): lower first. */
export const sortnum = () => integer('sortnum').notNull().default(0);

const requiredText = <N extends string>(name: N) => text(name).notNull();

/**
 * A bilingual pair as the spec names it (§3): Chinese in `name`, English in `nameen`; both
 * required, or both optional (`''` when not given) with `{ optional: true }`.
 */
export function bilingual<N extends string>(name: N): { [K in N | `${N}en`]: ReturnType<typeof requiredText<K>> };
export function bilingual<N extends string>(name: N, options: { optional: true }): { [K in N | `${N}en`]: ReturnType<typeof optionalText<K>> };
export function bilingual(name: string, options?: { optional: true }) {
  const column = options?.optional ? optionalText : requiredText;
  return { [name]: column(name), [`${name}en`]: column(`${name}en`) };
}
