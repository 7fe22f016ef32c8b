import { z } from 'zod';
import { blankToUndefined, INT4_MAX, isGetAllParam, nameFields, numberFromText, pageParam, pageSizeOf, userIdParam } from './common';

// Query schemas of the §7 catalogue calls (/api/Home, /api/Topic, /api/Product/...). Strict like the
// rest of the JSON API: a bad value is a 400 naming its field, never a silent default. Free-text
// clauses (orderBy, screenStr) are matched against allow-lists and never reach SQL as text.

/** Product and topic ids are PostgreSQL `serial` (int4): a larger id cannot exist. */
export const MAX_ROW_ID = INT4_MAX;

/** 'Productnum  DESC' → 'productnum desc'; §7's `productExDTO.launchtime desc` → 'launchtime desc'. */
function normalizeClause(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ',')
    .toLowerCase();
  return text === '' ? undefined : text.replace(/^productexdto\./, '');
}

const wholeNumber = (message: string) => z.number({ error: (issue) => (issue.input === undefined ? 'is required' : message) }).int(message);

const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `must be one of: ${values.map((v) => `'${v}'`).join(', ')}` });

/** A 0/1 switch such as hasStock or isHot; 0 or absent means "no restriction" (or "off"). */
export function switchParam(description: string) {
  return z
    .preprocess(numberFromText, wholeNumber('must be 0 or 1').min(0, 'must be 0 or 1').max(1, 'must be 0 or 1').optional())
    .transform((v) => v === 1)
    .meta({ description, example: 1 });
}

/** §3 locale flag, 0 Chinese (name, price) or 1 English (nameen, foreignprice); default 1. */
export const languageFlagDefaultParam = z
  .preprocess(numberFromText, wholeNumber('must be 0 or 1').min(0, 'must be 0 or 1').max(1, 'must be 0 or 1').default(1))
  .transform((v) => v as 0 | 1)
  .meta({ description: 'Language: 0 Chinese (name, price CNY), 1 English (nameen, foreignprice USD). Default 1.', example: 1 });

/** A product or topic id: a positive whole number within int4 (no row has a larger id). */
export function rowIdParam(description: string) {
  return z
    .preprocess(
      numberFromText,
      wholeNumber('must be a positive whole number').min(1, 'must be a positive whole number').max(MAX_ROW_ID, `must be a whole number from 1 to ${MAX_ROW_ID}`),
    )
    .meta({ description, example: 1 });
}

const optionalText = (max: number, description: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `must be at most ${max} characters`).optional()).meta({ description });

/** A topic code: three digits per level (001 → 001002 → 001002003). */
const topicCodeText = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a topic code (digits)') })
  .trim()
  .regex(/^\d{1,30}$/, 'must be a topic code (digits)');

/** Comma-separated values of one pattern (at most `max`, de-duplicated), each checked by `accept`. */
function commaList<T>(
  options: { pattern: RegExp; max: number; message: string; description: string; example: string },
  map: (item: string) => T,
  accept: (value: T) => boolean = () => true,
) {
  const { pattern, max, message, description, example } = options;
  return z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .max(max * 12, message)
        .optional(),
    )
    .transform((text, ctx) => {
      if (text === undefined) return undefined;
      const items = text.split(',').map((s) => s.trim());
      const values = items.map(map);
      if (items.length > max || items.some((s) => !pattern.test(s)) || !values.every(accept)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return [...new Set(values)];
    })
    .meta({ description, example });
}

const topicIdsParam = commaList(
  {
    pattern: /^\d{1,10}$/,
    max: 50,
    message: 'must be up to 50 comma-separated topic ids',
    description: 'Topic ids, comma-separated; each includes its sub-topics.',
    example: '3,17',
  },
  Number,
  (id) => id >= 1 && id <= MAX_ROW_ID,
);
const colorCodesParam = commaList(
  {
    pattern: /^[A-Za-z0-9]{1,10}$/,
    max: 20,
    message: 'must be up to 20 comma-separated colour codes',
    description: 'Colour tick: colour codes (listColor[].ColorCode), comma-separated.',
    example: 'RD,GD',
  },
  (code) => code,
);
const priceGroupsParam = commaList(
  {
    pattern: /^[0-9]$/,
    max: 10,
    message: 'must be comma-separated price groups 0-9',
    description: 'Price-group tick: price_group values 0-9 (listPrice[].price_group), comma-separated.',
    example: '2,3',
  },
  Number,
);

