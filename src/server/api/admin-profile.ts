import { OpenAPIHono } from '@hono/zod-openapi';
import { messageEnvelopeSchema } from '@/lib/validation/envelope';
import { staffMeSchema, staffPasswordWriteSchema, staffProfileWriteSchema, staffTotpConfirmSchema, staffTotpOffSchema, staffTotpStartSchema } from '@/lib/validation/staff';
import { changeOwnPassword, confirmTotp, disableTotp, startTotp, updateProfile } from '@/server/staff/profile';
import { dtoRoute } from './admin-row-routes';
import { jsonBody } from './route';
import { apiRoute } from './route-doc';
import { staffRoute } from './staff-route';
import { EVERY_ROLE } from './workspace-roles';

// The signed-in member's own account (issue 15, ADR 0023), for every role: name and language,
// password, and the optional second factor (start → confirm with a code → on; off with the password).

export const adminProfileApi = new OpenAPIHono();

dtoRoute(adminProfileApi, 'put', '/admin/me', EVERY_ROLE, {
  body: staffProfileWriteSchema,
  summary: 'Change the own name and workspace language',
  description: "`language` 'zh' or 'en'.",
  dto: [staffMeSchema, 'data.dto: the member'],
  run: ({ db, staff }, { body }) => updateProfile(db, staff, body),
});

staffRoute(
  adminProfileApi,
  apiRoute('post', '/admin/me/password', { body: jsonBody(staffPasswordWriteSchema) }, 'Workspace', {
    summary: 'Change the own password',
    description: 'A wrong `currentPassword` answers 401 naming it. The new password (12 to 200 characters) ends every other session of the member.',
    ok: [messageEnvelopeSchema, 'Changed'],
    errors: ['bad_request', 'unavailable'],
  }),
  EVERY_ROLE,
  async (c, { db, staff }) => {
    await changeOwnPassword(db, staff, c.req.valid('json'));
    return c.json({ code: 0 as const, message: 'Password changed' }, 200);
  },
);

dtoRoute(adminProfileApi, 'post', '/admin/me/totp', EVERY_ROLE, {
  summary: 'Start switching the second factor on',
  description:
    'Answers a new secret and its otpauth:// URL (for a QR code). Nothing changes until PUT /api/admin/me/totp confirms a code of it (within 15 minutes). 409 when the second factor is on already.',
  dto: [staffTotpStartSchema, 'data.dto: the secret'],
  errors: ['conflict', 'unavailable'],
  run: ({ db, staff }) => startTotp(db, staff),
});

dtoRoute(adminProfileApi, 'put', '/admin/me/totp', EVERY_ROLE, {
  body: staffTotpConfirmSchema,
  summary: 'Confirm a code and switch the second factor on',
  description: 'A wrong code answers 400 naming `code`; without a pending secret, 409.',
  dto: [staffMeSchema, 'data.dto: the member (totpOn true)'],
  errors: ['bad_request', 'conflict', 'unavailable'],
  run: ({ db, staff }, { body }) => confirmTotp(db, staff, body.code),
});

dtoRoute(adminProfileApi, 'delete', '/admin/me/totp', EVERY_ROLE, {
  body: staffTotpOffSchema,
  summary: 'Switch the second factor off',
  description: 'Needs the password (401 naming `password` when wrong).',
  dto: [staffMeSchema, 'data.dto: the member (totpOn false)'],
  run: ({ db, staff }, { body }) => disableTotp(db, staff, body.password),
});
