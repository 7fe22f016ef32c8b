import { and, eq } from 'drizzle-orm';
import type { ImportRate } from '@/lib/validation/admin/import';
import type { Db } from '@/server/db/schema/database';
import { topics } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { currentRate } from '@/server/inquiries';

// What a new product takes when its row leaves it out (ADR 0041): the topic the clerk chose on
// the mapping step, and the owner's exchange rate — the same rate quotes convert with, read by
// the inquiry desk's reader — for a price given in one currency only.

/** The rate a missing price is converted at now, or null when the owner has set none. */
export async function importRate(db: Pick<Db, 'select'>, siteId: number): Promise<ImportRate | null> {
  const rate = await currentRate(db, siteId);
  return rate && { cnyPerUsd: rate.cnyPerUsd, setAt: rate.setAt };
}

/** Refuses a chosen topic that is not one of this site's (400 naming newTopicId). */
export async function checkNewTopic(db: Pick<Db, 'select'>, siteId: number, topicId: number): Promise<void> {
  const [found] = await db
    .select({ id: topics.id })
    .from(topics)
    .where(and(eq(topics.siteId, siteId), eq(topics.id, topicId)));
  if (!found)
    throw new DomainError('referenced_record_missing', `there is no topic ${topicId} on this site`, {
      input: 'newTopicId',
      id: topicId,
    });
}
