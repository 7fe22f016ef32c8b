import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { inquiryQuotes, orderLines } from '@/server/db/schema';
import type { QuoteDocTarget } from './quote-document';
import { loadSheetPictures, type SheetPicture } from './sheet-pictures';

/**
 * The product picture of each line of a quote version, in the version's line order: the picture
 * the order line kept at submit time (its first), as the sheets embed it. A line without one, or
 * whose picture cannot be read, prints without it.
 */
export async function loadQuotePictures(db: Db, target: Pick<QuoteDocTarget, 'orderId' | 'version'>): Promise<(SheetPicture | null)[]> {
  const [[quote], lines] = await Promise.all([
    db
      .select({ lines: inquiryQuotes.lines })
      .from(inquiryQuotes)
      .where(and(eq(inquiryQuotes.orderId, target.orderId), eq(inquiryQuotes.version, target.version))),
    db.select({ id: orderLines.id, pic: orderLines.pic }).from(orderLines).where(eq(orderLines.orderId, target.orderId)),
  ]);
  if (!quote) return [];
  const firstPicture = new Map(lines.map((l) => [l.id, l.pic.split(',')[0]?.trim() ?? '']));
  const paths = quote.lines.map((l) => firstPicture.get(l.orderLineId) ?? '');
  const pictures = await loadSheetPictures(paths);
  return paths.map((path) => (path ? (pictures.get(path) ?? null) : null));
}
