// The two databases the catalogue runs on, each made fresh for the bench and removed after it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export function postgresAdminUrl() {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

/** Where PostgreSQL is looked for when neither TEST_DATABASE_URL nor DATABASE_URL is set. */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * With no PostgreSQL named in the environment, uses the local server when it answers (the bench's
 * default is the full matrix); sets TEST_DATABASE_URL so every module sees the same choice.
 * Answers the URL used, or undefined.
 */
export async function adoptLocalPostgres() {
  if (postgresAdminUrl()) return postgresAdminUrl();
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    process.env.TEST_DATABASE_URL = LOCAL_POSTGRES;
    return LOCAL_POSTGRES;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

function baseEnv(dataDir) {
  const env = { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  return env;
}

function makeTempDir(prefix, cleanup) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  cleanup.add(`remove ${dir}`, async () => remove(), remove);
  return dir;
}

export const embedded = {
  id: 'embedded',
  title: 'Embedded PGlite (DATA_DIR)',
  /** A fresh /tmp/lantern-bench-<rand> data directory. */
  async prepare(cleanup) {
    const dir = makeTempDir('lantern-bench-', cleanup);
    return { env: baseEnv(dir), workDir: dir, where: `fresh data directory ${dir} (removed after the run)` };
  },
};

export const postgres = {
  id: 'postgres',
  title: 'PostgreSQL (DATABASE_URL)',
  /** A throwaway database <prefix>_<rand> (lantern_bench_…) on the TEST_DATABASE_URL / DATABASE_URL server. */
  async prepare(cleanup, { prefix = 'lantern_bench' } = {}) {
    const adminUrl = postgresAdminUrl();
    const name = `${prefix}_${randomBytes(4).toString('hex')}`;
    await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    cleanup.add(`drop database ${name}`, () => dropDatabase(adminUrl, name));
    // DATA_DIR still points somewhere disposable: nothing of the bench lands in the repo's ./data.
    const dir = makeTempDir(`${prefix.replaceAll('_', '-')}-pg-`, cleanup);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const env = { ...baseEnv(dir), DATABASE_URL: url.toString() };
    return { env, workDir: dir, where: `throwaway database ${name} on ${url.host} (dropped after the run)` };
  },
};

async function withClient(connectionString, work) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropDatabase(adminUrl, name) {
  await withClient(adminUrl, async (client) => {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); // PostgreSQL 13+
    } catch {
      await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
    }
  });
}

/**
 * An already seeded PostgreSQL catalogue (`--database`): nothing is made or dropped, so a
 * 100,000-product catalogue seeded once can be measured again in minutes.
 */
export function seededPostgres(databaseUrl) {
  return {
    id: 'postgres',
    title: 'PostgreSQL (DATABASE_URL)',
    seeded: true,
    async prepare(cleanup) {
      const dir = makeTempDir('lantern-bench-seeded-', cleanup);
      const url = new URL(databaseUrl);
      return { env: { ...baseEnv(dir), DATABASE_URL: databaseUrl }, workDir: dir, where: `already seeded database ${url.pathname.slice(1)} on ${url.host} (kept)` };
    },
  };
}
