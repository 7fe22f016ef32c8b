import { OpenAPIHono } from '@hono/zod-openapi';
import { messageEnvelopeSchema } from '@/lib/validation/envelope';
import {
  staffMeSchema,
  staffPasswordWriteSchema,
  staffProfileWriteSchema,
  staffTotpConfirmSchema,
  staffTotpOffSchema,
  staffTotpOnSchema,
  staffTotpStartSchema,
} from '@/lib/validation/staff';
import { changeOwnPassword, confirmTotp, disableTotp, startTotp, updateProfile } from '@/server/staff/profile';
import { dtoRoute } from '../kit/admin-row-routes';
import { jsonBody } from '../kit/route';
import { apiRoute } from '../kit/route-doc';
import { staffRoute } from '../kit/staff-route';

// The signed-in member's own account (ADR 0023, 0042), for every role: name and language,
// password, and the optional second factor (start → confirm with a code → on, with 10 recovery
// codes shown once; off with the password and a current code or a recovery code).

export const adminProfileApi = new OpenAPIHono();

dtoRoute(adminProfileApi, 'put', '/admin/me', {
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
    description:
      'A wrong `currentPassword` answers 401 naming it; after 5 wrong ones in 15 minutes this session gets 429 with Retry-After. The new password (12 to 200 characters) ends every other session and every unused setup or reset link of the member. Writes an audit row (staff.password-change).',
    ok: [messageEnvelopeSchema, 'Changed'],
    errors: ['bad_request', 'rate_limited', 'unavailable'],
  }),
  async (c, { db, staff }) => {
    await changeOwnPassword(db, staff, c.req.valid('json'));
    return c.json({ code: 0 as const, message: 'Password changed' }, 200);
  },
);

dtoRoute(adminProfileApi, 'post', '/admin/me/totp', {
  summary: 'Start switching the second factor on',
  description:
    'Answers a new secret and its otpauth:// URL (for a QR code). Nothing changes until PUT /api/admin/me/totp confirms a code of it (within 15 minutes). 409 when the second factor is on already.',
  dto: [staffTotpStartSchema, 'data.dto: the secret'],
  errors: ['conflict', 'unavailable'],
  run: ({ db, staff }) => startTotp(db, staff),
});

dtoRoute(adminProfileApi, 'put', '/admin/me/totp', {
  body: staffTotpConfirmSchema,
  summary: 'Confirm a code and switch the second factor on',
  description:
    'A wrong code answers 400 naming `code`; without a pending secret, 409. The answer carries the 10 recovery codes in plain text, this once only; each works once, at sign-in in place of the code or to switch the second factor off. Ends the unused setup and reset links of the member; writes an audit row (staff.totp-on).',
  dto: [staffTotpOnSchema, 'data.dto: the member (totpOn true) and recoveryCodes'],
  errors: ['bad_request', 'conflict', 'unavailable'],
  run: ({ db, staff }, { body }) => confirmTotp(db, staff, body.code),
});

dtoRoute(adminProfileApi, 'delete', '/admin/me/totp', {
  body: staffTotpOffSchema,
  summary: 'Switch the second factor off',
  description:
    'Needs the password (401 naming `password` when wrong) and `code`: the current 6 digits of the app or an unused recovery code (401 naming `code` when wrong or used). After 5 wrong tries in 15 minutes this session gets 429 with Retry-After. 409 when the second factor is off. Deletes the recovery codes and ends the unused setup and reset links; writes an audit row (staff.totp-off).',
  dto: [staffMeSchema, 'data.dto: the member (totpOn false)'],
  errors: ['bad_request', 'unauthorized', 'conflict', 'rate_limited', 'unavailable'],
  run: ({ db, staff }, { body }) => disableTotp(db, staff, body),
});
