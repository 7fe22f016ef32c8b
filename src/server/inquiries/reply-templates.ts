import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { fillPlaceholders, type ReplyValues } from '@/lib/reply-placeholders';
import type { FilledReply, ReplyTemplate, ReplyTemplateBody } from '@/lib/validation/admin/reply-templates';
import type { Db } from '@/server/db/client';
import { customers, inquiryQuotes, orders, replyTemplates, staffUsers } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { deleteDeskSetting, inquiryNotFound, updateDeskSetting, visibleTo, type DeskStaff } from './desk-context';

// Replies the owner keeps for the desk (ADR 0039): the owner writes them in both languages; a
// member answering an inquiry picks one and gets it in the buyer's language with the
// placeholders filled in, to edit before it goes (it leaves as an ordinary message).

const LIMIT = 500;
type Row = typeof replyTemplates.$inferSelect;
const toTemplate = (r: Row): ReplyTemplate => ({ id: r.id, name: r.name, bodyEn: r.bodyEn, bodyZh: r.bodyZh, updatedAt: r.updatedAt.toISOString() });

export async function listReplyTemplates(db: Db, siteId: number): Promise<ReplyTemplate[]> {
  const rows = await db.select().from(replyTemplates).where(eq(replyTemplates.siteId, siteId)).orderBy(asc(replyTemplates.name), asc(replyTemplates.id)).limit(LIMIT);
  return rows.map(toTemplate);
}

async function oneTemplate(db: Pick<Db, 'select'>, siteId: number, id: number): Promise<ReplyTemplate> {
  const [row] = await db
    .select()
    .from(replyTemplates)
    .where(and(eq(replyTemplates.siteId, siteId), eq(replyTemplates.id, id)));
  if (!row) throw new DomainError('not_found', `no reply template ${id} on this site`, { input: 'id' });
  return toTemplate(row);
}

export function createReplyTemplate(db: Db, staff: DeskStaff, body: ReplyTemplateBody) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(replyTemplates)
      .values({ siteId: staff.siteId, ...body })
      .returning();
    const template = toTemplate(row!);
    await staff.audit({ action: 'reply-template.create', entity: 'reply-template', entityId: template.id, after: template }, tx);
    return template;
  });
}

export async function updateReplyTemplate(db: Db, staff: DeskStaff, id: number, body: ReplyTemplateBody) {
  const before = await oneTemplate(db, staff.siteId, id);
  return updateDeskSetting(db, staff, 'reply-template', id, before, async (tx) => {
    const [row] = await tx
      .update(replyTemplates)
      .set({ ...body, updatedAt: new Date() })
      .where(and(eq(replyTemplates.siteId, staff.siteId), eq(replyTemplates.id, id)))
      .returning();
    return toTemplate(row!);
  });
}

export async function deleteReplyTemplate(db: Db, staff: DeskStaff, id: number) {
  const before = await oneTemplate(db, staff.siteId, id);
  return deleteDeskSetting(db, staff, 'reply-template', id, before, (tx) =>
    tx.delete(replyTemplates).where(and(eq(replyTemplates.siteId, staff.siteId), eq(replyTemplates.id, id))),
  );
}

/** What the placeholders stand for on this inquiry, as the member answering it writes. */
async function valuesFor(db: Db, staff: DeskStaff, id: number): Promise<{ language: 'en' | 'zh'; values: ReplyValues }> {
  const [row] = await db
    .select({ orderNo: orders.orderNo, language: orders.language, nick: customers.nick, company: customers.companyName, email: customers.email })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.id, id), visibleTo(staff)));
  if (!row) throw inquiryNotFound(id);
  const [[me], [quote]] = await Promise.all([
    db.select({ name: staffUsers.name, email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, staff.id)),
    db
      .select({ version: inquiryQuotes.version, validUntil: inquiryQuotes.validUntil })
      .from(inquiryQuotes)
      .where(and(eq(inquiryQuotes.orderId, id), isNotNull(inquiryQuotes.sentAt)))
      .orderBy(desc(inquiryQuotes.version))
      .limit(1),
  ]);
  return {
    language: row.language === 'zh' ? 'zh' : 'en',
    values: {
      buyerName: row.nick || row.company || row.email,
      companyName: row.company || row.nick || row.email,
      orderNo: row.orderNo,
      staffName: me?.name || me?.email || '',
      quoteVersion: quote ? `v${quote.version}` : '',
      validUntil: quote?.validUntil ?? '',
    },
  };
}

/** Every template of the site, filled in for this inquiry in its buyer's language. */
export async function filledReplies(db: Db, staff: DeskStaff, id: number): Promise<FilledReply[]> {
  const [{ language, values }, templates] = await Promise.all([valuesFor(db, staff, id), listReplyTemplates(db, staff.siteId)]);
  return templates.map((t) => ({ id: t.id, name: t.name, language, body: fillPlaceholders(language === 'zh' ? t.bodyZh : t.bodyEn, values) }));
}
