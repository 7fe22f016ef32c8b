// Downloads of the cart and of inquiries as PDF and Excel: one sheet model (sheet-data.ts) built
// from the order snapshot or the cart, rendered by pdf-sheet.ts and xlsx-sheet.ts with the labels
// of labels.ts; and the inquiry desk's quotation and proforma invoice of a quote version
// (quote-document.ts, pdf-quote.ts, render-quote.ts). Reads orders, never the desk (ADR 0045).
export { cartExportQuery, orderExportQuery, EXPORT_FORMATS, type ExportFormat } from './export-query';
export { orderExportSheet } from './order-export';
export type { Exporter } from './sheet-parties';
export { cartExportSheet } from './cart-export';
export { renderExport, EXPORT_CONTENT_TYPES, type ExportFile } from './render-export';
export { ExportBusyError, exportQueueStats, resetExportQueueStats, withRenderSlot, type RenderQueueStats } from './render-queue';
export { EXPORT_LINE_LIMIT } from './line-limit';
export { attachmentDisposition } from './content-disposition';
export { MissingPdfFontError, CJK_FONT_NAME, useCjkFontFiles } from './pdf-font';
export { orderSheet, cartSheet, type ExportSheet, type SheetLine } from './sheet-data';
export { EXPORT_LABELS, type ExportLang } from './labels';
export { renderQuotePdf } from './render-quote';
export { quoteDocNumber, type QuoteDocTarget } from './quote-document';
