import { OpenAPIHono } from '@hono/zod-openapi';
import { exchangeRateAnswerSchema, exchangeRateBodySchema } from '@/lib/validation/admin/exchange-rate';
import { exchangeRateHistory, setExchangeRate, type DeskStaff } from '@/server/inquiries';
import { dtoEnvelope, dtoEnvelopeSchema } from '../kit/envelope';
import { jsonBody } from '../kit/route';
import { apiRoute } from '../kit/route-doc';
import { staffRoute } from '../kit/staff-route';

// The owner's USD → CNY rate for quotes (ADR 0038). Owner only: sales read the rate where it
// is used (the quote editor's prices), never change it.

export const adminExchangeRateApi = new OpenAPIHono();

staffRoute(
  adminExchangeRateApi,
  apiRoute('get', '/admin/exchange-rate', {}, 'Workspace', {
    summary: 'The exchange rate for quotes',
    description: 'current: the rate quote lines are converted with (yuan per dollar, when, who), null when never set; history: the last 10, newest first.',
    ok: [dtoEnvelopeSchema(exchangeRateAnswerSchema), 'data.dto'],
    errors: ['unavailable'],
  }),
  async (c, { db, staff }) => c.json(dtoEnvelope(await exchangeRateHistory(db, staff.siteId)), 200),
);

staffRoute(
  adminExchangeRateApi,
  apiRoute('put', '/admin/exchange-rate', { body: jsonBody(exchangeRateBodySchema) }, 'Workspace', {
    summary: 'Set the exchange rate for quotes',
    description:
      'Body `{ cnyPerUsd }`: yuan per US dollar as a decimal string (more than 0, at most 6 decimals). Applies to prices converted from now on; saved quote versions keep their prices. Audit exchange-rate.set.',
    ok: [dtoEnvelopeSchema(exchangeRateAnswerSchema), 'data.dto: the rate and its history'],
    errors: ['bad_request', 'unavailable'],
  }),
  async (c, { db, staff, audit }) => {
    const desk: DeskStaff = { id: staff.id, siteId: staff.siteId, role: staff.role, audit };
    return c.json(dtoEnvelope(await setExchangeRate(db, desk, c.req.valid('json').cnyPerUsd)), 200);
  },
);
