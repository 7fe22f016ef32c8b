'use client';

import { LinkBase, useTranslate } from 'ra-core';
import { INQUIRY_STATES, type InquiryState } from '@/lib/inquiry-states';
import type { InquiryRow } from '@/lib/validation/admin/inquiries';
import { DataTable, LinkRow } from '../data-table';
import { Pager, SearchBox } from '../schema-list';
import { Badge, Button, ErrorState, PageHead } from '../ui-kit';
import { DateFilter, FilterBox, useUrlFilters } from '../url-filters';
import { WaitingMarker } from './waiting-marker';
import { STATE_TONE, useDeskMe, useDeskMembers, useDeskPath, useFormatters, useInbox, type InboxFilters } from './inquiry-data';

// The inbox — state tabs with their counts, filters, search and server-side paging. The
// filters live in the URL (?state=new&page=2…) so back, reload and a shared link land on the same
// page. Unread inquiries (the buyer wrote or submitted since staff last opened it) are bold.

const FILTER_NAMES = ['state', 'assignee', 'from', 'to', 'country', 'q', 'waitingHours', 'asked'] as const;
/** The waits staff filter by: a working morning, a day, two days (the desk's answer times). */
const WAITING_CHOICES = [4, 24, 48] as const;

function useInboxFilters(): [InboxFilters, (next: Partial<InboxFilters>) => void] {
  const [filters, update] = useUrlFilters(FILTER_NAMES);
  // The URL holds text; the inbox call takes the numbers and codes it names.
  return [filters as unknown as InboxFilters, update];
}

function StateTabs({
  current,
  counts,
  onPick,
}: {
  current: InquiryState | undefined;
  counts: Partial<Record<InquiryState, number>>;
  onPick: (state: InquiryState | undefined) => void;
}) {
  const t = useTranslate();
  const all = Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
  return (
    <div className="a-tabs" role="tablist" aria-label={t('inquiries.fields.state')} data-testid="inquiry-state-tabs">
      <button type="button" role="tab" aria-selected={!current} className="a-tab" onClick={() => onPick(undefined)}>
        {t('common.all')} <span className="a-tab-count">{all}</span>
      </button>
      {INQUIRY_STATES.map((state) => (
        <button key={state} type="button" role="tab" aria-selected={current === state} className="a-tab" onClick={() => onPick(state)} data-testid={`inquiry-tab-${state}`}>
          {t(`inquiries.state.${state}`)} <span className="a-tab-count">{counts[state] ?? 0}</span>
        </button>
      ))}
    </div>
  );
}

export function AssigneeFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTranslate();
  const me = useDeskMe();
  const members = useDeskMembers();
  return (
    <select
      className="a-input a-select a-filter"
      aria-label={t('inquiries.fields.assignee')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid="filter-assignee"
    >
      <option value="">
        {t('inquiries.fields.assignee')}: {t('common.all')}
      </option>
      <option value="none">{t('inquiries.unassigned')}</option>
      {me.id !== undefined ? <option value={String(me.id)}>{t('inquiries.mine')}</option> : null}
      {/* A sales member sees only their own and unassigned inquiries: colleagues would filter to nothing. */}
      {members
        .filter((member) => me.role === 'owner' && member.id !== me.id)
        .map((member) => (
          <option key={member.id} value={String(member.id)}>
            {member.name || member.email}
          </option>
        ))}
    </select>
  );
}

function Value({ row }: { row: InquiryRow }) {
  const format = useFormatters();
  if (!row.totalForeignPrice && !row.totalPrice) return <span className="a-muted">—</span>;
  return (
    <span className="a-num a-nowrap" title={format.money(row.totalPrice, 'CNY')}>
      {row.totalForeignPrice ? format.money(row.totalForeignPrice, 'USD') : format.money(row.totalPrice, 'CNY')}
    </span>
  );
}

