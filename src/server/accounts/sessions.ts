import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { customers, sessions } from '@/server/db/schema';
import { hashToken, newOnlineGuid, parseCredential } from './session-token';

/** §4 autoLogin: a 30-day session; otherwise the cookie ends with the browser (server side: 1 day). */
export const REMEMBERED_SESSION_DAYS = 30;
export const BROWSER_SESSION_HOURS = 24;

export interface SignedInCustomer {
  siteId: number;
  customerId: number;
  sessionId: number;
  autoLogin: boolean;
}

/** Starts a session and returns its secret; only the hash is stored. */
export async function startSession(db: Db, siteId: number, customerId: number, autoLogin: boolean) {
  const onlineGuid = newOnlineGuid();
  const lifetimeMs = autoLogin ? REMEMBERED_SESSION_DAYS * 86_400_000 : BROWSER_SESSION_HOURS * 3_600_000;
  const expiresAt = new Date(Date.now() + lifetimeMs);
  const [row] = await db
    .insert(sessions)
    .values({ siteId, customerId, tokenHash: hashToken(onlineGuid), autoLogin, expiresAt })
    .returning({ id: sessions.id });
  return { onlineGuid, sessionId: row!.id, expiresAt, autoLogin };
}

/**
 * The customer a credential (`id,onlineGuid` from the Authorization header or the cookie)
 * belongs to, or null: unknown, revoked or expired sessions, a customer id that does not match
 * the token's owner, and deleted or disabled customers all count as signed out.
 */
export async function findSession(db: Db, credential: string | undefined | null): Promise<SignedInCustomer | null> {
  const parsed = parseCredential(credential);
  if (!parsed) return null;
  const [row] = await db
    .select({ sessionId: sessions.id, siteId: sessions.siteId, customerId: sessions.customerId, autoLogin: sessions.autoLogin })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(parsed.onlineGuid)),
        eq(sessions.customerId, parsed.customerId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        isNull(customers.deletedAt),
        // Staff disabling an account ends its sessions at once (also revoked on disable).
        isNull(customers.disabledAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a customer but `keep` (password change keeps the current one, rotated). */
export async function revokeOtherSessions(db: Db, customerId: number, keep?: number): Promise<void> {
  const filter = keep === undefined ? eq(sessions.customerId, customerId) : and(eq(sessions.customerId, customerId), ne(sessions.id, keep));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(filter, isNull(sessions.revokedAt)));
}
