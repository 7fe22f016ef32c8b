import { z } from 'zod';
import { cartIdsPath } from '@/lib/validation/cart';
import { blankToUndefined } from '@/lib/validation/common';
import { EXPORT_LANGS } from './labels';

// Query of the two download calls (beyond the spec). A bad value is a 400 naming its
// field; `lang` defaults to the account's language.

export const EXPORT_FORMATS = ['pdf', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const format = z
  .enum(EXPORT_FORMATS, { error: (issue) => (issue.input === undefined ? "is required: 'pdf' or 'xlsx'" : "must be 'pdf' or 'xlsx'") })
  .meta({ description: 'pdf (A4) or xlsx (Excel, pictures embedded)', example: 'pdf' });

const lang = z
  .preprocess(blankToUndefined, z.enum(EXPORT_LANGS, { error: "must be 'en' or 'zh'" }).optional())
  .meta({ description: "Language of the file: 'zh' (Chinese names, CNY ¥) or 'en' (English names, USD $). Default: the account's language.", example: 'en' });

export const orderExportQuery = z.object({ format, lang });

export const cartExportQuery = z.object({
  format,
  lang,
  ids: z
    .preprocess(blankToUndefined, cartIdsPath.shape.ids.optional())
    .meta({ description: 'Cart line ids (data.list[].id), comma-joined: only these lines. Default: the whole cart.', example: '7,9' }),
});
