import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, DEVICE_COOKIE_PATH } from '@/server/accounts/device-token';
import { findSession, type SignedInCustomer } from '@/server/accounts/sessions';
import { formatCredential } from '@/server/accounts/session-token';
import { getDb } from '@/server/db/client';
import { clientOf } from '@/server/security/request-client';
import { AppError } from '@/server/errors';

// Who is calling. §7: `Authorization: userId,onlineGuid`; browsers carry the same credential in
// an httpOnly SameSite cookie instead, so no script can read the secret (docs/ARCHITECTURE.md).

export const SESSION_COOKIE = 'lantern_session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const resolved = new WeakMap<Context, Promise<SignedInCustomer | null>>();

const isHttps = (c: Context) => clientOf(c).https;

/**
 * A cookie travels with cross-site form posts; a mutating request authenticated by the cookie
 * must come from our own origin (the Authorization header cannot be forged cross-site).
 */
export function assertSameOrigin(c: Context): void {
  if (SAFE_METHODS.has(c.req.method)) return;
  const origin = c.req.header('origin');
  if (!origin) {
    // Browsers send Origin on every non-GET request; an old one that does not still names a
    // cross-site request in Sec-Fetch-Site.
    if (c.req.header('sec-fetch-site') === 'cross-site') throw new AppError('forbidden', 'Origin: requests from another site are refused', { field: 'Origin' });
    return;
  }
  const host = clientOf(c).host || new URL(c.req.url).host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = '';
  }
  if (originHost !== host) throw new AppError('forbidden', 'Origin: requests from another site are refused', { field: 'Origin' });
}

async function resolve(c: Context): Promise<SignedInCustomer | null> {
  const header = c.req.header('authorization');
  if (header) return findSession(await getDb(), header);
  const cookie = getCookie(c, SESSION_COOKIE);
  if (!cookie) return null;
  assertSameOrigin(c);
  return findSession(await getDb(), cookie);
}

/** The signed-in customer of this request, or null (resolved once per request). */
export function currentCustomer(c: Context): Promise<SignedInCustomer | null> {
  let found = resolved.get(c);
  if (!found) resolved.set(c, (found = resolve(c)));
  return found;
}

/** The signed-in customer, or a 401 naming Authorization (§4 route guard: message.loginFirst). */
export async function requireCustomer(c: Context): Promise<SignedInCustomer> {
  const customer = await currentCustomer(c);
  if (!customer) throw new AppError('unauthorized', 'Please sign in first', { field: 'Authorization' });
  return customer;
}

/** §4 autoLogin: a persistent 30-day cookie, else a browser-session cookie. */
export function setSessionCookie(c: Context, customerId: number, onlineGuid: string, session: { autoLogin: boolean; expiresAt: Date }) {
  setCookie(c, SESSION_COOKIE, formatCredential(customerId, onlineGuid), {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: '/',
    ...(session.autoLogin ? { expires: session.expiresAt } : {}),
  });
}

/** The device token of ADR 0001: a year, httpOnly, sent only to the Customer calls. */
export function setDeviceCookie(c: Context, token: string) {
  setCookie(c, DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttps(c),
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttps(c) });
}
