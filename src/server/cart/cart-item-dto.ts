import type { LanguageFlag } from '@/lib/locale-fields';
import type { Db } from '@/server/db/client';
import type { ProductRow } from '@/server/catalog/product-card';
import { toProductDtos, type ProductDto } from '@/server/catalog/product-dto';

/** §3 productDTO of a cart item or favorite: the catalogue DTO plus the (empty) user field list. */
export interface LineProductDto extends ProductDto {
  /** §3 R3.41: custom fields a buyer filled in for the product; none exist in this shop. */
  listUserFieldDataUseDTO: never[];
}

/** §3 cart item (R3.40): productId, addNum, id, productDTO. */
export interface CartItemDto {
  id: number;
  productId: number;
  addNum: number;
  /** ISO 8601: when the product first entered the cart. */
  createtime: string;
  productDTO: LineProductDto;
}

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
  const products = await lineProductDtos(db, siteId, rows.map((r) => r.product), flag);
  return rows.map((r, i) => ({ id: r.id, productId: r.productId, addNum: r.addNum, createtime: r.createdAt.toISOString(), productDTO: products[i]! }));
}
