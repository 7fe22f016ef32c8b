import type { ImportFieldKey } from '@/lib/validation/admin/import';
import { BREAK_FIELD, breakOfHeader } from './break-columns';
import { columnOfHeader, columnOfWholeHeader, normalizeHeader } from './columns';

// The field a factory's header most likely names, from its words in either language — the
// template's own names first (columns.ts), then the trade's spellings with their units and
// currencies: "Unit Price (USD)", "单价(元)", "FOB USD", "CTN SIZE (CM)", "G.W.(KGS)", "QTY/CTN",
// "MOQ(PCS)". A suggestion only: staff confirm or change it on the mapping step.

const CJK = /[\u3400-\u9fff]/;

/** The currency a header names, if any: a price column in dollars is the USD price. */
function currencyOf(text: string): 'usd' | 'cny' | null {
  if (/usd|us\$|\$|美元|美金|dollar|fob|exw/.test(text)) return 'usd';
  if (/rmb|cny|¥|￥|人民币|元/.test(text)) return 'cny';
  return null;
}

/** Rules on the normalised header (lower case, no spaces or dots), tried in order. */
const RULES: readonly [RegExp, ImportFieldKey | ((text: string, original: string) => ImportFieldKey)][] = [
  [/^(art|article|item|model|style|ref|product)(no|number|code|#)|^(货号|款号|型号|编号|产品编号|商品编号)|^sku/, 'code'],
  // Carton measures: one cell for all three, or one column each (a second header line 长/宽/高).
  [/(外箱|纸箱|箱|carton|ctn|outer|meas).*(长|length|^l$|\bl\b)|^(箱长|ctnl|cartonl)/, 'cartonLengthCm'],
  [/(外箱|纸箱|箱|carton|ctn|outer|meas).*(宽|width|^w$|\bw\b)|^(箱宽|ctnw|cartonw)/, 'cartonWidthCm'],
  [/(外箱|纸箱|箱|carton|ctn|outer|meas).*(高|height|^h$|\bh\b)|^(箱高|ctnh|cartonh)/, 'cartonHeightCm'],
  [/外箱尺寸|外箱规格|纸箱尺寸|箱规|箱子尺寸|包装尺寸|(ctn|carton|outer|export)(size|dim|meas)|^meas|^measurement|cartondimension/, 'cartonSize'],
  [/毛重|^gw|grossweight|gross/, 'grossWeightKg'],
  [/净重|^nw|netweight/, 'netWeightKg'],
  [/装箱数|装箱量|每箱|箱装|外箱装|入数|(qty|pcs|pieces|units)(\/|per)?(ctn|carton)|(ctn|carton)qty|packingqty/, 'pcsPerCarton'],
  [/起订|最小订|最低订|^moq|minorder|minimumorder|minqty/, 'moq'],
  [/英文材质|material\(?en|materialen/, 'materialen'],
  [/材质|材料/, 'material'],
  [/^material|^materials/, 'materialen'],
  [/库存|^stock|inventory|^qtyavailable|^available/, 'stock'],
  [/条码|条形码|^ean|^upc|^barcode/, 'barcode'],
  [/图片|照片|^photo|^picture|^image|^pic/, 'pictures'],
  [/英文品名|英文名|englishname|^nameen/, 'nameen'],
  [/品名|中文名|产品名称|商品名称|名称|^productname|^itemname|^name/, (_text, original) => (CJK.test(original) ? 'name' : 'nameen')],
  [
    /单价|价格|售价|出厂价|price|^fob|^exw|^cost|^usd|^rmb|^cny/,
    (text, original) => {
      const currency = currencyOf(text);
      if (currency) return currency === 'usd' ? 'foreignprice' : 'price';
      return CJK.test(original) ? 'price' : 'foreignprice';
    },
  ],
  [/颜色|^colou?r/, 'color'],
  [/单位|^unit$/, 'unit'],
  [/包装方式|^packing$|^package$/, 'pack'],
  [/关键词|关键字|^keywords?|^tags/, 'keyword'],
  [/分类|类别|^categor|^topic/, 'topics'],
];

/** The field a header names, or null when nothing fits (staff may still map it by hand). */
export function suggestField(header: string): ImportFieldKey | null {
  const text = header.trim();
  if (!text) return null;
  // The template's names whole, then a quantity break ("MOQ 500 price" is a price, not the MOQ;
  // a header naming no currency is priced like any price header: Chinese in CNY, English in USD —
  // the mapping refines that by the sheet's own price column), then the trade's words (before
  // halves: `QTY/CTN` is not stock), then either half of a bilingual header, then the name
  // without a unit in brackets.
  const whole = columnOfWholeHeader(text);
  if (whole) return whole;
  const quantityBreak = breakOfHeader(text);
  if (quantityBreak) return BREAK_FIELD[quantityBreak.currency ?? (CJK.test(text) ? 'CNY' : 'USD')];
  const normal = normalizeHeader(text);
  for (const [pattern, field] of RULES) if (pattern.test(normal)) return typeof field === 'string' ? field : field(normal, text);
  const half = columnOfHeader(text);
  if (half) return half;
  const bare = normal.replace(/\([^)]*\)/g, '');
  return bare && bare !== normal ? columnOfHeader(bare) : null;
}
