import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations; they are applied from code (src/server/db/migrate.ts),
// because drizzle-kit's own migrate cannot load PGlite's pg_trgm extension.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
