import type { Db } from '@/server/db/client';
import { subscriptions } from '@/server/db/schema';

/** Stores a footer subscription. Subscribing twice is not an error and keeps one row. */
export async function addSubscription(db: Db, siteId: number, input: { email: string; custId?: number | null; deviceCode?: string }): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ siteId, email: input.email.toLowerCase(), custId: input.custId ?? null, deviceCode: input.deviceCode ?? '' })
    .onConflictDoNothing({ target: [subscriptions.siteId, subscriptions.email] });
}
