import { OpenAPIHono } from '@hono/zod-openapi';
import { keepPricesBodySchema, keptPricesSchema } from '@/lib/validation/admin/pricing';
import { getKeptPrices, keepPrices } from '@/server/pricing/admin/kept-prices-admin';
import { dtoRoute } from '../kit/admin-row-routes';
import type { StaffContext } from '../kit/staff-route';

// The desk's "keep as the buyer's prices" (ADR 0052): an inquiry's accepted quote becomes a fixed
// price list held by its buyer for N days. Same visibility as every desk call on one inquiry.

export const adminKeptPricesApi = new OpenAPIHono();
const PATH = '/admin/inquiries/{id}/kept-prices';
const VISIBILITY = 'A sales member reaches their own and unassigned inquiries (another’s answers 404 naming id); the owner every inquiry of the site.';
const desk = ({ staff, audit }: StaffContext) => ({ id: staff.id, siteId: staff.siteId, role: staff.role, audit });

dtoRoute(adminKeptPricesApi, 'get', PATH, {
  summary: 'The prices kept from an inquiry’s accepted quote',
  description: `The price list kept from it (its end and whether it still applies), or list: null. ${VISIBILITY}`,
  dto: [keptPricesSchema],
  run: (context, { id }) => getKeptPrices(context.db, desk(context), id),
});

dtoRoute(adminKeptPricesApi, 'post', PATH, {
  body: keepPricesBodySchema,
  summary: 'Keep an accepted quote as the buyer’s prices',
  description: `A fixed price list held by the inquiry’s buyer from now for days (default 90, at most 366), one price per product at the accepted version’s unit price, the list named for the inquiry and version in locale (the member’s workspace language, default en); keeping it again replaces the list kept before. No accepted quote → 409 naming id. Audit: price-list.keep-quote. ${VISIBILITY}`,
  dto: [keptPricesSchema, 'data.dto: the kept list'],
  errors: ['bad_request', 'not_found', 'conflict', 'unavailable'],
  run: (context, { id, body }) => keepPrices(context.db, desk(context), id, body),
});
