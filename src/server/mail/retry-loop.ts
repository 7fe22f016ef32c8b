import { startBackgroundLoop } from '@/server/background-loop';
import { getDb } from '@/server/db/client';
import { deliverPending } from './outbox';

/**
 * Retries pending mail once a minute for the life of the server (the outbox keeps what a down
 * mail server could not take). With several processes on one PostgreSQL, each pass claims rows
 * one by one, so a message may rarely go out twice; never zero times.
 */
export function startMailRetryLoop(intervalMs = 60_000): void {
  startBackgroundLoop('mail', intervalMs, async () => deliverPending(await getDb()));
}
