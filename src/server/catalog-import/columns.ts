import { IMPORT_COLUMN_KEYS, type ImportColumnKey } from '@/lib/validation/admin/import';

// The template's columns: each with its Chinese and English header and the other
// spellings staff sheets use. A header is matched by name in either language, whole
// (`货号 / Item No.`) or either half, ignoring case, spaces and punctuation; columns matched by
// nothing are ignored. Order here is the template's order.

export type ColumnKind = 'text' | 'longText' | 'money' | 'int' | 'decimal1' | 'decimal2' | 'flag' | 'date' | 'list';

export interface ImportColumn {
  key: ImportColumnKey;
  zh: string;
  en: string;
  kind: ColumnKind;
  aliases: readonly string[];
  /** Explanation on the template's second sheet. */
  helpZh: string;
  helpEn: string;
  /** The template's example row. */
  example: string | number;
  width: number;
}

const c = (
  key: ImportColumnKey,
  zh: string,
  en: string,
  kind: ColumnKind,
  example: string | number,
  helpZh: string,
  helpEn: string,
  aliases: readonly string[] = [],
  width = 14,
): ImportColumn => ({ key, zh, en, kind, example, helpZh, helpEn, aliases, width });

const FLAG_ZH = '1/是 或 0/否；留空保持不变（新商品为否）';
const FLAG_EN = '1/yes or 0/no; empty keeps the current value (no for a new product)';

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  c(
    'code',
    '货号',
    'Item No.',
    'text',
    'LT-1001',
    '必填。用来匹配已有商品：相同货号更新，新货号新建。',
    'Required. Matches existing products: a known item no. updates it, a new one creates a product.',
    ['item no', 'item code', 'code', 'sku', '编号', '产品编号', '商品编号', '款号'],
    14,
  ),
  c('name', '中文名称', 'Chinese name', 'text', '圣诞LED灯串', '新商品必填。', 'Required for a new product.', ['名称', '品名', '中文名', '商品名称', 'name zh', 'name (zh)'], 28),
  c(
    'nameen',
    '英文名称',
    'English name',
    'text',
    'Christmas LED string light',
    '新商品必填。',
    'Required for a new product.',
    ['英文名', 'english', 'name en', 'name (en)', 'name'],
    32,
  ),
  c(
    'price',
    '人民币价格',
    'Price (CNY)',
    'money',
    12.5,
    '人民币单价，最多两位小数。新商品必填。',
    'Unit price in CNY, two decimals at most. Required for a new product.',
    ['价格', '单价', '人民币', 'price cny', 'cny', 'rmb'],
    12,
  ),
  c(
    'foreignprice',
    '美元价格',
    'Price (USD)',
    'money',
    1.8,
    '美元单价，最多两位小数。新商品必填。',
    'Unit price in USD, two decimals at most. Required for a new product.',
    ['美金价格', '美元', 'usd', 'price usd', 'fob'],
    12,
  ),
  c('stock', '库存', 'Stock', 'int', 500, '整数，0 表示缺货。', 'Whole number; 0 is out of stock.', ['库存数量', 'inventory', 'qty'], 10),
  c('moq', '起订量', 'MOQ', 'int', 100, '最小起订量，整数，至少 1。', 'Minimum order quantity, a whole number of at least 1.', ['最小起订量', 'minimum order', 'min order'], 10),
  c('unit', '单位', 'Unit', 'text', 'PC', '单位列表中的代码或名称（如 PC、SET）。', 'A code or name from the unit list (e.g. PC, SET).', ['计量单位'], 8),
  c('pack', '包装', 'Packing', 'text', '', '包装列表中的代码或名称。', 'A code or name from the packing list.', ['包装方式', 'pack', 'package'], 10),
  c(
    'pcsPerCarton',
    '装箱数',
    'Pcs per carton',
    'int',
    48,
    '每箱件数，整数，至少 1。',
    'Pieces per carton, a whole number of at least 1.',
    ['每箱数量', '外箱装量', 'pcs/ctn', 'qty per carton'],
    10,
  ),
  c('cartonLengthCm', '箱长(cm)', 'Carton length (cm)', 'decimal1', 60, '外箱长度，厘米。', 'Carton length in cm.', ['箱长', 'carton length', 'length'], 10),
  c('cartonWidthCm', '箱宽(cm)', 'Carton width (cm)', 'decimal1', 40, '外箱宽度，厘米。', 'Carton width in cm.', ['箱宽', 'carton width', 'width'], 10),
  c('cartonHeightCm', '箱高(cm)', 'Carton height (cm)', 'decimal1', 35, '外箱高度，厘米。', 'Carton height in cm.', ['箱高', 'carton height', 'height'], 10),
  c('grossWeightKg', '毛重(kg)', 'Gross weight (kg)', 'decimal2', 12.5, '每箱毛重，千克。', 'Gross weight per carton in kg.', ['毛重', 'gross weight', 'gw'], 10),
  c('netWeightKg', '净重(kg)', 'Net weight (kg)', 'decimal2', 11, '每箱净重，千克。', 'Net weight per carton in kg.', ['净重', 'net weight', 'nw'], 10),
  c('barcode', '条码', 'Barcode', 'text', '', '可选。', 'Optional.', ['条形码', 'ean', 'upc'], 16),
  c('keyword', '关键词', 'Keywords', 'text', '圣诞 灯串 LED', '搜索用的关键词，可选。', 'Search keywords, optional.', ['关键字', 'keyword', 'tags'], 18),
  c('color', '颜色', 'Colour', 'text', '', '颜色列表中的代码或名称，可选。', 'A code or name from the colour list, optional.', ['color', '色彩'], 10),
  c(
    'material',
    '材质',
    'Chinese material',
    'text',
    '塑料 + 铁丝',
    '材质（中文），可选。',
    'What it is made of, in Chinese; optional.',
    ['材料', '材质中文', 'material zh', 'material cn'],
    16,
  ),
  c(
    'materialen',
    '英文材质',
    'Material',
    'text',
    'PP + iron wire',
    '材质（英文），可选。',
    'What it is made of, in English; optional.',
    ['material en', 'material (en)', 'materials', 'english material'],
    16,
  ),
  c('light', '带灯', 'Light', 'flag', 1, FLAG_ZH, FLAG_EN, ['灯', 'with light', 'led'], 8),
  c('electric', '带电', 'Electric', 'flag', 0, FLAG_ZH, FLAG_EN, ['电', 'battery', 'electrical'], 8),
  c(
    'topics',
    '分类',
    'Topics',
    'list',
    '',
    '分类名称（中文或英文）或编号，多个用 ; 或 、 分隔；商品归入第一个。新商品必填。',
    'Topic name (either language) or id, several separated by ; or 、 — the product goes in the first. Required for a new product.',
    ['专题', '类别', '分类名称', 'topic', 'category', 'categories'],
    20,
  ),
  c(
    'pictures',
    '图片',
    'Pictures',
    'list',
    '',
    '本站 /Upload/... 图片地址，多个用逗号分隔；也可把图片嵌入该行，或在 .zip 中按货号命名（LT-1001.jpg、LT-1001_2.jpg 或 LT-1001/1.jpg）。都没有时保留原图。',
    'Paths /Upload/... on this site, separated by commas; or pictures embedded in the row, or a .zip named by item no. (LT-1001.jpg, LT-1001_2.jpg or LT-1001/1.jpg). With none, the current pictures stay.',
    ['图片地址', 'picture', 'images', 'image', 'photos', 'pics'],
    30,
  ),
  c(
    'descriptionZh',
    '中文描述',
    'Description (Chinese)',
    'longText',
    '<p>暖白光，30 颗 LED。</p>',
    '纯文本或 HTML（会按安全规则清理）。',
    'Plain text or HTML (cleaned by the safety rules).',
    ['描述', '详情', '中文详情', 'description zh'],
    30,
  ),
  c(
    'descriptionEn',
    '英文描述',
    'Description (English)',
    'longText',
    '<p>Warm white, 30 LEDs.</p>',
    '纯文本或 HTML（会按安全规则清理）。',
    'Plain text or HTML (cleaned by the safety rules).',
    ['英文详情', 'description', 'description en'],
    30,
  ),
  c('hot', '热销', 'Hot', 'flag', 0, FLAG_ZH, FLAG_EN, ['热卖', 'hot sale', 'is hot'], 8),
  c('new', '新品', 'New', 'flag', 0, FLAG_ZH, FLAG_EN, ['新款', '新品标记', 'is new', 'new arrival'], 8),
  c(
    'launchtime',
    '上架时间',
    'Launch time',
    'date',
    '2026-11-01 08:00',
    '日期或日期时间（UTC），如 2026-11-01 08:00；留空：新商品为导入时间。',
    'Date or date and time (UTC), e.g. 2026-11-01 08:00; empty: the import time for a new product.',
    ['上市时间', '发布时间', 'launch date', 'launch'],
    18,
  ),
  c(
    'published',
    '发布',
    'Published',
    'flag',
    1,
    '1/是：在商城显示；0/否：只在工作台。新商品默认发布。',
    '1/yes: shown in the shop; 0/no: workspace only. New products are published by default.',
    ['是否发布', '上架', 'publish', 'visible'],
    8,
  ),
];

