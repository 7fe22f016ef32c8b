import { OpenAPIHono, type z } from '@hono/zod-openapi';
import {
  PRODUCT_PICTURE_MAX_BYTES,
  productListQuery,
  productListRowSchema,
  productPicturesSchema,
  productPictureUploadSchema,
  productRowSchema,
  productWriteSchema,
} from '@/lib/validation/admin/products';
import { productBulkResultSchema, productBulkSchema, productBulkUndoSchema } from '@/lib/validation/admin/product-bulk';
import { productBulkBreaksResultSchema, productBulkBreaksSchema, productBulkBreaksUndoResultSchema, productBulkBreaksUndoSchema } from '@/lib/validation/admin/product-bulk-breaks';
import { idParam } from '@/lib/validation/admin/workspace-list-query';
import { listAdminProducts } from '@/server/catalog/admin/product-list';
import { bulkEditProducts, undoBulkEdit } from '@/server/catalog/admin/product-bulk';
import { addProductPicture, reorderProductPictures } from '@/server/catalog/admin/product-pictures';
import { createProduct, deleteProduct, duplicateProduct, getAdminProduct, updateProduct } from '@/server/catalog/admin/product-writes';
import type { Db } from '@/server/db/client';
import { bulkSetBreaks, undoBulkBreaks } from '@/server/pricing/bulk-breaks';
import { AppError } from '@/server/errors';
import { resourceRoutes } from '../kit/admin-resource-routes';
import { dtoRoute } from '../kit/admin-row-routes';
import { dtoEnvelope, dtoEnvelopeSchema } from '../kit/envelope';
import { apiRoute } from '../kit/route-doc';
import { staffRoute, type StaffContext } from '../kit/staff-route';

// The workspace's products, /api/admin/products… (roles: catalogue; the owner passes).
// Handlers read the input, call src/server/catalog/admin and wrap the answer.

export const adminProductsApi = new OpenAPIHono();

const product = resourceRoutes(adminProductsApi, '/admin/products', {
  list: [productListQuery, listAdminProducts, productListRowSchema, 'data.list and searchListResourceParamaters.total'],
  one: [getAdminProduct, productRowSchema, 'data.dto: the product'],
  words: {
    list: [
      'Products (workspace list)',
      'Every product, published or not, one page: search by item code prefix or name in either language, filters by topic, stock, hot, new, published.',
    ],
    one: ['One product (workspace)', 'Every editable field in both languages, with both descriptions.'],
  },
  writes: {
    noun: 'product',
    row: productRowSchema,
    body: productWriteSchema,
    create: {
      description: 'Item codes are unique (409 naming itemno). Descriptions pass the rich-text sanitizer. Audit: product.create.',
      errors: ['bad_request', 'conflict', 'unavailable'],
      run: ({ db, staff, audit }, { body }) => createProduct(db, staff.siteId, body, audit),
    },
    update: {
      description: 'The full editable body. Pictures the product lets go of are deleted when no other product lists them. Audit: product.update.',
      errors: ['bad_request', 'not_found', 'conflict', 'unavailable'],
      run: ({ db, staff, audit }, { id, body }) => updateProduct(db, staff.siteId, id, body, audit),
    },
    remove: {
      description: 'With its descriptions, cart lines and favorites. Audit: product.delete.',
      run: ({ db, staff, audit }, { id }) => deleteProduct(db, staff.siteId, id, audit),
    },
  },
});

product.action('post', 'duplicate', {
  summary: 'Duplicate a product',
  description: 'A copy with the item code suffixed -copy (-copy2… when taken), unpublished, pictures shared. Audit: product.duplicate.',
  dto: [productRowSchema, 'data.dto: the copy'],
  errors: ['bad_request', 'not_found', 'conflict', 'unavailable'],
  run: ({ db, staff, audit }, { id }) => duplicateProduct(db, staff.siteId, id, audit),
});

/**
 * A bulk call: one transaction over many products, answering each product's touched fields (or
 * quantity breaks) before and after — a bulk edit, setting breaks, or the undo of either; the
 * words and the answer's schema say which.
 */
function bulkRoute<B extends z.ZodType, R extends z.ZodType>(
  path: string,
  body: B,
  change: (db: Db, siteId: number, body: z.infer<B>, audit: StaffContext['audit']) => Promise<z.infer<R>>,
  words: { summary: string; description: string; answer: string },
  result: R,
): void {
  dtoRoute(adminProductsApi, 'post', path, {
    body,
    summary: words.summary,
    description: words.description,
    dto: [result, words.answer],
    errors: ['bad_request', 'not_found', 'unavailable'],
    run: ({ db, staff, audit }, input) => change(db, staff.siteId, input.body, audit),
  });
}

