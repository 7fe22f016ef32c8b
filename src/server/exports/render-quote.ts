import type { Db } from '@/server/db/client';
import { drawQuotePdf } from './pdf-quote';
import { loadQuoteDocument, type QuoteDocTarget } from './quote-document';
import { loadQuotePictures } from './quote-pictures';
import { EXPORT_CONTENT_TYPES, type ExportFile } from './render-export';
import { withRenderSlot } from './render-queue';

/**
 * One quote version of an inquiry as a quotation or proforma PDF (`<number>.pdf`), drawn
 * in one of the process's render slots like every export (ExportBusyError when none frees up,
 * MissingPdfFontError without the CJK font). Null: the site has no such inquiry or version —
 * who may see it is the caller's check.
 */
export async function renderQuotePdf(db: Db, target: QuoteDocTarget, signal?: AbortSignal): Promise<ExportFile | null> {
  const quote = await loadQuoteDocument(db, target);
  if (!quote) return null;
  const pictures = await loadQuotePictures(db, target);
  const bytes = await withRenderSlot(() => drawQuotePdf(quote, pictures), signal);
  return { bytes, contentType: EXPORT_CONTENT_TYPES.pdf, fileName: `${quote.number}.pdf` };
}
