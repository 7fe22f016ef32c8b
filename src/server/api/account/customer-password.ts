import { OpenAPIHono, type z } from '@hono/zod-openapi';
import { changePwdFormSchema, checkCodeBodySchema, resetEmailBodySchema, resetPwdBodySchema } from '@/lib/validation/account';
import { findCustomer, setPassword } from '@/server/accounts/customers';
import { requestPasswordReset, resetPassword, verifyResetCode } from '@/server/accounts/password-reset';
import { verifyPassword } from '@/server/accounts/passwords';
import { revokeOtherSessions, revokeSession } from '@/server/accounts/sessions';
import { forgiveAccount } from '@/server/accounts/sign-in-throttle';
import type { Db } from '@/server/db/client';
import { env } from '@/server/env';
import { consume } from '@/server/security/rate-limit';
import { signIn } from './customer-sign-in';
import { userEnvelopeSchema } from '@/lib/validation/account';
import { messageEnvelopeSchema } from '@/lib/validation/envelope';
import { AppError } from '@/server/errors';
import { FAILURE } from '../kit/failures';
import { customerRoute, jsonBody } from '../kit/route';
import { apiRoute, type RouteWords } from '../kit/route-doc';
import { sitePostRoute } from '../kit/site-post-route';

// §4 password reset (ResetPwdByEmail → CheckVeriCode → ResetPwd) and §7 ChangePwd, with the §8
// messages word for word.

export const RESET_MESSAGES = {
  sent: 'sent successfully, please check your email',
  sendFailed: 'sending email failed',
  codePassed: 'verification passed',
  codeError: 'verification code error',
  resetDone: 'password reset successful',
  resetFailed: 'failed to set password',
} as const;

export const customerPasswordApi = new OpenAPIHono();

const done = [messageEnvelopeSchema, 'Done; message as §8 words it'] as const;

sitePostRoute(customerPasswordApi, '/Customer/ResetPwdByEmail', {
  body: resetEmailBodySchema,
  perAddress: 'resetIp',
  summary: 'Email a 6-character reset code and link',
  description: 'language EN sends the English mail, empty the Chinese one. Unknown emails get the same answer and no mail.',
  ok: done,
  errors: ['bad_request', 'not_found', 'rate_limited', 'unavailable'],
  run: async (c, { db, siteId }, body) => {
    await consume('resetResend', `${siteId}:${body.email}`);
    await consume('resetEmail', `${siteId}:${body.email}`);
    const result = await requestPasswordReset(db, siteId, {
      email: body.email,
      language: body.language?.toUpperCase() === 'EN' ? 'en' : 'zh',
      // The link's host comes from configuration only, never from Host/X-Forwarded-Host.
      baseUrl: env().PUBLIC_BASE_URL,
    });
    if (result === 'failed') throw new AppError('unavailable', RESET_MESSAGES.sendFailed);
    return { code: 0 as const, message: RESET_MESSAGES.sent };
  },
});

/** A body that names its site (sitePostRoute reads `userId`). */
type SiteBody = z.ZodObject<{ userId: z.ZodType<number | undefined> }>;

interface EmailedCode<B extends SiteBody> extends Pick<RouteWords<z.ZodType>, 'summary' | 'description'> {
  body: B;
  /** The §8 words when the code passes, and when the service refuses it. */
  answers: readonly [passed: string, refused: string];
  /** Checks (and may use up) the code; false when it is wrong, used or expired. */
  spend: (site: { db: Db; siteId: number }, body: z.infer<B>) => Promise<boolean>;
}

/**
 * CheckVeriCode and ResetPwd both spend the emailed code (§4): they count against the per-address
 * code limit, document the same failures, and a refused code answers 400 naming veriCode.
 */
function emailedCodeRoute<B extends SiteBody>(path: string, spec: EmailedCode<B>): void {
  const {
    answers: [passed, refused],
    spend,
    ...words
  } = spec;
  sitePostRoute(customerPasswordApi, path, {
    ...words,
    perAddress: 'codeIp',
    ok: done,
    errors: ['bad_request', 'not_found', 'rate_limited'],
    run: async (_c, site, body) => {
      if (!(await spend(site, body))) throw new AppError('bad_request', refused, { field: 'veriCode' });
      return { code: 0 as const, message: passed };
    },
  });
}

emailedCodeRoute('/Customer/CheckVeriCode', {
  body: checkCodeBodySchema,
  summary: 'Check an emailed reset code',
  description: 'Codes expire after 15 minutes; 5 wrong tries void a code.',
  answers: [RESET_MESSAGES.codePassed, RESET_MESSAGES.codeError],
  spend: ({ db, siteId }, body) => verifyResetCode(db, siteId, body.email, body.veriCode),
});

emailedCodeRoute('/Customer/ResetPwd', {
  body: resetPwdBodySchema,
  summary: 'Set a new password with an emailed code',
  description: 'Uses the code up and signs the account out everywhere.',
  answers: [RESET_MESSAGES.resetDone, RESET_MESSAGES.resetFailed],
  spend: async ({ db, siteId }, body) => {
    if (!(await resetPassword(db, siteId, body.email, body.veriCode, body.pwd))) return false;
    await forgiveAccount(siteId, body.email);
    return true;
  },
});

customerRoute(
  customerPasswordApi,
  apiRoute('post', '/Customer/ChangePwd', { body: jsonBody(changePwdFormSchema) }, 'Customer', {
    summary: 'Change the password of the signed-in customer',
    description: 'Body oldPwd, pwd, checkPwd (§7 "not shown"). Ends the other sessions and rotates this one.',
    ok: [userEnvelopeSchema, 'Changed; the new session in dto'],
    errors: ['bad_request', 'rate_limited'],
  }),
  FAILURE.changePassword,
  async (c, { db, me }) => {
    const body = c.req.valid('json');
    await consume('changePwdCustomer', `${me.siteId}:${me.customerId}`);
    const customer = await findCustomer(db, me.siteId, me.customerId);
    if (!customer || !(await verifyPassword(customer.pwdHash, body.oldPwd))) {
      throw new AppError('bad_request', 'oldPwd: the current password is incorrect', { field: 'oldPwd' });
    }
    await setPassword(db, customer.id, body.pwd);
    await revokeOtherSessions(db, customer.id, me.sessionId);
    await revokeSession(db, me.sessionId);
    const transport = c.req.header('authorization') ? 'header' : 'cookie';
    const dto = await signIn(c, db, me.siteId, customer, { autoLogin: me.autoLogin, transport });
    return c.json({ code: 0 as const, message: 'changePassword ok', data: { dto } }, 200);
  },
);