/** One inquiry of the inbox: the whole row opens it (the order number is its keyboard link). */
function InboxRow({ row }: { row: InquiryRow }) {
  const t = useTranslate();
  const path = useDeskPath();
  const format = useFormatters();
  return (
    <LinkRow to={path(`/inquiries/${row.id}`)} className={row.staffUnread ? 'a-unread' : undefined} testId={`inquiry-row-${row.id}`}>
      <td className="a-dot-col">{row.staffUnread ? <span className="a-dot" role="img" aria-label={t('inquiries.unread')} data-testid={`inquiry-unread-${row.id}`} /> : null}</td>
      <td className="a-nowrap a-cell-no">
        <LinkBase to={path(`/inquiries/${row.id}`)} className="a-rowlink">
          {row.orderNo}
        </LinkBase>
      </td>
      <td className="a-cell-state">
        <span className="a-markers">
          <Badge tone={STATE_TONE[row.state]}>{t(`inquiries.state.${row.state}`)}</Badge>
          <WaitingMarker row={row} />
        </span>
      </td>
      <td className="a-cell-buyer">
        <div>{row.buyer.nick || row.buyer.email}</div>
        {row.buyer.nick ? <div className="a-muted a-small">{row.buyer.email}</div> : null}
      </td>
      <td data-label={t('inquiries.fields.companyName')}>{row.buyer.companyName || <span className="a-muted">—</span>}</td>
      <td data-label={t('inquiries.fields.country')}>{row.country || <span className="a-muted">—</span>}</td>
      <td className="a-right a-num" data-label={t('inquiries.fields.lines')}>
        {row.lines}
      </td>
      <td className="a-right" data-label={t('inquiries.fields.value')}>
        <Value row={row} />
      </td>
      <td className="a-nowrap" data-label={t('inquiries.fields.createdAt')}>
        {format.dateTime(row.createdAt)}
      </td>
      <td data-label={t('inquiries.fields.assignee')}>{row.assigneeId === null ? <span className="a-muted">{t('inquiries.unassigned')}</span> : row.assigneeName}</td>
    </LinkRow>
  );
}

export function InquiryInbox() {
  const t = useTranslate();
  const [filters, update] = useInboxFilters();
  const { data, error, isPending, isFetching, refetch } = useInbox(filters);
  const rows = data?.list ?? [];
  const columns = ['orderNo', 'state', 'buyer', 'companyName', 'country', 'lines', 'value', 'createdAt', 'assignee'] as const;

  return (
    <div className="a-list">
      <PageHead title={t('inquiries.title')} subtitle={t('inquiries.subtitle')} />
      <StateTabs current={filters.state} counts={data?.counts ?? {}} onPick={(state) => update({ state })} />
      <div className="a-toolbar">
        <SearchBox value={filters.q ?? ''} onSearch={(q) => update({ q })} />
        <AssigneeFilter
          value={filters.assignee === undefined ? '' : String(filters.assignee)}
          onChange={(assignee) => update({ assignee: (assignee || undefined) as InboxFilters['assignee'] })}
        />
        <DateFilter label={t('inquiries.from')} value={filters.from} max={filters.to} onChange={(from) => update({ from })} testId="filter-from" />
        <DateFilter label={t('inquiries.to')} value={filters.to} min={filters.from} onChange={(to) => update({ to })} testId="filter-to" />
        <FilterBox
          className="a-country"
          label={t('inquiries.fields.country')}
          value={filters.country}
          maxLength={2}
          // A country code is two letters: filter once both are typed (or the box is cleared).
          onChange={(e) => {
            const code = e.target.value.trim().toUpperCase();
            if (code.length === 2 || code.length === 0) update({ country: code || undefined });
          }}
          testId="filter-country"
        />
        <select
          className="a-input a-select a-filter"
          aria-label={t('desk.waiting')}
          value={filters.waitingHours ?? ''}
          onChange={(e) => update({ waitingHours: e.target.value ? Number(e.target.value) : undefined })}
          data-testid="filter-waiting"
        >
          <option value="">{t('desk.waitingAll')}</option>
          {WAITING_CHOICES.map((hours) => (
            <option key={hours} value={hours}>
              {t('desk.waitingOver', { hours })}
            </option>
          ))}
        </select>
        <button
          type="button"
          role="switch"
          aria-checked={filters.asked === 'true'}
          className="a-tab"
          onClick={() => update({ asked: filters.asked === 'true' ? undefined : 'true' })}
          data-testid="filter-asked"
        >
          {t('desk.askedOnly')}
        </button>
        {FILTER_NAMES.some((name) => filters[name] !== undefined) ? (
          <Button
            small
            tone="ghost"
            onClick={() =>
              update({ state: undefined, assignee: undefined, from: undefined, to: undefined, country: undefined, q: undefined, waitingHours: undefined, asked: undefined })
            }
          >
            {t('action.clear')}
          </Button>
        ) : null}
        <span className="a-grow" />
        {isFetching && !isPending ? <span className="a-spin" aria-label={t('list.loading')} /> : null}
      </div>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          testId="inquiries-table"
          className="a-inbox a-cards"
          columns={[
            { ariaLabel: t('inquiries.unread'), className: 'a-dot-col' },
            ...columns.map((name) => ({ label: t(`inquiries.fields.${name}`), right: name === 'lines' || name === 'value' })),
          ]}
          loading={isPending}
          empty={!isPending && !rows.length && t('inquiries.empty')}
        >
          {rows.map((row) => (
            <InboxRow key={row.id} row={row} />
          ))}
        </DataTable>
      )}
      <Pager page={filters.page} perPage={filters.pageSize} total={data?.total ?? 0} setPage={(page) => update({ page })} setPerPage={(pageSize) => update({ pageSize })} />
    </div>
  );
}
