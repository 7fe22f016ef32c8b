import { z } from 'zod';
import { nameFields, textFields } from '../common';
import { INT4_MAX, PRODUCT_CODE_MAX } from '../limits';
import { readonlyFields } from './workspace-fields';
import { LIST_Q_MAX, workspaceListQuery } from './workspace-list-query';

// Contracts of the workspace's product screens and routes (/api/admin/products…). The
// routes validate with them, the OpenAPI document shows them, the workspace screens are drawn from
// them (`.meta({ widget })` where the type alone does not say which input to use).
//
// A product belongs to ONE topic (`products.classcode`, §3: the storefront's topic lists, counts
// and facets all read that one code), so the write schema takes `topicId`, and the bulk edit
// moves a selection into a topic (`{ topicId }`), rather than adding or removing one of many.

export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_KEYWORD_MAX = 500;
/** A material as factories write it ("PP + iron wire", "陶瓷"), per language. */
export const PRODUCT_MATERIAL_MAX = 100;
export const PRODUCT_RICH_TEXT_MAX = 200_000;
/** Pictures one product keeps (the first is the cover). */
export const PRODUCT_PICTURES_MAX = 30;
export const PRODUCT_PRICE_MAX = 10_000_000;
export const PICTURE_PATH_MAX = 512;
/** Rows one bulk edit may change (one transaction). */
export const BULK_IDS_MAX = 1000;
/** Largest picture upload (POST /api/admin/products/{id}/pictures). */
export const PRODUCT_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** A stored picture: `/Upload/…` (no `..`). A signed link the API answered (`?e=…&s=…`) is read back as its path. */
export const UPLOAD_PICTURE_PATH = /^\/Upload\/[A-Za-z0-9._\-/]+$/;
/** A stored picture path; `orEmpty` also takes '' (no picture, e.g. a topic without a cover). */
export const picturePath = ({ orEmpty = false } = {}) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .trim()
            .replace(/^https?:\/\/[^/]+(?=\/Upload\/)/i, '')
            .replace(/\?.*$/, '')
        : v,
    z
      .string()
      .max(PICTURE_PATH_MAX)
      .refine(
        (v) => (orEmpty && v === '') || (UPLOAD_PICTURE_PATH.test(v) && !v.includes('..')),
        orEmpty ? 'must be a stored picture path (/Upload/…) or empty' : 'must be a stored picture path (/Upload/…)',
      ),
  );

/** Text that must not be blank once trimmed. */
export const requiredText = (max: number) => z.string().trim().min(1, 'is required').max(max);
const optionalText = (max: number) => z.string().trim().max(max).default('');
/** Money: 0..10,000,000 with at most two decimals (numeric(12,2)). */
const money = () =>
  z
    .number()
    .min(0)
    .max(PRODUCT_PRICE_MAX)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'must have at most two decimals');
