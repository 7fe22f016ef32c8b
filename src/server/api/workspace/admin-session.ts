import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { staffMeSchema, staffSetupInfoSchema, staffSetupWriteSchema, staffSignInSchema, staffTokenSchema } from '@/lib/validation/staff';
import type { Db } from '@/server/db/client';
import { clientOf } from '@/server/security/request-client';
import { staffLinkInfo, useStaffLink } from '@/server/staff/links';
import { recordCredentialEvent } from '@/server/staff/credential-trail';
import { toStaffMe } from '@/server/staff/members';
import { endStaffSession, startStaffSession } from '@/server/staff/session';
import { checkStaffSignIn } from '@/server/staff/sign-in';
import {
  assertStaffMaySignIn,
  newStaffDeviceToken,
  recordStaffFailure,
  recordStaffSignIn,
  staffAttempt,
  staffSignInSpent,
  STAFF_DEVICE_COOKIE,
  STAFF_DEVICE_DAYS,
  STAFF_DEVICE_PATH,
} from '@/server/staff/throttle';
import { dtoEnvelope, dtoEnvelopeSchema } from '../kit/envelope';
import { jsonBody } from '../kit/route';
import { apiRoute, signOutRoute, type RouteWords } from '../kit/route-doc';
import { clearStaffCookie, currentStaff, setStaffCookie, staffSessionRoute } from '../kit/staff-route';

// The workspace's public calls (ADR 0023): signing in and out, and the one-time setup
// and reset links. They run before anyone is signed in, so the kit declares them as calls of the
// server's site (staffSessionRoute), which also holds every write to the same-origin rule.

export const adminSessionApi = new OpenAPIHono();

/** Starts the member's session (cookie) and marks this browser as theirs; answers the member in data.dto. */
async function signIn(c: Context, db: Db, member: Parameters<typeof toStaffMe>[0] & { siteId: number }, attempt?: ReturnType<typeof staffAttempt>) {
  const { secret } = await startStaffSession(db, member);
  setStaffCookie(c, secret);
  // This browser now holds a device token of the member: its failures are counted on their own.
  const device = attempt?.device ? getCookie(c, STAFF_DEVICE_COOKIE)! : newStaffDeviceToken(member.siteId, member.email);
  setCookie(c, STAFF_DEVICE_COOKIE, device, { httpOnly: true, sameSite: 'Strict', secure: clientOf(c).https, path: STAFF_DEVICE_PATH, maxAge: STAFF_DEVICE_DAYS * 86_400 });
  return c.json(dtoEnvelope(toStaffMe(member)), 200);
}

/** A call that ends with the member signed in (the sign-in, a one-time link): a JSON body in, the member out in data.dto. */
function signInRoute<P extends string, B extends z.ZodType>(path: P, body: B, answer: string, words: Omit<RouteWords<typeof staffMeSchema>, 'ok'>) {
  return apiRoute('post', path, { body: jsonBody(body) }, 'Workspace', { ...words, ok: [dtoEnvelopeSchema(staffMeSchema), answer] });
}

const signInDoc = signInRoute('/admin/session', staffSignInSchema, 'data.dto: the member', {
  summary: 'Sign in to the workspace',
  description:
    'Sets the httpOnly SameSite=Strict `lantern_staff` cookie. A wrong or unknown email and a wrong password answer the same 401 naming `password`; a member with the second factor on gets 401 naming `totp` until the code (or an unused recovery code) is sent, and when it is wrong or used. Failures are throttled per browser (429 with Retry-After); a stranger cannot lock the member out. Sign-ins, failures and lock-outs write audit rows (staff.sign-in, staff.sign-in-failed, staff.locked).',
  errors: ['bad_request', 'unauthorized', 'forbidden', 'rate_limited', 'unavailable'],
});

staffSessionRoute(adminSessionApi, signInDoc, async (c, { db, siteId }) => {
  const body = c.req.valid('json');
  const attempt = staffAttempt(siteId, body.email, clientOf(c).ip, getCookie(c, STAFF_DEVICE_COOKIE));
  await assertStaffMaySignIn(attempt);
  const check = await checkStaffSignIn(db, siteId, body);
  if (!check.ok) {
    if (check.counts) {
      await recordStaffFailure(attempt);
      // The email as typed (already a bounded, valid address) names an unknown account; never the password.
      const actor = { id: check.member?.id ?? null, siteId, email: check.member?.email ?? body.email };
      await recordCredentialEvent(db, actor, 'staff.sign-in-failed', { field: check.error.details.input ?? 'password' });
      if (await staffSignInSpent(attempt)) await recordCredentialEvent(db, actor, 'staff.locked', { check: 'sign-in', device: attempt.device !== null });
    }
    throw check.error;
  }
  await recordStaffSignIn(attempt);
  const actor = { id: check.member.id, siteId, email: check.member.email };
  if (check.secondFactor === 'recovery-code') await recordCredentialEvent(db, actor, 'staff.recovery-code-use', { for: 'sign-in' });
  await recordCredentialEvent(db, actor, 'staff.sign-in', { secondFactor: check.secondFactor ?? 'none' });
  return signIn(c, db, check.member, attempt);
});

staffSessionRoute(
  adminSessionApi,
  signOutRoute('delete', '/admin/session', 'Workspace', {
    summary: 'Sign out of the workspace',
    description: 'Ends the session of the staff cookie (if any) and clears the cookie.',
    errors: ['forbidden', 'unavailable'],
  }),
  async (c, { db }) => {
    const staff = await currentStaff(c);
    if (staff) await endStaffSession(db, staff.sessionId);
    clearStaffCookie(c);
    return c.json({ code: 0 as const, message: 'Signed out' }, 200);
  },
);

staffSessionRoute(
  adminSessionApi,
  apiRoute('get', '/admin/setup/{token}', { params: z.object({ token: staffTokenSchema }) }, 'Workspace', {
    summary: 'What a one-time link is for',
    description: "`purpose` 'setup' (a new account: the first owner's when `email` is '') or 'reset'. 404 when the link is unknown, used or past its 24 hours.",
    ok: [dtoEnvelopeSchema(staffSetupInfoSchema), 'data.dto: the link'],
    errors: ['bad_request', 'not_found', 'unavailable'],
  }),
  async (c, { db, siteId }) => c.json(dtoEnvelope(await staffLinkInfo(db, siteId, c.req.valid('param').token)), 200),
);

const setupDoc = signInRoute('/admin/setup', staffSetupWriteSchema, 'data.dto: the member, signed in', {
  summary: 'Use a one-time link and sign in',
  description:
    "Setup: makes the first owner (`email` required; only while the site has no staff) or sets a new member's name and password. Reset: sets the member's password and ends their other sessions. The link works once.",
  errors: ['bad_request', 'forbidden', 'not_found', 'conflict', 'unavailable'],
});

staffSessionRoute(adminSessionApi, setupDoc, async (c, { db, siteId }) => signIn(c, db, await useStaffLink(db, siteId, c.req.valid('json'))));
