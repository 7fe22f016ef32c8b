import { Redis } from 'ioredis';
import { env } from '@/server/env';

// One Redis connection per process, only when REDIS_URL is set. Commands fail fast while Redis is
// down (no offline queue), so callers fall back (rate limits: in memory) instead of hanging.
const KEY = Symbol.for('lantern.redis');
type Holder = { [KEY]?: Redis };

export function redisClient(): Redis | undefined {
  const url = env().REDIS_URL;
  if (!url) return undefined;
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    let warned = 0;
    const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    client.on('error', (error: Error) => {
      if (Date.now() - warned > 60_000) {
        warned = Date.now();
        console.warn(`[redis] ${error.message}: rate limits count in memory until Redis is back`);
      }
    });
    holder[KEY] = client;
  }
  return holder[KEY];
}

/**
 * Resolves once the connection is up (at once without REDIS_URL): until then limits count in
 * memory, so a start (or a test) that counts from the first request waits for this.
 */
export async function redisReady(timeoutMs = 5_000): Promise<void> {
  const client = redisClient();
  if (!client || client.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
