import { languageFlagOf } from '@/lib/locale-fields';
import type { Db } from '@/server/db/client';
import { getOrder } from '@/server/orders/list-orders';
import type { ExportLang } from './labels';
import { checkExportLines } from './line-limit';
import { orderSheet, type ExportSheet } from './sheet-data';
import { exportingBuyer, sheetParties, type Exporter } from './sheet-parties';

/** One of the customer's inquiries as a sheet (from its snapshot), or null: unknown or not theirs (over EXPORT_LINE_LIMIT lines → 400). */
export async function orderExportSheet(db: Db, me: Exporter, id: number, asked: ExportLang | undefined): Promise<ExportSheet | null> {
  const { buyer, lang } = await exportingBuyer(db, me, asked);
  const order = await getOrder(db, me.siteId, me.customerId, id, languageFlagOf(lang));
  if (!order) return null;
  checkExportLines(order.listOrderDetailDTO.length, 'id', `inquiry ${order.orderNo}`);
  return orderSheet(order, await sheetParties(db, me.siteId, buyer, lang), lang);
}
