import { CARTON_FIELDS } from './carton';

/**
 * A product's sales and trade data (prices, stock, packing, cartons, material, colour), spelt
 * alike in the products table, the workspace's product form and the import's compared state, so
 * each copies them by name. In the order all three list them.
 */
export const TRADE_FIELDS = ['price', 'foreignprice', 'stock', 'moq', 'unitCode', 'packCode', ...CARTON_FIELDS, 'barcode', 'material', 'materialen', 'colorCode'] as const;
