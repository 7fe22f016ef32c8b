import { getDb } from '@/server/db/client';
import { deliverPending } from './outbox';

const KEY = Symbol.for('lantern.mailRetry');
type Holder = { [KEY]?: NodeJS.Timeout };

/**
 * Retries pending mail once a minute for the life of the server (the outbox keeps what a down
 * mail server could not take). With several processes on one PostgreSQL, each pass claims rows
 * one by one, so a message may rarely go out twice; never zero times.
 */
export function startMailRetryLoop(intervalMs = 60_000): void {
  const holder = globalThis as Holder;
  if (holder[KEY]) return;
  let running = false;
  holder[KEY] = setInterval(() => {
    if (running) return;
    running = true;
    getDb()
      .then((db) => deliverPending(db))
      .catch((error: unknown) => console.warn('[mail] retry pass failed:', error instanceof Error ? error.message : error))
      .finally(() => (running = false));
  }, intervalMs);
  holder[KEY].unref();
}