/** Product orderings of /api/Product and GetByTopicCode (§7 writes `productExDTO.launchtime desc`). */
export const PRODUCT_ORDERS = ['launchtime desc', 'stock desc', 'sales desc', 'price asc', 'price desc', 'moq asc', 'relevance'] as const;
export type ProductOrderText = (typeof PRODUCT_ORDERS)[number];

const productOrderParam = z.preprocess(normalizeClause, oneOf(PRODUCT_ORDERS).optional()).meta({
  description:
    "One of 'launchtime desc', 'stock desc', 'sales desc', 'price asc', 'price desc' (the price the language shows), 'moq asc' (smallest minimum order first), 'relevance' (keyword rank, then newest). A `productExDTO.` prefix is accepted. Default: relevance with a keyword, else launchtime desc.",
  example: 'launchtime desc',
});

/** The filters of /api/Product, shared with /api/Product/GetFilter (whose ticks count under them). */
export const productFilterQuery = z.object({
  userId: userIdParam,
  languageFlag: languageFlagDefaultParam,
  keyword: optionalText(100, 'Search text: English or Chinese words, pinyin or an item code.'),
  title: optionalText(100, 'Heading of a topic link (/products?title=…&code=…); shown by pages, not a filter.'),
  code: z.preprocess(blankToUndefined, topicCodeText.optional()).meta({ description: 'Topic code: the topic and its sub-topics. Unknown → 404 naming code.', example: '001' }),
  topicIds: topicIdsParam,
  hasStock: switchParam('1: only products in stock (§9 inventory list).'),
  isHot: switchParam('1: only hot products (§9: isHot=1).'),
  price: z
    .preprocess(numberFromText, wholeNumber('must be a price band from 0 to 9').min(0, 'must be a price band from 0 to 9').max(9, 'must be a price band from 0 to 9').optional())
    .meta({ description: 'Price band 0-9 (§2 Price menu) on the price the language shows.', example: 4 }),
  ColorCode: colorCodesParam,
  light: switchParam('1: only products that light up (listLight tick).'),
  electric: switchParam('1: only electric products (listElectric tick).'),
  price_group: priceGroupsParam,
});
export type ProductFilterQuery = z.infer<typeof productFilterQuery>;

/** GET /api/Product (§7, R7.53). */
export const productListQuery = productFilterQuery.extend({
  page: pageParam,
  PageSize: pageSizeOf(20),
  orderBy: productOrderParam,
});
export type ProductListQuery = z.infer<typeof productListQuery>;

/** GET /api/Product/GetFilter (§7, R7.69). */
export const productFilterTicksQuery = productFilterQuery.extend({
  sessionGuid: z
    .preprocess(blankToUndefined, z.uuid({ error: 'must be a UUID' }).optional())
    .meta({ description: "The client's filter-session id (a UUID it makes up); echoed back, nothing is stored.", example: '0f8fad5b-d9cb-469f-a165-70867728950e' }),
});

/** GET /api/Product/GetByTopicCode (§7, R7.55: PageSize 20, OrderBy productExDTO.launchtime desc). */
export const productsByTopicQuery = z.object({
  userId: userIdParam,
  languageFlag: languageFlagDefaultParam,
  topicCode: topicCodeText.meta({ description: 'Topic code; the topic and its sub-topics. Unknown → 404 naming topicCode.', example: '001' }),
  page: pageParam,
  PageSize: pageSizeOf(20),
  OrderBy: z.preprocess(normalizeClause, oneOf(PRODUCT_ORDERS).default('launchtime desc')).meta({
    description: "Same values as orderBy on /api/Product; default 'productExDTO.launchtime desc'.",
    example: 'productExDTO.launchtime desc',
  }),
});

