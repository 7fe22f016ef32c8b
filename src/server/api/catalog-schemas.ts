import { z } from '@hono/zod-openapi';

// OpenAPI response shapes of the catalogue calls (§3 product, topic and filter ticks). The
// services' TypeScript types (src/server/catalog) are what handlers return; these describe them.

const productTopicSchema = z
  .object({ code: z.string(), name: z.string(), nameen: z.string() })
  .openapi('ProductTopic', { description: "The product's topic (classcode), both names" });

const productFields = {
  id: z.number().int(),
  code: z.string().openapi({ description: 'Item code', example: 'LX24-0012' }),
  classcode: z.string().openapi({ description: "Code of the product's topic", example: '001002003' }),
  keyword: z.string(),
  name: z.string().openapi({ description: 'Chinese name (R3.14)' }),
  nameen: z.string().openapi({ description: 'English name (R3.15)' }),
  price: z.number().openapi({ description: 'CNY price, shown in Chinese' }),
  foreignprice: z.number().openapi({ description: 'USD price, shown in English' }),
  stock: z.number().int(),
  launchtime: z.string().openapi({ description: 'ISO 8601', example: '2025-10-01T08:00:00.000Z' }),
  topic: productTopicSchema.nullable(),
  Tick: z.number().int().openapi({ description: 'Client-side selection mark; always 0 from the server' }),
  isHot: z.number().int().openapi({ description: '1 for a hot product' }),
  moq: z.number().int().openapi({ description: 'Minimum order quantity, in units' }),
  unitCode: z.string().openapi({ description: 'Code in /api/Unit' }),
  unitName: z.string().openapi({ description: "The unit's name in the languageFlag's language (the code when the unit list lacks it)", example: 'Piece' }),
  packCode: z.string().openapi({ description: 'Code in /api/Pack' }),
  pcsPerCarton: z.number().int(),
  cartonLengthCm: z.number(),
  cartonWidthCm: z.number(),
  cartonHeightCm: z.number(),
  cartonVolumeM3: z.number().openapi({ description: 'Length × width × height, m³ to 4 decimals' }),
  grossWeightKg: z.number(),
  netWeightKg: z.number(),
  barcode: z.string().openapi({ description: 'EAN-13' }),
  languageFlag: z.union([z.literal(0), z.literal(1)]).openapi({ description: 'The flag the display fields follow' }),
  displayName: z.string().openapi({ description: 'name (flag 0) or nameen (flag 1)' }),
  displayPrice: z.number().openapi({ description: 'price (flag 0) or foreignprice (flag 1)' }),
  currency: z.enum(['CNY', 'USD']),
};

export const productDtoSchema = z
  .object({
    ...productFields,
    pics: z.string().openapi({ description: 'Picture paths, comma-separated; the first is the cover (R3.09)', example: '/Upload/product/a.webp,/Upload/product/b.webp' }),
  })
  .openapi('Product');

export const recommendedProductSchema = z
  .object({
    ...productFields,
    pics: z.array(z.string()).openapi({ description: 'Picture paths as an array (R3.08)' }),
  })
  .openapi('RecommendedProduct');

const topicBase = z.object({
  id: z.number().int(),
  code: z.string().openapi({ example: '001' }),
  fcode: z.string().openapi({ description: "Parent topic's code; '' for a root" }),
  name: z.string().openapi({ description: 'Chinese name' }),
  nameen: z.string().openapi({ description: 'English name' }),
  cover: z.string().openapi({ description: 'Cover picture path' }),
  sortnum: z.number().int(),
  productnum: z.number().int().openapi({ description: 'Products in the topic and its sub-topics' }),
  istop: z.number().int().openapi({ description: '1 for a top topic (home tiles)' }),
});

type TopicShape = z.infer<typeof topicBase> & { children: TopicShape[] };

export const topicSchema: z.ZodType<TopicShape> = topicBase
  .extend({
    children: z.lazy(() => z.array(topicSchema)).openapi({ description: 'Sub-topics (tree); [] in flat lists' }),
  })
  .openapi('Topic');

export const filterTicksSchema = z
  .object({
    sessionGuid: z.string().nullable().openapi({ description: 'The sessionGuid sent, echoed' }),
    listColor: z.array(
      z.object({ ColorCode: z.string(), Tick: z.number().int(), name: z.string(), nameen: z.string() }).openapi('ColorTick'),
    ),
    listLight: z.array(z.object({ light: z.number().int(), Tick: z.number().int() }).openapi('LightTick')),
    listElectric: z.array(z.object({ light: z.number().int(), Tick: z.number().int() }).openapi('ElectricTick')),
    listPrice: z.array(z.object({ price_group: z.number().int(), Tick: z.number().int() }).openapi('PriceGroupTick')),
  })
  .openapi('FilterTicks');

export const productDescriptionSchema = z
  .object({
    productId: z.number().int(),
    languageFlag: z.union([z.literal(0), z.literal(1)]).openapi({ description: 'Language of content (the other one when only that is written)' }),
    content: z.string().openapi({ description: "Sanitized HTML; '' when there is none" }),
  })
  .openapi('ProductDescription');

/** `{ code: 0, message, data }` for the calls whose data is not a list, dto or listdto. */
export function dataEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(0), message: z.string(), data });
}

export function dataEnvelope<T>(data: T, message = 'ok') {
  return { code: 0 as const, message, data };
}
