import { OpenAPIHono } from '@hono/zod-openapi';
import { staffMeSchema } from '@/lib/validation/staff';
import { dtoEnvelope, dtoEnvelopeSchema } from '../kit/envelope';
import { apiRoute } from '../kit/route-doc';
import { staffRoute } from '../kit/staff-route';

// GET /api/admin/me: who the workspace is signed in as, for every role.

export const adminMeApi = new OpenAPIHono();

const meRoute = apiRoute('get', '/admin/me', {}, 'Workspace', {
  summary: 'The signed-in staff member',
  description: 'Email, name, role, workspace language and whether the second factor is on.',
  ok: [dtoEnvelopeSchema(staffMeSchema), 'data.dto: the member'],
  errors: ['unavailable'],
});

staffRoute(adminMeApi, meRoute, async (c, { staff }) =>
  c.json(
    dtoEnvelope(
      staffMeSchema.parse({ id: staff.id, email: staff.email, name: staff.name, role: staff.role, language: staff.language === 'en' ? 'en' : 'zh', totpOn: staff.totpOn }),
    ),
    200,
  ),
);
