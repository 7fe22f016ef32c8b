import type { LanguageFlag } from '@/lib/locale-fields';
import type { Db } from '@/server/db/client';
import type { ProductRow } from '@/server/catalog/product-card';
import { toProductDtos } from '@/server/catalog/product-dto';
import type { CartItemDto, LineProductDto } from '@/lib/validation/cart';

export type { CartItemDto, LineProductDto };

export async function lineProductDtos(db: Db, siteId: number, rows: readonly ProductRow[], flag: LanguageFlag): Promise<LineProductDto[]> {
  const dtos = await toProductDtos(db, siteId, rows, flag);
  return dtos.map((dto) => ({ ...dto, listUserFieldDataUseDTO: [] }));
}

export async function toCartItemDtos(
  db: Db,
  siteId: number,
  rows: readonly { id: number; productId: number; addNum: number; createdAt: Date; product: ProductRow }[],
  flag: LanguageFlag,
): Promise<CartItemDto[]> {
  const products = await lineProductDtos(
    db,
    siteId,
    rows.map((r) => r.product),
    flag,
  );
  return rows.map((r, i) => ({ id: r.id, productId: r.productId, addNum: r.addNum, createtime: r.createdAt.toISOString(), productDTO: products[i]! }));
}
