'use client';

import { keepPreviousData } from '@tanstack/react-query';
import { useGetList, useLocaleState, useTranslate } from 'ra-core';
import type { ChangeEvent } from 'react';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@/lib/audit-actions';
import type { AuditRow } from '@/lib/validation/admin/audit';
import type { StaffRow } from '@/lib/validation/staff';
import { useResourceName } from '../field-label';
import { Pager } from '../schema-list';
import { Button, ErrorState, PageHead, Select, Spinner } from '../ui-kit';
import { DateFilter, FilterBox, useUrlFilters, type UrlFilters } from '../url-filters';
import { AuditEntry, useAuditWords } from './audit-entry';

// The owner's audit log: filters by person, action, record and days (kept in the URL, so a
// shared link or a reload lands on the same rows), paged on the server, and the same filters as
// a CSV file for Excel.

const FILTERS = ['staffId', 'action', 'entity', 'entityId', 'from', 'to'] as const;
type Filters = UrlFilters<(typeof FILTERS)[number]>;

/** The query string of the filters, with the viewer's zone so days are theirs. */
function searchOf(filters: Partial<Filters>, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams(extra);
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') search.set(key, String(value));
  search.set('tzOffset', String(new Date().getTimezoneOffset()));
  return search.toString();
}

function useStaffMembers() {
  const { data } = useGetList<StaffRow>('staff', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } }, { staleTime: 5 * 60_000 });
  return data ?? [];
}

function AuditFilters({ filters, update }: { filters: Filters; update: (next: Partial<Filters>) => void }) {
  const t = useTranslate();
  const words = useAuditWords();
  const members = useStaffMembers();
  const any = FILTERS.some((name) => filters[name] !== undefined);
  // A choice filter: "any …" or one value, each in words; its test id is audit-filter-<what>.
  const choice = (name: 'staffId' | 'action' | 'entity', what: string, anyWord: string) => ({
    'aria-label': t(`audit.screen.${what}`),
    empty: t(`audit.screen.${anyWord}`),
    value: filters[name] ?? '',
    onChange: (event: ChangeEvent<HTMLSelectElement>) => update({ [name]: event.target.value || undefined }),
    'data-testid': `audit-filter-${what}`,
  });
  return (
    <div className="a-toolbar a-audit-filters" data-testid="audit-filters">
      <Select {...choice('staffId', 'person', 'anyPerson')} choices={members.map((member) => ({ value: String(member.id), label: member.name || member.email }))} />
      <Select {...choice('action', 'action', 'anyAction')}>
        {AUDIT_ENTITIES.map((entity) => (
          <optgroup key={entity} label={words.entity(entity)}>
            {AUDIT_ACTIONS.filter((action) => action.startsWith(`${entity}.`)).map((action) => (
              <option key={action} value={action}>
                {words.action(action)}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      <Select {...choice('entity', 'entity', 'anyEntity')} choices={AUDIT_ENTITIES.map((entity) => ({ value: entity, label: words.entity(entity) }))} />
      <FilterBox
        className="a-audit-id"
        label={t('audit.screen.entityId')}
        value={filters.entityId}
        maxLength={100}
        onBlur={(e) => e.target.value.trim() !== (filters.entityId ?? '') && update({ entityId: e.target.value.trim() || undefined })}
        onKeyDown={(e) => e.key === 'Enter' && update({ entityId: e.currentTarget.value.trim() || undefined })}
        testId="audit-filter-entity-id"
      />
      <DateFilter label={t('audit.screen.from')} value={filters.from} max={filters.to} onChange={(from) => update({ from })} testId="audit-filter-from" />
      <DateFilter label={t('audit.screen.to')} value={filters.to} min={filters.from} onChange={(to) => update({ to })} testId="audit-filter-to" />
      {any ? (
        <Button small tone="ghost" onClick={() => update(Object.fromEntries(FILTERS.map((name) => [name, undefined])))}>
          {t('audit.screen.reset')}
        </Button>
      ) : null}
    </div>
  );
}

export function AuditList() {
  const t = useTranslate();
  const name = useResourceName('audit');
  const [locale] = useLocaleState();
  const [filters, update] = useUrlFilters(FILTERS);
  const { page, pageSize, ...chosen } = filters;
  // The viewer's zone goes along, so "from" and "to" are their days.
  const {
    data,
    total = 0,
    error,
    isPending,
    refetch,
  } = useGetList<AuditRow>(
    'audit',
    { pagination: { page, perPage: pageSize }, filter: { ...chosen, tzOffset: new Date().getTimezoneOffset() } },
    { placeholderData: keepPreviousData },
  );
  const rows = data ?? [];
  const csvFilters = Object.fromEntries(FILTERS.map((name) => [name, filters[name]]));
  const csvHref = `/api/admin/audit.csv?${searchOf(csvFilters, { lang: locale === 'en' ? 'en' : 'zh' })}`;
  return (
    <>
      <PageHead
        title={name(2)}
        actions={
          <a className="a-btn a-btn-default" href={csvHref} download data-testid="audit-export-csv">
            {t('audit.screen.exportCsv')}
          </a>
        }
      />
      <div className="a-list">
        <AuditFilters filters={filters} update={update} />
        {error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : isPending ? (
          <Spinner label={t('list.loading')} />
        ) : rows.length === 0 ? (
          <p className="a-empty">{t('list.empty')}</p>
        ) : (
          <>
            <div className="a-audit-head" aria-hidden>
              <span>{t('audit.screen.when')}</span>
              <span>{t('audit.screen.who')}</span>
              <span>{t('audit.screen.what')}</span>
              <span>{t('audit.screen.record')}</span>
              <span>{t('audit.screen.changes')}</span>
            </div>
            <ol className="a-audit-rows" data-testid="audit-rows">
              {rows.map((row) => (
                <AuditEntry key={row.id} row={row} />
              ))}
            </ol>
          </>
        )}
        <Pager page={filters.page} perPage={filters.pageSize} total={total} setPage={(page) => update({ page })} setPerPage={(pageSize) => update({ pageSize })} />
      </div>
    </>
  );
}
