import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Binary column (image bytes). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Every site-owned row carries the owner id of its site (§1: 38 by default). */
export const siteId = () => integer('site_id').notNull();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
