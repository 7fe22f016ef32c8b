import { languageFlagOf } from '@/lib/locale-fields';
import { DomainError } from '@/server/errors';
import { listCart } from '@/server/cart';
import type { Db } from '@/server/db/client';
import { containerSpecs } from '@/server/orders/containers';
import type { ExportLang } from './labels';
import { checkExportLines } from './line-limit';
import { cartSheet, type ExportSheet } from './sheet-data';
import { exportingBuyer, sheetParties, type Exporter } from './sheet-parties';

/**
 * The customer's cart as a sheet, in the cart page's order: the lines `ids` (all must be the
 * customer's, else 404 naming ids — nothing about other carts leaks) or the whole cart; more
 * than EXPORT_LINE_LIMIT lines → 400 naming ids.
 */
export async function cartExportSheet(db: Db, me: Exporter, ids: readonly number[] | undefined, asked: ExportLang | undefined): Promise<ExportSheet> {
  const { buyer, lang } = await exportingBuyer(db, me, asked);
  const { list } = await listCart(db, me.siteId, me.customerId, { all: true }, languageFlagOf(lang));
  let items = list;
  if (ids) {
    const mine = new Set(list.map((item) => item.id));
    const missing = ids.find((id) => !mine.has(id));
    if (missing !== undefined) throw new DomainError('not_found', `no cart line ${missing}`, { input: 'ids' });
    const wanted = new Set(ids);
    items = list.filter((item) => wanted.has(item.id));
  }
  checkExportLines(items.length, 'ids', 'the cart');
  return cartSheet(items, await sheetParties(db, me.siteId, buyer, lang), lang, containerSpecs());
}
