import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { auditCsvQuery, auditListQuery, auditRowSchema } from '@/lib/validation/admin/audit';
import { attachmentDisposition } from '@/server/exports';
import { auditCsv } from '@/server/staff/audit-csv';
import { listAudit } from '@/server/staff/audit-list';
import { listRoute } from '../kit/admin-row-routes';
import { errorResponses } from '../kit/errors';
import { staffRoute } from '../kit/staff-route';

// The owner's audit log (ADR 0043): one page of rows filtered by member, action, record and
// days, and the same filters as a CSV file. Queries: src/server/staff/audit-list.ts.

export const adminAuditApi = new OpenAPIHono();

const FILTERS =
  'Filters (each exact, all optional): `staffId`, `action` (a listed code), `entity` + `entityId` (the record), `from`/`to` (days YYYY-MM-DD, both included, in the viewer’s zone: `tzOffset` minutes as getTimezoneOffset gives them). 400 naming the field for an unknown code, a bad day or `to` before `from`.';

listRoute(adminAuditApi, '/admin/audit', {
  query: auditListQuery,
  summary: 'The audit log',
  description: `Every staff write and sign-in, newest first, one page (\`page\`, \`pageSize\` ≤ 200) with the total. ${FILTERS} Each row has the member’s name (null once deleted) and email, and the record before and after; hashes and secrets are never in it.`,
  list: [auditRowSchema, 'data.list: one page'],
  run: ({ db, staff }, query) => listAudit(db, staff.siteId, query),
});

const csvRoute = createRoute({
  method: 'get',
  path: '/admin/audit.csv',
  tags: ['Workspace'],
  summary: 'The audit log as CSV',
  description: `Every row matching the filters (at most 100,000), newest first: UTF-8 with a BOM (Excel opens Chinese), headers and action names in \`lang\` (zh, en), the changed fields as "field: before → after" lines. A cell starting with = + - @ is prefixed with ' so a spreadsheet never runs it. ${FILTERS}`,
  request: { query: auditCsvQuery },
  responses: {
    200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses('bad_request', 'unauthorized', 'forbidden', 'unavailable'),
  },
});

staffRoute(adminAuditApi, csvRoute, async (c, { db, staff }) => {
  const query = c.req.valid('query');
  const day = new Date().toISOString().slice(0, 10);
  return c.body(auditCsv(db, staff.siteId, query), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': attachmentDisposition(`${query.lang === 'zh' ? '操作日志' : 'audit-log'}-${day}.csv`),
    'Cache-Control': 'private, no-store',
  });
});
