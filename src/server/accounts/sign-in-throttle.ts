import { consume, forgive, refuseWhenSpent } from '@/server/security/rate-limit';

// Sign-in throttling that a stranger cannot turn into a lock-out (OWASP ASVS 2.2.1;
// docs/adr/0001-sign-in-throttling.md). Failed passwords are counted, after a valid captcha only:
//   - from a browser holding a device token of the account: per device (a stranger has none);
//   - from any other browser: per account and address (a stranger locks only their own address),
//     and per account over all addresses with a roomier limit (a spread-out guessing run slows to
//     a crawl; the owner's own browser is unaffected, and a password reset clears it).

export interface SignInAttempt {
  siteId: number;
  email: string;
  ip: string;
  /** The verified device id of this browser for this account, if any. */
  device: string | null;
}

const account = (a: SignInAttempt) => `${a.siteId}:${a.email.trim().toLowerCase()}`;

/** 429 when this client has spent its failures for this account; counts nothing. */
export async function assertMaySignIn(a: SignInAttempt): Promise<void> {
  if (a.device) return refuseWhenSpent('loginFailDevice', a.device);
  await refuseWhenSpent('loginFailPair', `${account(a)}:${a.ip}`);
  await refuseWhenSpent('loginFailAccount', account(a));
}

/** Counts one wrong password. */
export async function recordFailedSignIn(a: SignInAttempt): Promise<void> {
  if (a.device) return consume('loginFailDevice', a.device).catch(() => {});
  await consume('loginFailPair', `${account(a)}:${a.ip}`).catch(() => {});
  await consume('loginFailAccount', account(a)).catch(() => {});
}

/** A right password forgives this client's earlier typos (not the account-wide count of strangers). */
export async function recordSignIn(a: SignInAttempt): Promise<void> {
  if (a.device) await forgive('loginFailDevice', a.device);
  await forgive('loginFailPair', `${account(a)}:${a.ip}`);
}

/** A completed password reset proves the mailbox: the account-wide count starts again. */
export async function forgiveAccount(siteId: number, email: string): Promise<void> {
  await forgive('loginFailAccount', `${siteId}:${email.trim().toLowerCase()}`);
}
