import { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { accessCodeGenerateSchema, accessCodeListQuery, accessCodeRowSchema, accessCodeWriteSchema, generatedAccessCodeSchema } from '@/lib/validation/admin/access';
import { deleteAccessCode, generateAccessCodes, getAccessCode, listAccessCodes, revokeAccessCode, updateAccessCode } from '@/server/access/admin/access-codes';
import { areaRuleResource } from '@/server/access/admin/area-rule-resource';
import { CRUD_CONTRACTS } from '@/lib/validation/admin/crud-contracts';
import { areaRules } from '@/server/db/schema';
import { registerCrudRoutes } from '../kit/admin-crud-routes';
import { dtoRoute, listRoute } from '../kit/admin-row-routes';
import { listdtoEnvelope, listdtoEnvelopeSchema } from '../kit/envelope';
import { jsonBody } from '../kit/route';
import { apiRoute } from '../kit/route-doc';
import { staffRoute } from '../kit/staff-route';

// The workspace's access calls (role catalogue): the area-restriction rules (§4) and the
// access codes that let restricted visitors in (/accessCode).

export const adminAccessApi = new OpenAPIHono();

registerCrudRoutes(adminAccessApi, {
  path: '/admin/area-rules',
  one: 'area rule',
  many: 'area rules',
  ...CRUD_CONTRACTS['area-rules'],
  resource: areaRuleResource,
  filters: (query) => [query.restricted ? eq(areaRules.restricted, query.restricted === 'true') : undefined],
});

const CODES = '/admin/access-codes';
const CODE = `${CODES}/{id}`;

listRoute(adminAccessApi, CODES, {
  query: accessCodeListQuery,
  summary: 'List access codes',
  description: 'Status (active, expired, revoked), usage count and expiry of each code; q searches the note. The codes themselves are stored hashed and never listed.',
  list: [accessCodeRowSchema],
  run: ({ db, staff }, query) => listAccessCodes(db, staff.siteId, query),
});

staffRoute(
  adminAccessApi,
  apiRoute('post', `${CODES}/generate`, { body: jsonBody(accessCodeGenerateSchema) }, 'Workspace', {
    summary: 'Generate access codes',
    description:
      '1 to 500 random codes (no 0/O, 1/I/L) with an optional expiry and note. The answer is the only time the codes can be read. Writes an audit row (access-code.generate).',
    ok: [listdtoEnvelopeSchema(generatedAccessCodeSchema), 'data.listdto: the new codes in plain text'],
    errors: ['bad_request', 'unavailable'],
  }),
  async (c, { db, staff, audit }) => c.json(listdtoEnvelope(await generateAccessCodes(db, { siteId: staff.siteId, audit }, c.req.valid('json'))), 200),
);

dtoRoute(adminAccessApi, 'get', CODE, {
  summary: 'One access code',
  description: "Its status, usage and expiry; 404 naming id for an unknown id or another site's code.",
  dto: [accessCodeRowSchema],
  run: ({ db, staff }, { id }) => getAccessCode(db, staff.siteId, id),
});

dtoRoute(adminAccessApi, 'put', CODE, {
  body: accessCodeWriteSchema,
  summary: 'Change an access code’s note or expiry',
  description: 'Writes an audit row (access-code.update).',
  dto: [accessCodeRowSchema, 'data.dto: the code as stored'],
  run: ({ db, staff, audit }, { id, body }) => updateAccessCode(db, { siteId: staff.siteId, audit }, id, body),
});

dtoRoute(adminAccessApi, 'post', `${CODE}/revoke`, {
  summary: 'Revoke an access code',
  description: 'The code stops working at once and the visitors it let in are restricted again. Writes an audit row (access-code.revoke); revoking twice changes nothing.',
  dto: [accessCodeRowSchema, 'data.dto: the revoked code'],
  run: ({ db, staff, audit }, { id }) => revokeAccessCode(db, { siteId: staff.siteId, audit }, id),
});

dtoRoute(adminAccessApi, 'delete', CODE, {
  summary: 'Delete an access code',
  description: 'Also ends the unlocks it gave. Writes an audit row (access-code.delete).',
  dto: [accessCodeRowSchema, 'data.dto: the deleted code'],
  run: ({ db, staff, audit }, { id }) => deleteAccessCode(db, { siteId: staff.siteId, audit }, id),
});
