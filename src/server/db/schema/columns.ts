import { type AnyPgColumn, boolean, customType, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';

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

/** A required link to another row (its id), deleted with that row. */
export const cascadingRef = <N extends string>(name: N, target: () => AnyPgColumn) => integer(name).notNull().references(target, { onDelete: 'cascade' });

/**
 * How each part of an inquiry begins (its lines, and the desk's events, quotes and messages): its
 * own serial key and the order it belongs to and is deleted with. The order table is passed in
 * (`() => orders.id`) so this file imports no table.
 */
export const orderPart = (order: () => AnyPgColumn) => ({ id: serial('id').primaryKey(), orderId: cascadingRef('order_id', order) });

/** Every time in the schema is a timestamp with time zone. */
export const moment = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

export const createdAt = () => moment('created_at').notNull().defaultNow();
export const updatedAt = () => moment('updated_at').notNull().defaultNow();

/** A text field that may be left empty: never null, '' when not given. */
export const optionalText = <N extends string>(name: N) => text(name).notNull().default('');

/** Display order of a list (§3 sortnum): lower first. */
export const sortnum = () => integer('sortnum').notNull().default(0);

// Column sets several tables end with, in the order the tables had them (spread last, so each
// table's columns keep their order and rows read back with the same keys as before).

/** A single-use secret (captcha, reset code, one-time staff link): valid until expires_at, spent at used_at. */
export const singleUse = () => ({ expiresAt: moment('expires_at').notNull(), usedAt: moment('used_at'), createdAt: createdAt() });

/** A sign-in (customer or staff): ends at expires_at, or earlier when revoked (sign-out, disabled account). */
export const sessionEnd = () => ({ expiresAt: moment('expires_at').notNull(), revokedAt: moment('revoked_at'), createdAt: createdAt() });

/**
 * Notices and banners (ADR 0029): how the staff place a top-bar notice or a home banner: a site-relative
 * link ('' for none), shown inside [starts_at, ends_at) (null = no bound) while published, lower
 * sortnum first.
 */
export const placement = () => ({
  link: optionalText('link'),
  startsAt: moment('starts_at'),
  endsAt: moment('ends_at'),
  sortnum: sortnum(),
  published: boolean('published').notNull().default(true),
});

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
