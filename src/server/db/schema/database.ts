import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './index';

/**
 * The database as this schema types it, on either driver (PGlite or node-postgres). It sits with
 * the schema so code that only reads and writes tables (the seed) needs nothing else of src/server/db.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