if (IMPORT_COLUMNS.map((col) => col.key).join() !== IMPORT_COLUMN_KEYS.join()) throw new Error('IMPORT_COLUMNS must follow IMPORT_COLUMN_KEYS');

/** The template's header of a column: the chosen language first, the other after a slash. */
export const headerOf = (column: ImportColumn, lang: 'zh' | 'en') => (lang === 'zh' ? `${column.zh} / ${column.en}` : `${column.en} / ${column.zh}`);

/** Case, width, spacing and punctuation do not matter: `Item No.` = `item no` = `ITEMNO`. */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._:：*＊#'"`’]+/g, '')
    .replace(/[（]/g, '(')
    .replace(/[）]/g, ')');
}

const BY_NAME = new Map<string, ImportColumnKey>();
for (const column of IMPORT_COLUMNS) {
  for (const name of [column.zh, column.en, ...column.aliases]) {
    const key = normalizeHeader(name);
    if (!BY_NAME.has(key)) BY_NAME.set(key, column.key);
    // `箱长(cm)` is also matched as `箱长` — a unit only: `Description (Chinese)` is not `Description`.
    const bare = key.replace(/\((cm|kg|cny|usd)\)$/, '');
    if (bare && !BY_NAME.has(bare)) BY_NAME.set(bare, column.key);
  }
}

/** The template's column a header names whole (`货号`, `Item No.`, `箱长(cm)`), or null. */
export const columnOfWholeHeader = (header: string): ImportColumnKey | null => BY_NAME.get(normalizeHeader(header)) ?? null;

/** The column a header names, whole or by either half (`货号 / Item No.`), or null. */
export function columnOfHeader(header: string): ImportColumnKey | null {
  const whole = normalizeHeader(header);
  if (!whole) return null;
  const direct = BY_NAME.get(whole);
  if (direct) return direct;
  for (const part of header.split(/[/|｜]/)) {
    const found = BY_NAME.get(normalizeHeader(part));
    if (found) return found;
  }
  return null;
}

export const columnByKey = new Map(IMPORT_COLUMNS.map((column) => [column.key, column]));
