import { OpenAPIHono } from '@hono/zod-openapi';
import { exchangeRateAnswerSchema, exchangeRateBodySchema } from '@/lib/validation/admin/exchange-rate';
import { exchangeRateHistory, setExchangeRate } from '@/server/inquiries';
import { dtoRoute } from '../kit/admin-row-routes';

// The owner's USD → CNY rate for quotes (ADR 0038). Owner only: sales read the rate where it
// is used (the quote editor's prices), never change it.

export const adminExchangeRateApi = new OpenAPIHono();

dtoRoute(adminExchangeRateApi, 'get', '/admin/exchange-rate', {
  summary: 'The exchange rate for quotes',
  description: 'current: the rate quote lines are converted with (yuan per dollar, when, who), null when never set; history: the last 10, newest first.',
  dto: [exchangeRateAnswerSchema, 'data.dto'],
  errors: ['unavailable'],
  run: ({ db, staff }) => exchangeRateHistory(db, staff.siteId),
});

dtoRoute(adminExchangeRateApi, 'put', '/admin/exchange-rate', {
  body: exchangeRateBodySchema,
  summary: 'Set the exchange rate for quotes',
  description:
    'Body `{ cnyPerUsd }`: yuan per US dollar as a decimal string (more than 0, at most 6 decimals). Applies to prices converted from now on; saved quote versions keep their prices. Audit exchange-rate.set.',
  dto: [exchangeRateAnswerSchema, 'data.dto: the rate and its history'],
  errors: ['bad_request', 'unavailable'],
  run: ({ db, staff, audit }, { body }) => setExchangeRate(db, { id: staff.id, siteId: staff.siteId, role: staff.role, audit }, body.cnyPerUsd),
});
