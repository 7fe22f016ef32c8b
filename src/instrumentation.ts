/**
 * Runs once when the server starts, before it takes requests: opens the database (taking the
 * embedded data-dir lock), applies migrations and seeds an empty database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { prepareDatabase } = await import('./server/startup/prepare-database');
  await prepareDatabase();
}
