import { issueDeviceToken, verifiedDevice } from '@/server/accounts/device-token';
import { assertMaySignIn, forgiveAccount, recordFailedSignIn, recordSignIn, type SignInAttempt } from '@/server/accounts/sign-in-throttle';
import { DomainError } from '@/server/errors';
import { consume, forgive, refuseWhenSpent } from '@/server/security/rate-limit';

// Staff sign-in throttling (ADR 0023): the customers' mechanism (ADR 0001) with keys of its own,
// `staff:` before the account and the device, so a workspace account and a buyer account of the
// same email never share a count. A browser that once signed in to the member holds a signed
// device token and is counted on its own: a stranger's failures, from any number of addresses,
// slow the stranger down and never lock the owner's browser out.

export const STAFF_DEVICE_COOKIE = 'lantern_staff_device';
export const STAFF_DEVICE_PATH = '/api/admin/session';
export const STAFF_DEVICE_DAYS = 365;

const account = (email: string) => `staff:${email.trim().toLowerCase()}`;

export function staffAttempt(siteId: number, email: string, ip: string, deviceCookie: string | undefined): SignInAttempt {
  const device = verifiedDevice(deviceCookie, siteId, account(email));
  return { siteId, email: account(email), ip, device: device ? `staff:${device}` : null };
}

export function newStaffDeviceToken(siteId: number, email: string): string {
  return issueDeviceToken(siteId, account(email));
}

const spent = (error: unknown): error is DomainError => error instanceof DomainError && error.code === 'too_many_attempts';

/** The rate limiter's refusal, on the credential typed (`input`) and with its seconds as the time to retry. */
async function withRetryAfter(work: () => Promise<void>, input = 'password'): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (spent(error)) throw new DomainError(error.code, error.message, { ...error.details, input, retryAfter: error.details.seconds });
    throw error;
  }
}

/** True when this client has no sign-in tries left (after a failure: that failure locked it). */
export async function staffSignInSpent(attempt: SignInAttempt): Promise<boolean> {
  return assertMaySignIn(attempt).then(() => false, spent);
}

/** 429 when this client may not try again yet; also counts sign-in requests per address. */
export function assertStaffMaySignIn(attempt: SignInAttempt): Promise<void> {
  return withRetryAfter(async () => {
    await consume('loginIp', `staff:${attempt.ip}`);
    await assertMaySignIn(attempt);
  });
}

export const recordStaffFailure = (attempt: SignInAttempt) => recordFailedSignIn(attempt);
export const recordStaffSignIn = (attempt: SignInAttempt) => recordSignIn(attempt);
/** A password set through a reset link proves the member: the account-wide count starts again. */
export const forgiveStaffAccount = (siteId: number, email: string) => forgiveAccount(siteId, account(email));

// Passwords and codes typed inside a session (changing the password, switching the second factor
// off; ADR 0042) are counted per session: only the holder of that member's session cookie can
// spend the count, so nobody else can lock the member out, and the sign-in counts stay apart.
const sessionKey = (sessionId: number) => `staff-session:${sessionId}`;

/** Refuses (on `input`, with a time to retry) when the session has spent its wrong tries. */
export function assertSessionMayCheck(sessionId: number, input: string): Promise<void> {
  return withRetryAfter(() => refuseWhenSpent('staffSessionCheck', sessionKey(sessionId)), input);
}

/** Counts one wrong password or code; true when it spent the session's last try. */
export async function recordSessionCheckFailure(sessionId: number): Promise<boolean> {
  await consume('staffSessionCheck', sessionKey(sessionId)).catch(() => {});
  return refuseWhenSpent('staffSessionCheck', sessionKey(sessionId)).then(
    () => false,
    () => true,
  );
}

export const forgiveSessionChecks = (sessionId: number) => forgive('staffSessionCheck', sessionKey(sessionId));
