'use client';

import { LinkBase, useBasename, useTranslate } from 'ra-core';
import { useState } from 'react';
import { auditChanges, type AuditChange, type AuditValue } from '@/lib/audit-diff';
import { auditRecordPath } from '@/lib/audit-actions';
import type { AuditRow } from '@/lib/validation/admin/audit';
import { useFormatters } from '../inquiries/inquiry-data';

// One row of the audit log: when, who (by name), what (the action's name), which record (a link
// to its screen) and what changed, field by field, before → after. On a phone the row is a card.

/** The resource whose field labels name a record type's fields (messages/admin/<area>.<lang>.json). */
const RESOURCE_OF: Record<string, string> = {
  product: 'products',
  staff: 'staff',
  customer: 'customers',
  topic: 'topics',
  'access-code': 'access-codes',
  'friend-link': 'friend-links',
  inquiry: 'inquiries',
};
const resourceOf = (entity: string) => RESOURCE_OF[entity] ?? `${entity}s`;
/** Changes shown before "show all". */
const FIRST_CHANGES = 6;

export function useAuditWords() {
  const t = useTranslate();
  return {
    action: (code: string) => {
      const [entity, verb] = code.split('.');
      return t(`audit.action.${entity}.${verb}`, { _: code });
    },
    entity: (entity: string) => t(`audit.entity.${entity}`, { _: entity }),
    field: (entity: string, path: string) => {
      const head = /^[^.[]+/.exec(path)?.[0] ?? path;
      const label = t(`resources.${resourceOf(entity)}.fields.${head}`, { _: head });
      return `${label}${path.slice(head.length)}`;
    },
  };
}

/** Fields whose stored codes have names in the workspace's messages (a role, a language). */
const VALUE_NAMES: Record<string, (value: string) => string> = { role: (v) => `roles.${v}`, language: (v) => `audit.language.${v}` };

function Value({ field, value }: { field: string; value: AuditValue }) {
  const t = useTranslate();
  if (value === null || value === '') return <span className="a-muted">{t('audit.screen.empty')}</span>;
  if (typeof value === 'boolean') return <>{t(value ? 'common.yes' : 'common.no')}</>;
  const named = VALUE_NAMES[field];
  return <>{named && typeof value === 'string' ? t(named(value), { _: value }) : String(value)}</>;
}

/** A create shows what it set, a delete what it removed: one side only, no arrow from nothing. */
type Side = 'both' | 'after' | 'before';

function Changes({ entity, changes, side }: { entity: string; changes: AuditChange[]; side: Side }) {
  const t = useTranslate();
  const words = useAuditWords();
  const [all, setAll] = useState(false);
  if (changes.length === 0) return <span className="a-muted">{t('audit.screen.noChanges')}</span>;
  const shown = all ? changes : changes.slice(0, FIRST_CHANGES);
  return (
    <div className="a-audit-changes">
      <dl className="a-audit-diff">
        {shown.map((change) => (
          <div key={change.field} className="a-audit-diff-row" data-testid={`audit-change-${change.field}`}>
            <dt>{words.field(entity, change.field)}</dt>
            <dd>
              {side !== 'after' ? (
                <span className={side === 'both' ? 'a-audit-before' : 'a-audit-removed'} data-testid="audit-before">
                  <Value field={change.field} value={change.before} />
                </span>
              ) : null}
              {side === 'both' ? (
                <span className="a-audit-arrow" aria-label={t('audit.screen.after')}>
                  →
                </span>
              ) : null}
              {side !== 'before' ? (
                <span className={side === 'both' ? 'a-audit-after' : 'a-audit-set'} data-testid="audit-after">
                  <Value field={change.field} value={change.after} />
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      {changes.length > FIRST_CHANGES ? (
        <button type="button" className="a-linkbtn" onClick={() => setAll(!all)}>
          {all ? t('audit.screen.showLess') : t('audit.screen.showAll', { count: changes.length })}
        </button>
      ) : null}
    </div>
  );
}

function Record({ row }: { row: AuditRow }) {
  const t = useTranslate();
  const basename = useBasename();
  const words = useAuditWords();
  const path = auditRecordPath(row.entity, row.entityId);
  const label = row.entityId ? t('audit.screen.recordLabel', { entity: words.entity(row.entity), id: row.entityId }) : words.entity(row.entity);
  if (!path) return <span className="a-audit-record">{label}</span>;
  return (
    <LinkBase to={`${basename}${path}`} className="a-audit-record a-link" data-testid="audit-record-link">
      {label}
    </LinkBase>
  );
}

export function AuditEntry({ row }: { row: AuditRow }) {
  const t = useTranslate();
  const words = useAuditWords();
  const format = useFormatters();
  // No member: the server itself (no email), a failed sign-in's typed email, or a deleted account.
  const anonymous = row.action === 'staff.sign-in-failed' || row.action === 'staff.locked';
  const gone = row.staffEmail.includes('@') ? (anonymous ? row.staffEmail : `${row.staffEmail} ${t('audit.screen.removedPerson')}`) : t('audit.screen.system');
  const who = row.staffId === null ? gone : row.staffName || row.staffEmail;
  return (
    <li className="a-audit-row" data-testid={`audit-row-${row.id}`}>
      <div className="a-audit-when">
        <span className="a-audit-label">{t('audit.screen.when')}</span>
        <time dateTime={row.createdAt}>{format.dateTime(row.createdAt)}</time>
      </div>
      <div className="a-audit-who" title={row.staffEmail}>
        <span className="a-audit-label">{t('audit.screen.who')}</span>
        <span data-testid="audit-who">{who}</span>
      </div>
      <div className="a-audit-what">
        <span className="a-audit-label">{t('audit.screen.what')}</span>
        <span className="a-strong" data-testid="audit-action" title={row.action}>
          {words.action(row.action)}
        </span>
      </div>
      <div className="a-audit-rec">
        <span className="a-audit-label">{t('audit.screen.record')}</span>
        <Record row={row} />
      </div>
      <div className="a-audit-chg">
        <Changes entity={row.entity} changes={auditChanges(row.before, row.after)} side={row.before === null ? 'after' : row.after === null ? 'before' : 'both'} />
      </div>
    </li>
  );
}
