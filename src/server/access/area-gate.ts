import { and, eq, gt, lte, max, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { accessCodes, areaUnlocks } from '@/server/db/schema';
import { env } from '@/server/env';
import { findValidAccessCode } from './access-codes';
import { areaRulesFor, countryCode, isRestricted, type Visitor } from './area-rules';
import { canonicalIp } from './ip-ranges';

// §4 area gate: CheckUserArea answers whether a visitor is restricted; UseSafeIp lets a visitor's
// address in for AREA_UNLOCK_HOURS with a valid access code. Unlocks live in the database, so
// every process behind the proxy agrees on them.

export interface AreaVisitor extends Visitor {
  /** Whom an unlock is for: the canonical IP, or the raw client address text when it is none. */
  key: string;
}

/**
 * The visitor of a request from the client address (src/server/security/request-client.ts) and, when
 * AREA_COUNTRY_HEADER names one, the country a trusted proxy put in that header.
 */
export function areaVisitor(address: string, header: (name: string) => string | undefined): AreaVisitor {
  const ip = canonicalIp(address);
  const countryHeader = env().AREA_COUNTRY_HEADER;
  // ::1 and 127.0.0.1 are one machine (matchingForms): one unlock lets both in.
  const key = ip === '::1' ? '127.0.0.1' : (ip ?? address.slice(0, 100));
  return { ip, country: countryHeader ? countryCode(header(countryHeader)) : null, key };
}

export interface AreaStatus {
  restricted: boolean;
  /** When the visitor is in thanks to an access code: until when. */
  unlockedUntil?: Date;
}

/** Until when an access code lets this visitor (their address) in, or null. */
export async function unlockedUntil(db: Db, siteId: number, key: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ until: max(areaUnlocks.expiresAt) })
    .from(areaUnlocks)
    .innerJoin(accessCodes, eq(accessCodes.id, areaUnlocks.accessCodeId))
    .where(and(eq(accessCodes.siteId, siteId), eq(areaUnlocks.ip, key), gt(areaUnlocks.expiresAt, now)));
  return row?.until ?? null;
}

/** R7.13, R7.14: is this visitor restricted on this site right now? */
export async function checkArea(db: Db, siteId: number, visitor: AreaVisitor, now = new Date()): Promise<AreaStatus> {
  const rules = await areaRulesFor(db, siteId);
  if (!isRestricted(rules, visitor)) return { restricted: false };
  const until = await unlockedUntil(db, siteId, visitor.key, now);
  return until ? { restricted: false, unlockedUntil: until } : { restricted: true };
}

/**
 * R7.15: with a valid code, lets the visitor's address in until now + AREA_UNLOCK_HOURS (never
 * past the code's own expiry). Returns null for a wrong or expired code.
 */
export async function unlockArea(db: Db, siteId: number, visitor: AreaVisitor, code: string, now = new Date()): Promise<{ unlockedUntil: Date } | null> {
  const accessCode = await findValidAccessCode(db, siteId, code, now);
  if (!accessCode) return null;
  const byHours = new Date(now.getTime() + env().AREA_UNLOCK_HOURS * 3_600_000);
  const until = accessCode.expiresAt && accessCode.expiresAt < byHours ? accessCode.expiresAt : byHours;
  await db.delete(areaUnlocks).where(and(eq(areaUnlocks.ip, visitor.key), lte(areaUnlocks.expiresAt, now)));
  await db
    .insert(areaUnlocks)
    .values({ accessCodeId: accessCode.id, ip: visitor.key, expiresAt: until })
    .onConflictDoUpdate({ target: [areaUnlocks.accessCodeId, areaUnlocks.ip], set: { expiresAt: sql`excluded.expires_at` } });
  // The workspace lists how often each code let a visitor in.
  await db
    .update(accessCodes)
    .set({ useCount: sql`${accessCodes.useCount} + 1`, lastUsedAt: now })
    .where(eq(accessCodes.id, accessCode.id));
  return { unlockedUntil: until };
}
