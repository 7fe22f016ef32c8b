// What the processes of one cluster run share: a throwaway PostgreSQL database (created empty, so
// the processes migrate and seed it themselves at their first start; dropped after) and one Redis
// logical database, flushed at start so no counts of an earlier run remain.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { postgres, postgresAdminUrl } from '../bench/backends.mjs';
import { CLUSTER_OWNER } from './owner.mjs';

export const DEFAULT_REDIS_DB = 7;

/** Why the cluster cannot run here, or undefined. */
export function missingServices() {
  if (!postgresAdminUrl()) return 'PostgreSQL is needed: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) or DATABASE_URL';
  if (!process.env.REDIS_URL) return 'Redis is needed (shared rate-limit counters): set REDIS_URL (e.g. redis://127.0.0.1:6379)';
  return undefined;
}

/** REDIS_URL with its logical database replaced by `db`. */
export function redisUrlFor(db) {
  const url = new URL(process.env.REDIS_URL);
  url.pathname = `/${db}`;
  return url.toString();
}

async function flushRedis(url) {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.flushdb();
  } finally {
    client.disconnect();
  }
}

/**
 * Creates the database (registered in `cleanup` to be dropped) and flushes the Redis database.
 * Answers { env, workDir, where, databaseUrl, redisUrl }: `env` is the base environment of every process.
 */
export async function prepareServices(cleanup, { redisDb = DEFAULT_REDIS_DB } = {}) {
  const prepared = await postgres.prepare(cleanup, { prefix: 'lantern_cluster' });
  const redisUrl = redisUrlFor(redisDb);
  await flushRedis(redisUrl);
  const env = {
    ...prepared.env,
    REDIS_URL: redisUrl,
    IMAGE_STORE: 'database', // pictures and their variants in PostgreSQL: no shared disk needed
    MEDIA_SIGNING_SECRET: randomBytes(32).toString('base64url'), // one secret for every process
    RATE_LIMIT_SCALE: '1', // the real limits: the buyers come from addresses of their own
    // The first owner (owner.mjs), so the suite can quote; and the quote-expiry pass every 2 s on
    // each process, so the suite sees both race for it (one runs it: an advisory lock) in seconds.
    ADMIN_EMAIL: CLUSTER_OWNER.email,
    ADMIN_PASSWORD: CLUSTER_OWNER.password,
    QUOTE_EXPIRY_INTERVAL_SECONDS: '2',
  };
  delete env.SMTP_URL; // mail waits in the outbox table (logged), as without a mail server
  delete env.IMAGE_DIR;
  return { env, workDir: prepared.workDir, where: prepared.where, databaseUrl: env.DATABASE_URL, redisUrl };
}
