import { OpenAPIHono } from '@hono/zod-openapi';
import { dashboardQuery, dashboardStatsSchema } from '@/lib/validation/admin/dashboard';
import { dashboardStats } from '@/server/inquiries';
import { dtoEnvelope, dtoEnvelopeSchema } from '../kit/envelope';
import { apiRoute } from '../kit/route-doc';
import { staffRoute } from '../kit/staff-route';

// The workspace dashboard's figures. The inquiry figures follow the inbox's visibility
// (sales: their own and the unassigned; the owner: the whole site); a catalogue member gets 403.

export const adminDashboardApi = new OpenAPIHono();

staffRoute(
  adminDashboardApi,
  apiRoute('get', '/admin/dashboard', { query: dashboardQuery }, 'Workspace', {
    summary: 'The dashboard figures',
    description:
      'For the last `days` UTC days (7–365, default 30) or an explicit `from`–`to` (both, at most 365 days): inquiries per day (every day, 0 when none) and per ISO week, ' +
      'the median time from receipt to the first sent quote, the share quoted within 24 h (of the inquiries quoted or received at least 24 h ago), accepted ÷ quoted, ' +
      'the 10 most requested products (by inquiries, then quantity) and page visits per country (the trusted proxy’s AREA_COUNTRY_HEADER; null = unknown). ' +
      'A sales member’s inquiry figures cover their own and the unassigned inquiries (scope `mine`), the owner’s the whole site (`site`).',
    ok: [dtoEnvelopeSchema(dashboardStatsSchema), 'data.dto: the figures'],
    errors: ['bad_request', 'unavailable'],
  }),
  async (c, { db, staff }) => c.json(dtoEnvelope(await dashboardStats(db, staff, c.req.valid('query'))), 200),
);
