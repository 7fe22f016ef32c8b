// The dry run's words for one bad cell ("every error by row and column in the buyer-facing
// words"), in the staff member's workspace language. Never a stack trace or a
// database message: what is wrong and what to write instead.

export type ImportLang = 'zh' | 'en';

type Words = Record<string, (arg: string) => string>;

const ZH: Words = {
  required: () => '不能为空',
  requiredNew: () => '新商品必须填写',
  topicRequiredNew: () => '新商品必须有分类：请在映射步骤选择“新商品的分类”，或在表格中加一列分类',
  nameRequiredNew: () => '新商品必须有名称：请填写中文名称或英文名称',
  priceRequiredNew: () => '新商品必须有价格：请填写人民币价格或美元价格',
  rateMissingCny: () => '新商品没有人民币价格，且尚未设置汇率，无法从美元价格换算：请所有者在“汇率”页设置汇率，或在表格中同时填写两种价格',
  rateMissingUsd: () => '新商品没有美元价格，且尚未设置汇率，无法从人民币价格换算：请所有者在“汇率”页设置汇率，或在表格中同时填写两种价格',
  number: (v) => `“${v}”不是数字`,
  negative: () => '不能为负数',
  integer: (v) => `“${v}”不是整数`,
  atLeastOne: () => '至少为 1',
  tooLarge: () => '数值太大',
  flag: (v) => `“${v}”无法识别，请填 1/是 或 0/否`,
  date: (v) => `“${v}”不是日期，请写成 2026-11-01 或 2026-11-01 08:00`,
  tooLong: (n) => `太长（最多 ${n} 个字符）`,
  codeChars: () => '货号不能含有逗号、斜杠或换行',
  duplicate: (row) => `与第 ${row} 行货号重复`,
  topicUnknown: (v) => `找不到分类“${v}”`,
  topicAmbiguous: (v) => `有多个分类叫“${v}”，请改填分类编号`,
  listUnknown: (v) => `“${v}”不在列表中`,
  pictureForeign: (v) => `图片 ${v} 不在本站：只接受本站 /Upload/ 地址，不会下载其他网站的图片`,
  pictureMissing: (v) => `本站没有图片 ${v}`,
  pictureBad: (v) => `图片 ${v} 不是 JPEG、PNG、WebP 或 GIF`,
  tooManyPictures: (n) => `图片太多（最多 ${n} 张）`,
  decimalComma: (v) => `“${v}”用逗号作小数点，请写成带小数点的数字，如 12.80`,
  chineseNumeral: (v) => `“${v}”是中文数字，请写阿拉伯数字，如 500`,
  currencyUsd: (v) => `“${v}”不是美元价格：这一列只收美元，请换算后只写数字，如 12.80`,
  currencyCny: (v) => `“${v}”不是人民币价格：这一列只收人民币，请换算后只写数字，如 12.80`,
  pounds: (v) => `“${v}”是磅，请换算成千克`,
  cartonSize: (v) => `“${v}”不是外箱尺寸，请写成 长*宽*高，如 60*40*50cm`,
};

const EN: Words = {
  required: () => 'must not be empty',
  requiredNew: () => 'is required for a new product',
  topicRequiredNew: () => 'a new product needs a topic: pick “Topic for new products” on the mapping step, or add a topic column to the sheet',
  nameRequiredNew: () => 'a new product needs a name: write its Chinese or its English name',
  priceRequiredNew: () => 'a new product needs a price: write its CNY or its USD price',
  rateMissingCny: () =>
    'a new product needs a CNY price, and no exchange rate is set to convert its USD price: the owner can set the exchange rate (汇率) in the workspace, or the sheet can carry both prices',
  rateMissingUsd: () =>
    'a new product needs a USD price, and no exchange rate is set to convert its CNY price: the owner can set the exchange rate (汇率) in the workspace, or the sheet can carry both prices',
  number: (v) => `“${v}” is not a number`,
  negative: () => 'must not be negative',
  integer: (v) => `“${v}” is not a whole number`,
  atLeastOne: () => 'must be at least 1',
  tooLarge: () => 'is too large',
  flag: (v) => `“${v}” is not understood: write 1/yes or 0/no`,
  date: (v) => `“${v}” is not a date: write 2026-11-01 or 2026-11-01 08:00`,
  tooLong: (n) => `is too long (at most ${n} characters)`,
  codeChars: () => 'an item no. must not contain commas, slashes or line breaks',
  duplicate: (row) => `the same item no. as row ${row}`,
  topicUnknown: (v) => `no topic is called “${v}”`,
  topicAmbiguous: (v) => `several topics are called “${v}”: write the topic’s id instead`,
  listUnknown: (v) => `“${v}” is not in the list`,
  pictureForeign: (v) => `picture ${v} is not on this site: only /Upload/ paths of this site are taken, other sites are never fetched`,
  pictureMissing: (v) => `there is no picture ${v} on this site`,
  pictureBad: (v) => `picture ${v} is not a JPEG, PNG, WebP or GIF`,
  tooManyPictures: (n) => `too many pictures (at most ${n})`,
  decimalComma: (v) => `“${v}” has a comma as the decimal mark: write a decimal point, e.g. 12.80`,
  chineseNumeral: (v) => `“${v}” is written in Chinese numerals: write digits, e.g. 500`,
  currencyUsd: (v) => `“${v}” is not a US dollar price: this column takes USD only, write the converted number, e.g. 12.80`,
  currencyCny: (v) => `“${v}” is not a yuan (CNY) price: this column takes CNY only, write the converted number, e.g. 12.80`,
  pounds: (v) => `“${v}” is in pounds: write kilograms`,
  cartonSize: (v) => `“${v}” is not a carton size: write length*width*height, e.g. 60*40*50cm`,
};

export type MessageKey = keyof typeof ZH;

export function rowMessage(lang: ImportLang, key: MessageKey, arg: string | number = ''): string {
  return (lang === 'en' ? EN : ZH)[key]!(String(arg));
}
