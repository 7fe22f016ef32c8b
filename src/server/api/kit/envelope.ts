import type { z } from '@hono/zod-openapi';
import type { Paging } from '@/lib/validation/common';
import type { PageInfo } from '@/lib/validation/envelope';

export { dataEnvelopeSchema, dtoEnvelopeSchema, listdtoEnvelopeSchema, listEnvelopeSchema, messageEnvelopeSchema, pageInfoSchema } from '@/lib/validation/envelope';

// Builders of the §7 envelopes (schemas: src/lib/validation/envelope.ts) for handlers.

/** `{ code: 0, message: 'ok', data: { list, searchListResourceParamaters: { total, page, pageSize } } }` */
export function listEnvelope<T>(list: T[], total: number, paging: Paging, message = 'ok') {
  const pageInfo: PageInfo = paging.all ? { total, page: 1, pageSize: total } : { total, page: paging.page, pageSize: paging.pageSize };
  return { code: 0 as const, message, data: { list, searchListResourceParamaters: pageInfo } };
}

/** `{ code: 0, message, data: { dto } }` */
export function dtoEnvelope<T>(dto: T, message = 'ok') {
  return { code: 0 as const, message, data: { dto } };
}

/** `{ code: 0, message, data }` for the calls whose data is not a list, dto or listdto. */
export function dataEnvelope<T>(data: T, message = 'ok') {
  return { code: 0 as const, message, data };
}

/** `{ code: 0, message, data: { listdto } }` */
export function listdtoEnvelope<T>(listdto: T[], message = 'ok') {
  return { code: 0 as const, message, data: { listdto } };
}

/** OpenAPI `responses[200]` for a JSON envelope schema. */
export function okResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}
