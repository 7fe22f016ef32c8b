import { currencyOf, type LanguageFlag } from '@/lib/locale-fields';
import type { Db } from '@/server/db/client';
import type { ProductRow } from '@/server/catalog/product-card';
import { localeOfFlag, toProductDtos } from '@/server/catalog/product-dto';
import { linePricings } from '@/server/pricing/line-prices';
import type { CartItemDto, LineProductDto } from '@/lib/validation/cart';

export type { CartItemDto, LineProductDto };

export async function lineProductDtos(db: Db, siteId: number, rows: readonly ProductRow[], flag: LanguageFlag): Promise<LineProductDto[]> {
  const dtos = await toProductDtos(db, siteId, rows, flag);
  return dtos.map((dto) => ({ ...dto, listUserFieldDataUseDTO: [] }));
}

/** Cart lines as the API answers them, each priced for its customer at its quantity in the currency of `flag` (ADR 0052). */
export async function toCartItemDtos(
  db: Db,
  siteId: number,
  customerId: number,
  rows: readonly { id: number; productId: number; addNum: number; createdAt: Date; product: ProductRow }[],
  flag: LanguageFlag,
): Promise<CartItemDto[]> {
  const products = await lineProductDtos(
    db,
    siteId,
    rows.map((r) => r.product),
    flag,
  );
  const pricing = await linePricings(
    db,
    siteId,
    customerId,
    rows.map((r) => ({ product: r.product, quantity: r.addNum })),
    currencyOf(localeOfFlag(flag)),
  );
  return rows.map((r, i) => ({ id: r.id, productId: r.productId, addNum: r.addNum, createtime: r.createdAt.toISOString(), productDTO: products[i]!, pricing: pricing[i]! }));
}
