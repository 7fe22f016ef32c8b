import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { googleLoginBodySchema, loginBodySchema, registerBodySchema } from '@/lib/validation/account';
import { accountNums } from '@/server/accounts/account-nums';
import { useCaptcha } from '@/server/accounts/captchas';
import { checkCredentials, createCustomer, findCustomer, findCustomerByEmail, linkGoogle } from '@/server/accounts/customers';
import { verifyGoogleToken, type GoogleProfile } from '@/server/accounts/google-token';
import { phoneInUse } from '@/server/accounts/phone';
import { revokeSession } from '@/server/accounts/sessions';
import { DEVICE_COOKIE, issueDeviceToken, verifiedDevice } from '@/server/accounts/device-token';
import { assertMaySignIn, recordFailedSignIn, recordSignIn } from '@/server/accounts/sign-in-throttle';
import { userIdParam } from '@/lib/validation/common';
import type { Db } from '@/server/db/client';
import { getCookie } from 'hono/cookie';
import { clearSessionCookie, currentCustomer, setDeviceCookie } from '../kit/auth';
import { signIn } from './customer-sign-in';
import { accountNumsEnvelopeSchema, googleUnregisteredSchema, userEnvelopeSchema } from '@/lib/validation/account';
import { okResponse } from '../kit/envelope';
import { AppError } from '@/server/errors';
import { customerRoute, siteRoute } from '../kit/route';
import { apiRoute, signOutRoute } from '../kit/route-doc';
import { sitePostRoute } from '../kit/site-post-route';

// §7 Customer calls that start or end a session: Login, RegisterByEmail, LoginByGoogle, Logout,
// GetAccountNums, CheckPhoneEnable. Rules live in src/server/accounts; this file wires HTTP.

export const customerSessionApi = new OpenAPIHono();

/** §5: a wrong, expired or reused captcha is a 400 naming verifyCode. */
async function requireCaptcha(db: Db, guid: string, code: string) {
  if (!(await useCaptcha(db, guid, code))) throw new AppError('bad_request', 'verifyCode: the captcha is wrong or expired', { field: 'verifyCode' });
}

sitePostRoute(customerSessionApi, '/Customer/Login', {
  body: loginBodySchema,
  perAddress: 'loginIp',
  summary: 'Sign in with email, password and captcha',
  description: 'Wrong password and unknown user get the same §8 message. autoLogin (default true) keeps the session 30 days.',
  ok: [userEnvelopeSchema, 'Signed in'],
  errors: ['bad_request', 'unauthorized', 'not_found', 'rate_limited'],
  run: async (c, { db, siteId, ip }, body) => {
    // Captcha first: an attempt without a valid one charges nothing of the account's (ADR 0001).
    await requireCaptcha(db, body.verifyGuid, body.verifyCode);
    const attempt = { siteId, email: body.email, ip, device: verifiedDevice(getCookie(c, DEVICE_COOKIE), siteId, body.email) };
    await assertMaySignIn(attempt);
    const customer = await checkCredentials(db, siteId, body.email, body.pwd).catch(async (error: unknown) => {
      await recordFailedSignIn(attempt);
      throw error;
    });
    await recordSignIn(attempt);
    const dto = await signIn(c, db, siteId, customer, { autoLogin: body.autoLogin, transport: body.sessionTransport });
    // Browsers (cookie transport) keep a device token of this account (ADR 0001).
    if (body.sessionTransport === 'cookie') setDeviceCookie(c, attempt.device ? getCookie(c, DEVICE_COOKIE)! : issueDeviceToken(siteId, body.email));
    return { code: 0 as const, message: 'Signed in', data: { dto } };
  },
});

sitePostRoute(customerSessionApi, '/Customer/RegisterByEmail', {
  body: registerBodySchema,
  perAddress: 'registerIp',
  summary: 'Register a buyer account and sign in',
  description: 'Accepts the register drawer (companyname, checkPwd, sex) and the centered dialog (companyName, wxhead, deviceCode). googleToken links a Google account.',
  ok: [userEnvelopeSchema, 'Registered and signed in'],
  errors: ['bad_request', 'unauthorized', 'not_found', 'conflict', 'rate_limited'],
  run: async (c, { db, siteId }, body) => {
    await requireCaptcha(db, body.verifyGuid, body.verifyCode);
    let google: GoogleProfile | undefined;
    if (body.googleToken) {
      google = await verifyGoogleToken(body.googleToken);
      if (google.email.toLowerCase() !== body.email.trim().toLowerCase()) google = undefined; // another email: plain registration
    }
    const customer = await createCustomer(db, siteId, {
      email: body.email,
      nick: body.nick,
      companyName: (body.companyName ?? body.companyname)!,
      pwd: body.pwd,
      sex: body.sex,
      wxhead: body.wxhead,
      googleSub: google?.sub,
      language: body.language,
    });
    const dto = await signIn(c, db, siteId, customer, { autoLogin: true, transport: body.sessionTransport });
    return { code: 0 as const, message: 'Registered', data: { dto } };
  },
});