bulkRoute(
  '/admin/products/bulk',
  productBulkSchema,
  bulkEditProducts,
  {
    summary: 'Bulk edit products',
    description:
      'One change to 1–1,000 products in one transaction: CNY and USD price each set, ± an amount or ± a percent (to the cent); stock set or ±; MOQ; hot, new, published; topic. `preview: true` answers the before → after rows and writes nothing. Any unknown id → 404 naming ids; a change that would put one product’s price or stock out of bounds → 400 naming the field and the item code; in both cases nothing changes. Audit: one product.bulk row per product with its touched fields before and after.',
    answer: 'data.dto: each product’s touched fields before and after',
  },
  productBulkResultSchema,
);

bulkRoute(
  '/admin/products/bulk/undo',
  productBulkUndoSchema,
  undoBulkEdit,
  {
    summary: 'Undo a bulk edit',
    description:
      'Puts each product back to its `before` values, only where it still has the `after` values a bulk edit answered (a product changed since is left alone and listed in `skipped`). One transaction. Audit: one product.bulk-undo row per product restored.',
    answer: 'data.dto: the products restored, and the ones skipped',
  },
  productBulkResultSchema,
);

bulkRoute(
  '/admin/products/bulk/breaks',
  productBulkBreaksSchema,
  bulkSetBreaks,
  {
    summary: 'Set quantity breaks on products',
    description:
      'Quantity breaks for 1–1,000 products in one or both currencies, as ranges with a percent off each product’s own list price (rounded half-up to the cent); an empty list removes that currency’s breaks. A product whose breaks would be invalid (a range at or below its MOQ, a rounded price no lower than the range before it, no list price) is skipped with the reason; the others change in one transaction. `preview: true` answers the same and writes nothing. Any unknown id → 404 naming ids. Audit: one product.bulk row per product changed.',
    answer: 'data.dto: each product’s breaks before and after, and the products skipped with why',
  },
  productBulkBreaksResultSchema,
);

bulkRoute(
  '/admin/products/bulk/breaks/undo',
  productBulkBreaksUndoSchema,
  undoBulkBreaks,
  {
    summary: 'Undo setting quantity breaks',
    description:
      'Puts each product’s breaks back to `before`, only where they are still `after` and still valid for its MOQ and list price (others are left alone and listed in `skipped`). One transaction. Audit: one product.bulk-undo row per product restored.',
    answer: 'data.dto: how many were put back, and the products skipped',
  },
  productBulkBreaksUndoResultSchema,
);

staffRoute(
  adminProductsApi,
  apiRoute(
    'post',
    '/admin/products/{id}/pictures',
    { params: idParam, body: { required: true, content: { 'multipart/form-data': { schema: productPictureUploadSchema } } } },
    'Workspace',
    {
      summary: 'Upload a product picture',
      description: 'Multipart field `file`: JPEG, PNG, WebP or GIF (read from the bytes), at most 10 MB; stored under /Upload/product/ and appended. Audit: product.pictures.',
      ok: [dtoEnvelopeSchema(productRowSchema), 'data.dto: the product with the picture last'],
      errors: ['bad_request', 'not_found', 'conflict', 'payload_too_large', 'unavailable'],
    },
  ),
  async (c, { db, staff, audit }) => {
    const { id } = c.req.valid('param');
    const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    const file = form.file;
    if (!(file instanceof File)) throw new AppError('bad_request', 'file: a picture file is required (multipart field file)', { field: 'file' });
    if (file.size > PRODUCT_PICTURE_MAX_BYTES) throw new AppError('payload_too_large', 'file: must be at most 10 MB', { field: 'file' });
    const bytes = Buffer.from(await file.arrayBuffer());
    return c.json(dtoEnvelope(await addProductPicture(db, staff.siteId, id, bytes, audit)), 200);
  },
);

product.action('put', 'pictures', {
  body: productPicturesSchema,
  summary: 'Reorder or remove product pictures',
  description: 'The new order of the product’s own pictures (others → 400 naming pictures.N); removed files are deleted when no other product lists them. Audit: product.pictures.',
  dto: [productRowSchema, 'data.dto: the product'],
  run: ({ db, staff, audit }, { id, body }) => reorderProductPictures(db, staff.siteId, id, body.pictures, audit),
});
