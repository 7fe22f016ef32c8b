import type { ContainerFill } from '@/lib/container-fill';
import { currencyOf, localizedPrice, type LanguageFlag } from '@/lib/locale-fields';
import { unitNameIn } from '@/lib/unit-quantity';
import { displayFields, localeOfFlag, type UnitNames } from '@/server/catalog/product-dto';
import type { orderLines, orders } from '@/server/db/schema';
import type { AddressSnapshot, OrderDto, OrderLineDto, OrderLineProductDto } from '@/lib/validation/order';

// An inquiry as the API answers it (§3 Order, R3.46): the order with listOrderDetailDTO, each
// line with a productDTO built from the snapshot taken at submit time, so a later price or name
// change in the catalogue does not rewrite what the buyer asked for. The shapes are the schemas of
// src/lib/validation/order.ts.

export type { AddressSnapshot, OrderDto, OrderLineDto, OrderLineProductDto };

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

export const money = (value: number) => Math.round(value * 100) / 100;

function toLineDto(row: OrderLineRow, flag: LanguageFlag, unit: UnitNames | undefined): OrderLineDto {
  return {
    id: row.id,
    productId: row.productId,
    addNum: row.addNum,
    price: row.price,
    foreignprice: row.foreignprice,
    linePrice: money(row.price * row.addNum),
    lineForeignPrice: money(row.foreignprice * row.addNum),
    moq: row.moq,
    belowMoq: row.addNum < row.moq,
    cartons: row.cartons,
    volumeM3: row.volumeM3,
    grossKg: row.grossKg,
    productDTO: {
      id: row.productId,
      code: row.code,
      name: row.name,
      nameen: row.nameen,
      pics: row.pic,
      price: row.price,
      foreignprice: row.foreignprice,
      ...displayFields(row, flag),
      // The unit's name as the unit list has it today, like the catalogue's products (the code when the list lacks it).
      unitCode: row.unitCode,
      unitName: unitNameIn(row.unitCode, unit, localeOfFlag(flag)),
      listUserFieldDataUseDTO: [],
    },
    appliedPrices: row.appliedPrices ?? null,
  };
}

/** The order and its lines (`units`: the names of their units, by code); the desk's quotes (accepted one, sent versions) are added by the reader. */
export function toOrderDto(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  flag: LanguageFlag,
  units: ReadonlyMap<string, UnitNames>,
): Omit<OrderDto, 'acceptedQuote' | 'sentQuoteVersions'> {
  const locale = localeOfFlag(flag);
  return {
    id: row.id,
    orderNo: row.orderNo,
    status: row.status,
    state: row.state,
    unread: row.buyerUnread,
    message: row.message,
    language: row.language,
    createtime: row.createdAt.toISOString(),
    address: (row.address as AddressSnapshot | null) ?? null,
    totalPrice: row.totalPrice,
    totalForeignPrice: row.totalForeignPrice,
    displayTotal: localizedPrice({ price: row.totalPrice, foreignprice: row.totalForeignPrice }, locale),
    currency: currencyOf(locale),
    totalCartons: row.totalCartons,
    totalVolumeM3: row.totalVolumeM3,
    totalGrossKg: row.totalGrossKg,
    containerFill: (row.containerFill as ContainerFill[] | null) ?? [],
    lineCount: lines.length,
    listOrderDetailDTO: lines.map((line) => toLineDto(line, flag, units.get(line.unitCode))),
  };
}