/** Path of GET /api/Product/{id}. */
export const productIdPath = z.object({ id: rowIdParam('Product id') });

/** Query of GET /api/Product/{id}. */
export const productDetailQuery = z.object({ userId: userIdParam, languageFlag: languageFlagDefaultParam });

/** GET /api/ProductDescription/GetProductDescriptionInfo (§7, R7.59). */
export const productDescriptionQuery = z.object({
  userId: userIdParam,
  productId: rowIdParam('Product id'),
  languageFlag: languageFlagDefaultParam,
});

/** GET /api/Product/SimilarListProduct_Tway. */
export const similarProductsQuery = z.object({
  userId: userIdParam,
  productId: rowIdParam('The product to find neighbours of'),
  PageSize: pageSizeOf(6),
  languageFlag: languageFlagDefaultParam,
});

/** A fixed-size product list (ERP hot 9, ERP recommended 20, top-selling 8: §9). */
export function productShortListQuery(defaultSize: number) {
  return z.object({ userId: userIdParam, PageSize: pageSizeOf(defaultSize), languageFlag: languageFlagDefaultParam });
}

/** GET /api/TopSellingProduct (§7 PageSize 8, data.list). */
export const topSellingQuery = productShortListQuery(8).extend({ page: pageParam });

/** GET /api/Home and /api/Home/GetAllTopic. */
export const homeQuery = z.object({ userId: userIdParam, languageFlag: languageFlagDefaultParam });
export const allTopicsQuery = z.object({ userId: userIdParam });

/** §7 /api/Topic orderings and topic screens, the only values accepted. */
export const TOPIC_ORDERS = ['productnum desc', 'productnum asc', 'code asc', 'code desc', 'sortnum asc'] as const;
export type TopicOrderText = (typeof TOPIC_ORDERS)[number];
export const TOPIC_SCREENS = ['istop in 1', 'istop in 0', 'istop in 0,1'] as const;
export type TopicScreenText = (typeof TOPIC_SCREENS)[number];

/** GET /api/Topic: `isGetAll, orderBy=productnum desc` or `pageSize=11, orderBy=code asc, screenStr=istop in 1`. */
export const topicListQuery = z.object({
  userId: userIdParam,
  isGetAll: isGetAllParam,
  page: pageParam,
  pageSize: pageSizeOf(20),
  orderBy: z.preprocess(normalizeClause, oneOf(TOPIC_ORDERS).default('sortnum asc')).meta({
    description: "One of 'productnum desc', 'productnum asc', 'code asc', 'code desc', 'sortnum asc' (default); ties by code.",
    example: 'productnum desc',
  }),
  screenStr: z.preprocess(normalizeClause, oneOf(TOPIC_SCREENS).optional()).meta({
    description: "Topic screen: 'istop in 1' (top topics), 'istop in 0' or 'istop in 0,1'; absent means every topic.",
    example: 'istop in 1',
  }),
});
export type TopicListQuery = z.infer<typeof topicListQuery>;

// Answers of the catalogue calls (§3 product, topic and filter ticks).

export const productTopicSchema = z
  .object({ code: z.string(), name: z.string(), nameen: z.string() })
  .meta({ id: 'ProductTopic', description: "The product's topic (classcode), both names" });

