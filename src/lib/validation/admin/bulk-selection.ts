import { z } from 'zod';
import { INT4_MAX } from '../limits';
import { BULK_IDS_MAX } from './products';

// What every bulk edit of a product selection sends: the selected ids (one transaction, at most
// BULK_IDS_MAX), the change, and `preview`; and what its undo sends back: each product's values
// as the edit was shown them, before and after.

export const bulkIdsSchema = z.array(z.number().int().min(1).max(INT4_MAX)).min(1).max(BULK_IDS_MAX);

/** A bulk edit's body: `ids`, then the change (`{ change }`, `{ breaks }`…), then `preview` (described per edit). */
export const bulkEditBodyOf = <Change extends z.ZodRawShape>(change: Change, previewDescription: string) =>
  z.object({ ids: bulkIdsSchema, ...change, preview: z.boolean().default(false).meta({ description: previewDescription }) });

/** A bulk edit's undo body: each product's `values` before the edit and after it. */
export const bulkUndoBodyOf = <Values extends z.ZodType>(values: Values) =>
  z.object({
    products: z
      .array(z.object({ id: z.number().int().min(1).max(INT4_MAX), before: values, after: values }))
      .min(1)
      .max(BULK_IDS_MAX),
  });