sitePostRoute(customerSessionApi, '/Customer/LoginByGoogle', {
  body: googleLoginBodySchema,
  perAddress: 'googleIp',
  summary: 'Sign in with a Google ID token',
  description:
    'Verifies the token (signature, issuer, audience GOOGLE_CLIENT_ID, expiry). A Google account whose email is not registered gets message "unregistered" and the profile to prefill registration (§4).',
  ok: [z.union([userEnvelopeSchema, googleUnregisteredSchema]), 'Signed in, or unregistered with the profile'],
  errors: ['bad_request', 'unauthorized', 'not_found', 'rate_limited'],
  run: async (c, { db, siteId }, body) => {
    const google = await verifyGoogleToken(body.token);
    const customer = await findCustomerByEmail(db, siteId, google.email);
    if (!customer) {
      const profile = { nick: google.name, email: google.email, wxhead: google.picture };
      return { code: 0 as const, message: 'unregistered' as const, data: { dto: null, profile } };
    }
    // An account already linked to one Google identity is not switched to another that shows the same email.
    if (customer.googleSub && customer.googleSub !== google.sub) {
      throw new AppError('unauthorized', 'token: this account is linked to another Google account', { field: 'token' });
    }
    if (!customer.googleSub) await linkGoogle(db, customer.id, google.sub, google.picture);
    const linked = (await findCustomer(db, siteId, customer.id))!;
    const dto = await signIn(c, db, siteId, linked, { autoLogin: body.autoLogin, transport: body.sessionTransport });
    return { code: 0 as const, message: 'Signed in', data: { dto } };
  },
});

siteRoute(
  customerSessionApi,
  signOutRoute('post', '/Customer/Logout', 'Customer', {
    summary: 'End the session',
    description: '§4: ends the server session and clears the cookie. Signed-out callers get the same answer.',
    errors: ['forbidden'],
  }),
  null,
  async (c, { database }) => {
    const me = await currentCustomer(c);
    if (me) await revokeSession(await database(), me.sessionId);
    clearSessionCookie(c);
    return c.json({ code: 0 as const, message: 'Signed out' }, 200);
  },
);

customerRoute(
  customerSessionApi,
  createRoute({
    method: 'get',
    path: '/Customer/GetAccountNums',
    tags: ['Customer'],
    summary: 'Counts of the account menu and cart badge',
    request: { query: z.object({ userId: userIdParam }) },
    responses: { 200: okResponse(accountNumsEnvelopeSchema, 'collectionNum, shoppingCartNum, orderNum, orderUnreadNum') },
  }),
  null,
  async (c, { db, me }) => {
    const dto = await accountNums(db, me.siteId, me.customerId);
    return c.json({ code: 0 as const, message: 'ok', data: { dto } }, 200);
  },
);

const phoneQuery = z.object({
  userId: userIdParam,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 -]{4,24}$/, { error: 'must be a phone number' })
    .openapi({ example: '+86 138 0000 0000' }),
});

siteRoute(
  customerSessionApi,
  apiRoute('get', '/Customer/CheckPhoneEnable', { query: phoneQuery }, 'Customer', {
    summary: 'Whether a phone number is still free to register',
    description: '§7 "not shown": answers data.enable = true when no account of the site uses the number.',
    ok: [z.object({ code: z.literal(0), message: z.string(), data: z.object({ enable: z.boolean() }) }), 'enable'],
    errors: ['bad_request', 'not_found'],
  }),
  null,
  async (c, { site }) => {
    const query = c.req.valid('query');
    const { db, siteId } = await site(query.userId);
    return c.json({ code: 0 as const, message: 'ok', data: { enable: !(await phoneInUse(db, siteId, query.phone)) } }, 200);
  },
);