const productFields = {
  id: z.number().int(),
  code: z.string().meta({ description: 'Item code', example: 'LX24-0012' }),
  classcode: z.string().meta({ description: "Code of the product's topic", example: '001002003' }),
  keyword: z.string(),
  name: z.string().meta({ description: 'Chinese name (R3.14)' }),
  nameen: z.string().meta({ description: 'English name (R3.15)' }),
  price: z.number().meta({ description: 'CNY price, shown in Chinese' }),
  foreignprice: z.number().meta({ description: 'USD price, shown in English' }),
  stock: z.number().int(),
  launchtime: z.string().meta({ description: 'ISO 8601', example: '2025-10-01T08:00:00.000Z' }),
  topic: productTopicSchema.nullable(),
  Tick: z.number().int().meta({ description: 'Client-side selection mark; always 0 from the server' }),
  isHot: z.number().int().meta({ description: '1 for a hot product' }),
  moq: z.number().int().meta({ description: 'Minimum order quantity, in units' }),
  unitCode: z.string().meta({ description: 'Code in /api/Unit' }),
  unitName: z.string().meta({ description: "The unit's name in the languageFlag's language (the code when the unit list lacks it)", example: 'Piece' }),
  packCode: z.string().meta({ description: 'Code in /api/Pack' }),
  pcsPerCarton: z.number().int(),
  cartonLengthCm: z.number(),
  cartonWidthCm: z.number(),
  cartonHeightCm: z.number(),
  cartonVolumeM3: z.number().meta({ description: 'Length × width × height, m³ to 4 decimals' }),
  grossWeightKg: z.number(),
  netWeightKg: z.number(),
  barcode: z.string().meta({ description: 'EAN-13' }),
  languageFlag: z.union([z.literal(0), z.literal(1)]).meta({ description: 'The flag the display fields follow' }),
  displayName: z.string().meta({ description: 'name (flag 0) or nameen (flag 1)' }),
  displayPrice: z.number().meta({ description: 'price (flag 0) or foreignprice (flag 1)' }),
  currency: z.enum(['CNY', 'USD']),
};

export const productDtoSchema = z
  .object({
    ...productFields,
    pics: z.string().meta({ description: 'Picture paths, comma-separated; the first is the cover (R3.09)', example: '/Upload/product/a.webp,/Upload/product/b.webp' }),
  })
  .meta({ id: 'Product' });

export const recommendedProductSchema = z
  .object({
    ...productFields,
    pics: z.array(z.string()).meta({ description: 'Picture paths as an array (R3.08)' }),
  })
  .meta({ id: 'RecommendedProduct' });

const topicBase = z.object({
  id: z.number().int(),
  code: z.string().meta({ example: '001' }),
  fcode: z.string().meta({ description: "Parent topic's code; '' for a root" }),
  ...nameFields(() => z.string()),
  cover: z.string().meta({ description: 'Cover picture path' }),
  sortnum: z.number().int(),
  productnum: z.number().int().meta({ description: 'Products in the topic and its sub-topics' }),
  istop: z.number().int().meta({ description: '1 for a top topic (home tiles)' }),
});

export type TopicDto = z.infer<typeof topicBase> & { children: TopicDto[] };

export const topicSchema: z.ZodType<TopicDto> = topicBase
  .extend({
    children: z.lazy(() => z.array(topicSchema)).meta({ description: 'Sub-topics (tree); [] in flat lists' }),
  })
  .meta({ id: 'Topic' });

export const filterTicksSchema = z
  .object({
    sessionGuid: z.string().nullable().meta({ description: 'The sessionGuid sent, echoed' }),
    listColor: z.array(z.object({ ColorCode: z.string(), Tick: z.number().int(), name: z.string(), nameen: z.string() }).meta({ id: 'ColorTick' })),
    listLight: z.array(z.object({ light: z.number().int(), Tick: z.number().int() }).meta({ id: 'LightTick' })),
    listElectric: z.array(z.object({ light: z.number().int(), Tick: z.number().int() }).meta({ id: 'ElectricTick' })),
    listPrice: z.array(z.object({ price_group: z.number().int(), Tick: z.number().int() }).meta({ id: 'PriceGroupTick' })),
  })
  .meta({ id: 'FilterTicks' });

export const productDescriptionSchema = z
  .object({
    productId: z.number().int(),
    languageFlag: z.union([z.literal(0), z.literal(1)]).meta({ description: 'Language of content (the other one when only that is written)' }),
    content: z.string().meta({ description: "Sanitized HTML; '' when there is none" }),
  })
  .meta({ id: 'ProductDescription' });

export type ProductTopicRef = z.infer<typeof productTopicSchema>;
export type ProductDto = z.infer<typeof productDtoSchema>;
export type RecommendedProductDto = z.infer<typeof recommendedProductSchema>;
