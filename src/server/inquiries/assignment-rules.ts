import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AssignmentRule, AssignmentRuleBody } from '@/lib/validation/admin/inquiries';
import type { Db } from '@/server/db/client';
import { assignmentRules, orders, products, staffUsers } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { deleteDeskSetting, updateDeskSetting, type DeskStaff, type Tx } from './desk-context';
import { recordEvent } from './timeline';
import { assignReason } from '@/lib/timeline-reason';

// Who gets a new inquiry. The owner keeps rules "country DE → Anna", "topic 001 → Li";
// at submit the most specific matching rule of an active member wins: a topic rule (a line's
// product in that topic or below; the longest classcode first) over a country rule (the
// delivery address), then the older rule. No match leaves the inquiry unassigned, which every
// sales member sees.

const COLUMNS = {
  id: assignmentRules.id,
  country: assignmentRules.country,
  classcode: assignmentRules.classcode,
  staffId: assignmentRules.staffId,
  staffEmail: staffUsers.email,
  createdAt: assignmentRules.createdAt,
};

const toRule = (r: { id: number; country: string; classcode: string; staffId: number; staffEmail: string; createdAt: Date }): AssignmentRule => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

export async function listAssignmentRules(db: Db, siteId: number): Promise<AssignmentRule[]> {
  const rows = await db
    .select(COLUMNS)
    .from(assignmentRules)
    .innerJoin(staffUsers, eq(staffUsers.id, assignmentRules.staffId))
    .where(eq(assignmentRules.siteId, siteId))
    .orderBy(desc(sql`${assignmentRules.classcode} <> ''`), desc(sql`length(${assignmentRules.classcode})`), asc(assignmentRules.id))
    .limit(1000);
  return rows.map(toRule);
}

async function oneRule(db: Pick<Db, 'select'>, siteId: number, id: number): Promise<AssignmentRule> {
  const [row] = await db
    .select(COLUMNS)
    .from(assignmentRules)
    .innerJoin(staffUsers, eq(staffUsers.id, assignmentRules.staffId))
    .where(and(eq(assignmentRules.siteId, siteId), eq(assignmentRules.id, id)));
  if (!row) throw new DomainError('record_not_found', `no assignment rule ${id} on this site`, { input: 'id', id });
  return toRule(row);
}

async function assertAssignable(db: Pick<Db, 'select'>, siteId: number, staffId: number) {
  const [member] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, staffId), eq(staffUsers.siteId, siteId), isNull(staffUsers.disabledAt), inArray(staffUsers.role, ['sales', 'owner'])));
  if (!member) throw new DomainError('not_found', `no active sales member ${staffId} on this site`, { input: 'staffId' });
}

export async function createAssignmentRule(db: Db, staff: DeskStaff, body: AssignmentRuleBody) {
  await assertAssignable(db, staff.siteId, body.staffId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assignmentRules)
      .values({ siteId: staff.siteId, ...body })
      .returning({ id: assignmentRules.id });
    const rule = await oneRule(tx, staff.siteId, row!.id);
    await staff.audit({ action: 'assignment-rule.create', entity: 'assignment-rule', entityId: rule.id, after: rule }, tx);
    return rule;
  });
}

export async function updateAssignmentRule(db: Db, staff: DeskStaff, id: number, body: AssignmentRuleBody) {
  const before = await oneRule(db, staff.siteId, id);
  await assertAssignable(db, staff.siteId, body.staffId);
  return updateDeskSetting(db, staff, 'assignment-rule', id, before, async (tx) => {
    await tx
      .update(assignmentRules)
      .set(body)
      .where(and(eq(assignmentRules.siteId, staff.siteId), eq(assignmentRules.id, id)));
    return oneRule(tx, staff.siteId, id);
  });
}

export async function deleteAssignmentRule(db: Db, staff: DeskStaff, id: number) {
  const before = await oneRule(db, staff.siteId, id);
  return deleteDeskSetting(db, staff, 'assignment-rule', id, before, (tx) =>
    tx.delete(assignmentRules).where(and(eq(assignmentRules.siteId, staff.siteId), eq(assignmentRules.id, id))),
  );
}

/** The member the rules give an inquiry of these products to this country, or null. */
export async function ruleAssignee(tx: Pick<Tx, 'select'>, siteId: number, country: string, productIds: number[]): Promise<number | null> {
  const topicMatch = productIds.length
    ? sql`exists (select 1 from ${products} where ${inArray(products.id, productIds)} and ${products.classcode} like ${assignmentRules.classcode} || '%')`
    : sql`false`;
  const [rule] = await tx
    .select({ staffId: assignmentRules.staffId })
    .from(assignmentRules)
    .innerJoin(staffUsers, and(eq(staffUsers.id, assignmentRules.staffId), isNull(staffUsers.disabledAt)))
    .where(
      and(
        eq(assignmentRules.siteId, siteId),
        sql`((${assignmentRules.classcode} <> '' and ${topicMatch}) or (${assignmentRules.country} <> '' and ${assignmentRules.country} = ${country.toUpperCase()}))`,
      ),
    )
    .orderBy(desc(sql`${assignmentRules.classcode} <> ''`), desc(sql`length(${assignmentRules.classcode})`), asc(assignmentRules.id))
    .limit(1);
  return rule?.staffId ?? null;
}

/**
 * Run by the submit's transaction (src/server/orders/submit-order.ts; the order API passes it in):
 * the timeline's first entry, and the default assignee from the rules.
 */
export async function deskOnSubmit(tx: Tx, order: { id: number; siteId: number; customerId: number; country: string; productIds: number[] }) {
  await recordEvent(tx, order.id, { event: 'submit', from: null, to: 'new', actor: { kind: 'buyer', id: order.customerId } });
  // The buyer waits for our first answer from the moment they sent the inquiry (ADR 0039).
  await tx
    .update(orders)
    .set({ waitingSince: sql`${orders.createdAt}` })
    .where(eq(orders.id, order.id));
  const assignee = await ruleAssignee(tx, order.siteId, order.country, order.productIds);
  if (assignee === null) return;
  await tx.update(orders).set({ assigneeId: assignee }).where(eq(orders.id, order.id));
  await recordEvent(tx, order.id, { event: 'assign', from: 'new', to: 'new', actor: { kind: 'system', id: null }, reason: assignReason(assignee, true) });
}
