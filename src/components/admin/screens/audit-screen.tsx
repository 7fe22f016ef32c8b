'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'ra-core';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@/lib/audit-actions';
import type { AuditRow } from '@/lib/validation/admin/audit';
import type { StaffRow } from '@/lib/validation/staff';
import { useResourceName } from '../field-label';
import { apiFetch } from '../http';
import { Pager } from '../schema-list';
import { Button, ErrorState, PageHead, Spinner, TextInput } from '../ui-kit';
import { AuditEntry, useAuditWords } from './audit-entry';

// The owner's audit log: filters by person, action, record and days (kept in the URL, so a
// shared link or a reload lands on the same rows), paged on the server, and the same filters as
// a CSV file for Excel.

const FILTERS = ['staffId', 'action', 'entity', 'entityId', 'from', 'to'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>> & { page: number; pageSize: number };

function useAuditFilters(): [Filters, (next: Partial<Filters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters: Filters = { page: Number(params.get('page')) || 1, pageSize: Number(params.get('pageSize')) || 25 };
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  const update = (next: Partial<Filters>) => {
    const merged: Record<string, string | number | undefined> = { ...filters, ...next, page: next.page ?? 1 };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged))
      if (value !== undefined && value !== '' && !(key === 'page' && value === 1) && !(key === 'pageSize' && value === 25)) search.set(key, String(value));
    setParams(search, { replace: true });
  };
  return [filters, update];
}

/** The query string of the filters, with the viewer's zone so days are theirs. */
function searchOf(filters: Partial<Filters>, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams(extra);
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') search.set(key, String(value));
  search.set('tzOffset', String(new Date().getTimezoneOffset()));
  return search.toString();
}

function useStaffMembers() {
  const { data } = useQuery({
    queryKey: ['audit', 'staff'],
    staleTime: 5 * 60_000,
    queryFn: () => apiFetch<{ data: { list: StaffRow[] } }>('/staff?pageSize=200&sort=name'),
  });
  return data?.data.list ?? [];
}

function AuditFilters({ filters, update }: { filters: Filters; update: (next: Partial<Filters>) => void }) {
  const t = useTranslate();
  const words = useAuditWords();
  const members = useStaffMembers();
  const any = FILTERS.some((name) => filters[name] !== undefined);
  return (
    <div className="a-toolbar a-audit-filters" data-testid="audit-filters">
      <select
        className="a-input a-select"
        aria-label={t('audit.screen.person')}
        value={filters.staffId ?? ''}
        onChange={(e) => update({ staffId: e.target.value || undefined })}
        data-testid="audit-filter-person"
      >
        <option value="">{t('audit.screen.anyPerson')}</option>
        {members.map((member) => (
          <option key={member.id} value={String(member.id)}>
            {member.name || member.email}
          </option>
        ))}
      </select>
      <select
        className="a-input a-select"
        aria-label={t('audit.screen.action')}
        value={filters.action ?? ''}
        onChange={(e) => update({ action: e.target.value || undefined })}
        data-testid="audit-filter-action"
      >
        <option value="">{t('audit.screen.anyAction')}</option>
        {AUDIT_ENTITIES.map((entity) => (
          <optgroup key={entity} label={words.entity(entity)}>
            {AUDIT_ACTIONS.filter((action) => action.startsWith(`${entity}.`)).map((action) => (
              <option key={action} value={action}>
                {words.action(action)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <select
        className="a-input a-select"
        aria-label={t('audit.screen.entity')}
        value={filters.entity ?? ''}
        onChange={(e) => update({ entity: e.target.value || undefined })}
        data-testid="audit-filter-entity"
      >
        <option value="">{t('audit.screen.anyEntity')}</option>
        {AUDIT_ENTITIES.map((entity) => (
          <option key={entity} value={entity}>
            {words.entity(entity)}
          </option>
        ))}
      </select>
      <TextInput
        className="a-audit-id"
        placeholder={t('audit.screen.entityId')}
        aria-label={t('audit.screen.entityId')}
        maxLength={100}
        key={filters.entityId ?? ''}
        defaultValue={filters.entityId ?? ''}
        onBlur={(e) => e.target.value.trim() !== (filters.entityId ?? '') && update({ entityId: e.target.value.trim() || undefined })}
        onKeyDown={(e) => e.key === 'Enter' && update({ entityId: e.currentTarget.value.trim() || undefined })}
        data-testid="audit-filter-entity-id"
      />
      <label className="a-inline-field">
        <span className="a-muted">{t('audit.screen.from')}</span>
        <TextInput
          type="date"
          className="a-date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(e) => update({ from: e.target.value || undefined })}
          data-testid="audit-filter-from"
        />
      </label>
      <label className="a-inline-field">
        <span className="a-muted">{t('audit.screen.to')}</span>
        <TextInput
          type="date"
          className="a-date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(e) => update({ to: e.target.value || undefined })}
          data-testid="audit-filter-to"
        />
      </label>
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
  const [filters, update] = useAuditFilters();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['audit', filters],
    queryFn: () => apiFetch<{ data: { list: AuditRow[]; searchListResourceParamaters: { total: number } } }>(`/audit?${searchOf(filters)}`),
    placeholderData: keepPreviousData,
  });
  const rows = data?.data.list ?? [];
  const total = data?.data.searchListResourceParamaters.total ?? 0;
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
