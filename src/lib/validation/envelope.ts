import { z } from 'zod';

// §7 response envelopes, the wire contract of every JSON answer: success is always `code: 0`; the
// client reads `data.list` (+ searchListResourceParamaters.total), `data.dto` or `data.listdto`.
// The server builds them (src/server/api/kit/envelope.ts) and documents them with these schemas; the
// browser's API clients type their answers with `Envelope`.

/** Any §7 answer: `{ code, message, data }`. */
export type Envelope<T> = { code: number; message: string; data: T };

export const pageInfoSchema = z
  .object({
    total: z.number().int().meta({ description: 'Rows in the whole list (R3.55)' }),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'SearchListResourceParamaters' });
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** `{ code: 0, message }`: a call that answers no data. */
export const messageEnvelopeSchema = z.object({ code: z.literal(0), message: z.string() });

/** `{ code: 0, message, data }` for the calls whose data is not a list, dto or listdto. */
export function dataEnvelopeSchema<T extends z.ZodType>(data: T) {
  return messageEnvelopeSchema.extend({ data });
}

export function listEnvelopeSchema<T extends z.ZodType>(item: T) {
  return dataEnvelopeSchema(z.object({ list: z.array(item), searchListResourceParamaters: pageInfoSchema }));
}

export function dtoEnvelopeSchema<T extends z.ZodType>(dto: T) {
  return dataEnvelopeSchema(z.object({ dto }));
}

export function listdtoEnvelopeSchema<T extends z.ZodType>(item: T) {
  return dataEnvelopeSchema(z.object({ listdto: z.array(item) }));
}
