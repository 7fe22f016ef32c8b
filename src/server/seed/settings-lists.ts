/**
 * §1/§3 configurable lists (colorList, packList, unitList). Products refer to them by code, and the
 * colour filter ticks (§3 ColorCode) only make sense if every product colour is one of these.
 */
export interface SettingRow {
  code: string;
  name: string;
  nameen: string;
}

/** `hex` is what the generated pictures paint a product in, so a red item looks red. */
export const COLORS = [
  { code: 'RD', name: '红色', nameen: 'Red', hex: '#c62828' },
  { code: 'GN', name: '绿色', nameen: 'Green', hex: '#2e7d32' },
  { code: 'GD', name: '金色', nameen: 'Gold', hex: '#d4a72c' },
  { code: 'SV', name: '银色', nameen: 'Silver', hex: '#aab3bc' },
  { code: 'WH', name: '白色', nameen: 'White', hex: '#f4f1ea' },
  { code: 'BK', name: '黑色', nameen: 'Black', hex: '#2b2b2b' },
  { code: 'OR', name: '橙色', nameen: 'Orange', hex: '#ec7a1c' },
  { code: 'PU', name: '紫色', nameen: 'Purple', hex: '#7b3fa0' },
  { code: 'PK', name: '粉色', nameen: 'Pink', hex: '#f28db2' },
  { code: 'BL', name: '蓝色', nameen: 'Blue', hex: '#4a8fd6' },
  { code: 'BR', name: '棕色', nameen: 'Brown', hex: '#8d5a3b' },
  { code: 'NT', name: '原木色', nameen: 'Natural', hex: '#c9a77c' },
  { code: 'MC', name: '多色', nameen: 'Multicolour', hex: '#e05a7a' },
] as const satisfies readonly (SettingRow & { hex: string })[];

export type ColorCode = (typeof COLORS)[number]['code'];

export const PACKS = [
  { code: 'CB', name: '彩盒', nameen: 'Color box' },
  { code: 'PVC', name: 'PVC盒', nameen: 'PVC box' },
  { code: 'BC', name: '吸塑卡', nameen: 'Blister card' },
  { code: 'PB', name: '胶袋', nameen: 'Polybag' },
  { code: 'GB', name: '礼盒', nameen: 'Gift box' },
  { code: 'KB', name: '牛皮纸盒', nameen: 'Kraft box' },
  { code: 'DB', name: '展示盒', nameen: 'Display box' },
  { code: 'SW', name: '收缩膜', nameen: 'Shrink wrap' },
] as const satisfies readonly SettingRow[];

export type PackCode = (typeof PACKS)[number]['code'];

export const UNITS = [
  { code: 'PC', name: '个', nameen: 'Piece' },
  { code: 'SET', name: '套', nameen: 'Set' },
  { code: 'PAIR', name: '对', nameen: 'Pair' },
  { code: 'DOZ', name: '打', nameen: 'Dozen' },
  { code: 'BOX', name: '盒', nameen: 'Box' },
  { code: 'BAG', name: '包', nameen: 'Bag' },
] as const satisfies readonly SettingRow[];

export type UnitCode = (typeof UNITS)[number]['code'];

export function colorOf(code: ColorCode): (typeof COLORS)[number] {
  return COLORS.find((c) => c.code === code)!;
}

export function packOf(code: PackCode): (typeof PACKS)[number] {
  return PACKS.find((p) => p.code === code)!;
}

export function unitOf(code: UnitCode): (typeof UNITS)[number] {
  return UNITS.find((u) => u.code === code)!;
}

/** Rows for the colors / packs / units tables, in menu order. */
export function settingRows(siteId: number, list: readonly SettingRow[]) {
  return list.map((row, index) => ({ siteId, code: row.code, name: row.name, nameen: row.nameen, sortnum: index + 1 }));
}
