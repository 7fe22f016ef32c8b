import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, ilike, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import {
  ACCESS_CODE_ALPHABET,
  ACCESS_CODE_LENGTH,
  type AccessCodeGenerate,
  type AccessCodeListQuery,
  type AccessCodeRow,
  type AccessCodeWrite,
  type GeneratedAccessCode,
} from '@/lib/validation/admin/access';
import type { Writer } from '@/server/content/admin/site-table-crud';
import type { Db } from '@/server/db/client';
import { accessCodes, areaUnlocks } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { hashAccessCode } from '../access-codes';
import { pageOfRows } from '@/server/db/page-of-rows';

// Access codes in the workspace — generate (shown once: only the hash is stored),
// list with status and usage, change note and expiry, revoke (the code stops working and the
// unlocks it gave end now), delete.

type CodeRecord = typeof accessCodes.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function statusOf(row: CodeRecord, now: Date): AccessCodeRow['status'] {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  return 'active';
}

/** The row as the workspace sees it: never the code or its hash. */
function toRow(row: CodeRecord, now = new Date()): AccessCodeRow {
  return {
    id: row.id,
    note: row.note,
    expiresAt: iso(row.expiresAt),
    createdAt: row.createdAt.toISOString(),
    revokedAt: iso(row.revokedAt),
    useCount: row.useCount,
    lastUsedAt: iso(row.lastUsedAt),
    status: statusOf(row, now),
  };
}

const notFound = (id: number) => new DomainError('record_not_found', `no access code ${id} on this site`, { input: 'id', id });

function statusFilter(status: AccessCodeListQuery['status'], now: Date): SQL | undefined {
  switch (status) {
    case 'revoked':
      return isNotNull(accessCodes.revokedAt);
    case 'expired':
      return and(isNull(accessCodes.revokedAt), isNotNull(accessCodes.expiresAt), lte(accessCodes.expiresAt, now));
    case 'active':
      return and(isNull(accessCodes.revokedAt), or(isNull(accessCodes.expiresAt), gt(accessCodes.expiresAt, now)));
    default:
      return undefined;
  }
}

const SORT = { createdAt: accessCodes.createdAt, id: accessCodes.id, expiresAt: accessCodes.expiresAt, useCount: accessCodes.useCount } as const;

export async function listAccessCodes(db: Db, siteId: number, query: AccessCodeListQuery) {
  const now = new Date();
  const where = and(
    eq(accessCodes.siteId, siteId),
    statusFilter(query.status, now),
    query.q ? ilike(accessCodes.note, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const direction = query.order === 'desc' ? desc : asc;
  const orderBy = [direction(SORT[query.sort]), direction(accessCodes.id)];
  const { rows, total } = await pageOfRows<CodeRecord>(db, accessCodes, undefined, where, orderBy, query);
  return { list: rows.map((r) => toRow(r, now)), total };
}

async function findCode(db: Pick<Db, 'select'>, siteId: number, id: number): Promise<CodeRecord> {
  const [row] = await db
    .select()
    .from(accessCodes)
    .where(and(eq(accessCodes.siteId, siteId), eq(accessCodes.id, id)))
    .limit(1);
  if (!row) throw notFound(id);
  return row;
}

export async function getAccessCode(db: Db, siteId: number, id: number): Promise<AccessCodeRow> {
  return toRow(await findCode(db, siteId, id));
}

/** A random code of the unambiguous alphabet (no 0/O, 1/I/L): 31^10 ≈ 8·10^14 values. */
export function newAccessCode(): string {
  let code = '';
  for (let i = 0; i < ACCESS_CODE_LENGTH; i++) code += ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)];
  return code;
}

/**
 * Makes `count` new codes and answers them in plain text — the only time they are readable.
 * Hashing is scrypt (access-codes.ts), deliberately slow: the codes are hashed side by side.
 */
export async function generateAccessCodes(db: Db, writer: Writer, input: AccessCodeGenerate): Promise<GeneratedAccessCode[]> {
  const { siteId } = writer;
  const codes = [...new Set(Array.from({ length: input.count }, newAccessCode))];
  const hashes = await Promise.all(codes.map((code) => hashAccessCode(siteId, code)));
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  return db.transaction(async (tx) => {
    const made = await tx
      .insert(accessCodes)
      .values(hashes.map((code) => ({ siteId, code, note: input.note, expiresAt })))
      .onConflictDoNothing()
      .returning();
    const plain = new Map(hashes.map((hash, i) => [hash, codes[i]!]));
    const answer = made.map((row) => ({ id: row.id, code: plain.get(row.code)! }));
    await writer.audit(
      {
        action: 'access-code.generate',
        entity: 'access-code',
        entityId: answer.map((a) => a.id).join(','),
        before: null,
        after: { count: answer.length, note: input.note, expiresAt: input.expiresAt },
      },
      tx,
    );
    return answer;
  });
}

export async function updateAccessCode(db: Db, writer: Writer, id: number, write: AccessCodeWrite): Promise<AccessCodeRow> {
  return db.transaction(async (tx) => {
    const before = toRow(await findCode(tx, writer.siteId, id));
    const [row] = await tx
      .update(accessCodes)
      .set({ note: write.note, expiresAt: write.expiresAt ? new Date(write.expiresAt) : null })
      .where(and(eq(accessCodes.id, id), eq(accessCodes.siteId, writer.siteId)))
      .returning();
    const after = toRow(row!);
    await writer.audit({ action: 'access-code.update', entity: 'access-code', entityId: id, before, after }, tx);
    return after;
  });
}

/** Ends the code now: it lets nobody in any more, and visitors it let in are restricted again. */
export async function revokeAccessCode(db: Db, writer: Writer, id: number): Promise<AccessCodeRow> {
  return db.transaction(async (tx) => {
    const found = await findCode(tx, writer.siteId, id);
    const before = toRow(found);
    if (found.revokedAt) return before; // revoking twice changes nothing
    const now = new Date();
    const [row] = await tx.update(accessCodes).set({ revokedAt: now }).where(eq(accessCodes.id, id)).returning();
    await tx
      .update(areaUnlocks)
      .set({ expiresAt: now })
      .where(and(eq(areaUnlocks.accessCodeId, id), gt(areaUnlocks.expiresAt, now)));
    const after = toRow(row!, now);
    await writer.audit({ action: 'access-code.revoke', entity: 'access-code', entityId: id, before, after }, tx);
    return after;
  });
}

export async function deleteAccessCode(db: Db, writer: Writer, id: number): Promise<AccessCodeRow> {
  return db.transaction(async (tx) => {
    const before = toRow(await findCode(tx, writer.siteId, id));
    await tx.delete(accessCodes).where(eq(accessCodes.id, id));
    await writer.audit({ action: 'access-code.delete', entity: 'access-code', entityId: id, before, after: null }, tx);
    return before;
  });
}
