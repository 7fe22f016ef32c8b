import { scrypt } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { accessCodes } from '@/server/db/schema';

// Access codes (§4 /accessCode) are stored as hashes only. A code must be found by its hash, so
// the salt is fixed per site; scrypt makes guessing from a leaked table slow, and the API's rate
// limit makes guessing online slow. Codes are compared case-insensitively (people type them).

const HASH_PREFIX = 'scrypt$';
const SCRYPT = { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;

/** The code as compared: trimmed, upper-case. */
export function normalizeAccessCode(code: string): string {
  return code.trim().toUpperCase();
}

/** `scrypt$<hex>` of a code for a site; the value stored in access_codes.code. */
export function hashAccessCode(siteId: number, code: string): Promise<string> {
  return new Promise((resolve, reject) => {
    scrypt(normalizeAccessCode(code), `lantern-access-code:${siteId}`, 32, SCRYPT, (error, key) => {
      if (error) reject(error);
      else resolve(HASH_PREFIX + key.toString('hex'));
    });
  });
}

/** Issues a code for a site (admin tasks, tests). Without `expiresAt` it never expires. */
export async function createAccessCode(db: Db, siteId: number, code: string, options: { note?: string; expiresAt?: Date | null } = {}) {
  const [row] = await db
    .insert(accessCodes)
    .values({ siteId, code: await hashAccessCode(siteId, code), note: options.note ?? '', expiresAt: options.expiresAt ?? null })
    .returning({ id: accessCodes.id });
  return row!;
}

export interface ValidAccessCode {
  id: number;
  expiresAt: Date | null;
}

/**
 * The site's unexpired, unrevoked code equal to `code`, or null. A row still holding a plain code (written
 * before hashing, like the seed's demo code) matches too and is replaced by its hash on the spot.
 */
export async function findValidAccessCode(db: Db, siteId: number, code: string, now = new Date()): Promise<ValidAccessCode | null> {
  const plain = normalizeAccessCode(code);
  if (!plain) return null;
  const hash = await hashAccessCode(siteId, plain);
  const [row] = await db
    .select({ id: accessCodes.id, code: accessCodes.code, expiresAt: accessCodes.expiresAt })
    .from(accessCodes)
    .where(
      and(
        eq(accessCodes.siteId, siteId),
        or(eq(accessCodes.code, hash), and(sql`${accessCodes.code} NOT LIKE 'scrypt$%'`, sql`upper(${accessCodes.code}) = ${plain}`)),
        or(isNull(accessCodes.expiresAt), gt(accessCodes.expiresAt, now)),
        isNull(accessCodes.revokedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (row.code !== hash) {
    // A hashed twin may exist already (unique index): then the plain row simply stays.
    await db
      .update(accessCodes)
      .set({ code: hash })
      .where(eq(accessCodes.id, row.id))
      .catch(() => {});
  }
  return { id: row.id, expiresAt: row.expiresAt };
}
