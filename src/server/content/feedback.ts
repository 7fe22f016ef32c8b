import type { Db } from '@/server/db/client';
import { feedback } from '@/server/db/schema';

export interface NewFeedback {
  content: string;
  name?: string;
  email?: string;
  phone?: string;
  /** The page it was sent from (stored in page_name). */
  pageUrl?: string;
  deviceCode?: string;
  customerId?: number | null;
}

/**
 * Stores a visitor's feedback (§7 POST /api/Feedback) as typed: whoever shows it later renders
 * it as text (escaped), never as HTML, so nothing is stripped here.
 */
export async function addFeedback(db: Db, siteId: number, input: NewFeedback): Promise<{ id: number }> {
  const [row] = await db
    .insert(feedback)
    .values({
      siteId,
      customerId: input.customerId ?? null,
      content: input.content,
      name: input.name ?? '',
      email: input.email ?? '',
      phone: input.phone ?? '',
      pageName: input.pageUrl ?? '',
      deviceCode: input.deviceCode ?? '',
    })
    .returning({ id: feedback.id });
  return row!;
}