const decimal = (max: number, places: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .refine((v) => Math.abs(Math.round(v * 10 ** places) - v * 10 ** places) < 1e-6, `must have at most ${places} decimal${places > 1 ? 's' : ''}`)
    .default(0);
const count = (min: number) => z.number().int().min(min).max(INT4_MAX);

/** Sortable list fields (`sort=`); `price` is the CNY price. */
export const PRODUCT_SORT_FIELDS = ['id', 'itemno', 'updatedAt', 'price'] as const;
const booleanText = z.enum(['true', 'false']).transform((v) => v === 'true');

/** A product's yes/no marks, each a filter of the list (`hot=true`, `published=false`). */
const PRODUCT_FLAGS = ['hot', 'new', 'published'] as const;
const flagFilters = Object.fromEntries(PRODUCT_FLAGS.map((flag) => [flag, booleanText.optional()])) as Record<(typeof PRODUCT_FLAGS)[number], z.ZodOptional<typeof booleanText>>;

/** GET /api/admin/products query. */
export const productListQuery = workspaceListQuery(PRODUCT_SORT_FIELDS, 'desc')
  .extend({
    q: z.string().trim().max(LIST_Q_MAX).optional().meta({ description: 'Item code (prefix) or name in either language' }),
    topicId: z.coerce.number().int().min(1).max(INT4_MAX).optional().meta({ description: 'The topic and its subtopics' }),
    stock: z.enum(['in', 'out']).optional(),
    ...flagFilters,
  })
  .meta({ id: 'AdminProductListQuery' });
export type ProductListQuery = z.infer<typeof productListQuery>;

/** The body of create and update: every editable field, both languages side by side. */
export const productWriteSchema = z
  .object({
    itemno: requiredText(PRODUCT_CODE_MAX).meta({ description: 'Item code, unique in the catalogue' }),
    ...nameFields(() => requiredText(PRODUCT_NAME_MAX)),
    keyword: optionalText(PRODUCT_KEYWORD_MAX).meta({ description: 'Extra search words, comma separated' }),
    topicId: z.number().int().min(1).max(INT4_MAX).meta({ widget: 'topic' }),
    price: money().meta({ description: 'CNY price' }),
    foreignprice: money().meta({ description: 'USD price' }),
    stock: count(0).default(0),
    moq: count(1).default(1).meta({ description: 'Minimum order quantity' }),
    // Every product is sold in some unit: none given is a piece (the storefront writes "MOQ 96 pieces").
    unitCode: z
      .string()
      .trim()
      .max(40)
      .transform((code) => code || 'PC')
      .default('PC')
      .meta({ widget: 'unit', description: 'Code from the unit list (PC when empty)' }),
    packCode: optionalText(40).meta({ widget: 'packing', description: 'Code from the packing list' }),
    pcsPerCarton: count(1).default(1),
    cartonLengthCm: decimal(100_000, 1),
    cartonWidthCm: decimal(100_000, 1),
    cartonHeightCm: decimal(100_000, 1),
    grossWeightKg: decimal(1_000_000, 2),
    netWeightKg: decimal(1_000_000, 2),
    barcode: optionalText(64),
    material: optionalText(PRODUCT_MATERIAL_MAX).meta({ description: 'What the product is made of (Chinese)' }),
    materialen: optionalText(PRODUCT_MATERIAL_MAX).meta({ description: 'What the product is made of (English)' }),
    colorCode: optionalText(40).meta({ widget: 'colour', description: 'Code from the colour list' }),
    light: z.boolean().default(false),
    electric: z.boolean().default(false),
    pictures: z.array(picturePath()).max(PRODUCT_PICTURES_MAX).default([]).meta({ widget: 'images', description: 'Ordered; the first is the cover' }),
    description: z.string().max(PRODUCT_RICH_TEXT_MAX).default('').meta({ widget: 'richtext', description: 'Chinese description' }),
    descriptionen: z.string().max(PRODUCT_RICH_TEXT_MAX).default('').meta({ widget: 'richtext', description: 'English description' }),
    hot: z.boolean().default(false),
    new: z.boolean().default(false),
    launchtime: z.iso.datetime({ offset: true }).optional().meta({ widget: 'datetime', description: 'Launch time (ISO 8601); now when omitted on create' }),
    published: z.boolean().default(true),
  })
  .meta({ id: 'AdminProductWrite' });
export type ProductWrite = z.infer<typeof productWriteSchema>;

/** One product as one/create/update/delete/duplicate answer it: the write fields plus the row's own. */
export const productRowSchema = productWriteSchema
  .extend({
    id: z.number().int(),
    launchtime: z.string().meta({ widget: 'datetime' }),
    ...readonlyFields({ topicCode: z.string(), sales: z.number().int(), createdAt: z.string(), updatedAt: z.string() }),
  })
  .meta({ id: 'AdminProduct' });
export type ProductRow = z.infer<typeof productRowSchema>;

/** One line of the list: lean, so a page of 200 reads no descriptions. */
export const productListRowSchema = z
  .object({
    id: z.number().int(),
    ...textFields('itemno', 'name', 'nameen'),
    picture: z.string().meta({ widget: 'image', description: 'First picture path; empty when none' }),
    price: z.number(),
    foreignprice: z.number(),
    stock: z.number().int(),
    published: z.boolean(),
    hot: z.boolean(),
    new: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminProductListRow' });
export type ProductListRow = z.infer<typeof productListRowSchema>;

/** PUT /api/admin/products/{id}/pictures: the new order; only pictures the product has. */
export const productPicturesSchema = z.object({ pictures: z.array(picturePath()).max(PRODUCT_PICTURES_MAX).meta({ widget: 'images' }) }).meta({ id: 'AdminProductPictures' });
export type ProductPictures = z.infer<typeof productPicturesSchema>;

/** POST /api/admin/products/{id}/pictures: multipart form with the picture in `file`. */
export const productPictureUploadSchema = z
  .object({ file: z.any().meta({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or GIF, at most 10 MB' }) })
  .meta({ id: 'AdminProductPictureUpload' });
