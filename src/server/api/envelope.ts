import { z } from '@hono/zod-openapi';
import type { Paging } from '@/lib/validation/common';

// §7 response envelopes. Success is always `code: 0`; the client reads `data.list` (+ total),
// `data.dto` or `data.listdto`. Each shape has a builder for handlers and a schema for OpenAPI.

export const pageInfoSchema = z
  .object({
    total: z.number().int().openapi({ description: 'Rows in the whole list (R3.55)' }),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('SearchListResourceParamaters');
export type PageInfo = z.infer<typeof pageInfoSchema>;

export function listEnvelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({
    code: z.literal(0),
    message: z.string(),
    data: z.object({ list: z.array(item), searchListResourceParamaters: pageInfoSchema }),
  });
}

export function dtoEnvelopeSchema<T extends z.ZodType>(dto: T) {
  return z.object({ code: z.literal(0), message: z.string(), data: z.object({ dto }) });
}

export function listdtoEnvelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({ code: z.literal(0), message: z.string(), data: z.object({ listdto: z.array(item) }) });
}

/** `{ code: 0, message: 'ok', data: { list, searchListResourceParamaters: { total, page, pageSize } } }` */
export function listEnvelope<T>(list: T[], total: number, paging: Paging, message = 'ok') {
  const pageInfo: PageInfo = paging.all
    ? { total, page: 1, pageSize: total }
    : { total, page: paging.page, pageSize: paging.pageSize };
  return { code: 0 as const, message, data: { list, searchListResourceParamaters: pageInfo } };
}

/** `{ code: 0, message, data: { dto } }` */
export function dtoEnvelope<T>(dto: T, message = 'ok') {
  return { code: 0 as const, message, data: { dto } };
}

/** `{ code: 0, message, data: { listdto } }` */
export function listdtoEnvelope<T>(listdto: T[], message = 'ok') {
  return { code: 0 as const, message, data: { listdto } };
}

/** OpenAPI `responses[200]` for a JSON envelope schema. */
export function okResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}
