import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row whose token changes on every write to a table the catalogue pages show:
 * statement triggers (migration 0005) set a new random token and NOTIFY `lantern_catalog`.
 * The server drops Next's cached catalogue reads (tag `catalog`) when it sees a new token, so a
 * write by the seed, the back office or psql shows up without a restart.
 */
export const catalogRevision = pgTable('catalog_revision', {
  id: integer('id').primaryKey(),
  token: text('token').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
