'use client';

import { useLocaleState, useNavigate, useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { thumbnailUrl } from '@/lib/media-url';
import { asText } from './field-label';
import type { FieldSpec } from './schema-fields';
import { Badge } from './ui-kit';

// The workspace's one table (record lists, the inquiry inbox, inquiry lines, quote versions,
// import errors, rules…): one frame and one header row, so every table scrolls, aligns its
// figures and is styled the same way; sortable headers, skeleton rows while loading, an empty
// line, rows that open their record, and cells that word a value as the list's schema says.

export type SortOrder = 'ASC' | 'DESC';

/** One header cell: its text, `right` for a column of figures, or an aria-label for an icon column. */
export interface Column {
  label?: ReactNode;
  right?: boolean;
  className?: string;
  ariaLabel?: string;
  /** The field this column sorts by (when the table is given `onSort`). */
  sortField?: string;
}

export interface TableSort {
  sort: { field: string; order: SortOrder };
  onSort: (field: string) => void;
}

function HeaderCell({ column, sorting }: { column: Column; sorting?: TableSort }) {
  const field = column.sortField;
  const sorted = field !== undefined && sorting?.sort.field === field;
  const order = sorting?.sort.order;
  return (
    <th aria-label={column.ariaLabel} aria-sort={sorted ? (order === 'ASC' ? 'ascending' : 'descending') : undefined} className={column.right ? 'a-right' : column.className}>
      {field !== undefined && sorting ? (
        <button type="button" className="a-sort" onClick={() => sorting.onSort(field)}>
          {column.label} <span className="a-sort-mark">{sorted ? (order === 'ASC' ? '▲' : '▼') : '↕'}</span>
        </button>
      ) : (
        column.label
      )}
    </th>
  );
}

export function TableHead({ columns, sorting }: { columns: readonly Column[]; sorting?: TableSort }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          <HeaderCell key={index} column={column} sorting={sorting} />
        ))}
      </tr>
    </thead>
  );
}

/** One line across every column (the empty state, a skeleton while loading). */
function WideRow({ span, className, cellClass, children }: { span: number; className?: string; cellClass?: string; children: ReactNode }) {
  return (
    <tr className={className}>
      <td colSpan={span} className={cellClass}>
        {children}
      </td>
    </tr>
  );
}

/**
 * A scrolling table: the header row from `columns`, the body rows as children, six skeleton
 * rows while `loading`, and `empty` (when given: the list has no rows) as one row across all
 * the columns.
 */
export function DataTable({
  testId,
  className,
  columns,
  sorting,
  loading = false,
  empty,
  children,
}: {
  testId?: string;
  className?: string;
  columns: readonly Column[];
  sorting?: TableSort;
  loading?: boolean;
  empty?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="a-table-wrap">
      <table className={className ? `a-table ${className}` : 'a-table'} data-testid={testId}>
        <TableHead columns={columns} sorting={sorting} />
        <tbody>
          {loading
            ? Array.from({ length: 6 }, (_, i) => (
                <WideRow key={i} span={columns.length} className="a-skeleton-row">
                  <span className="a-skeleton" />
                </WideRow>
              ))
            : null}
          {empty ? (
            <WideRow span={columns.length} cellClass="a-empty">
              {empty}
            </WideRow>
          ) : null}
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** A row that opens `to` when clicked anywhere but on its own links, buttons and boxes. */
export function LinkRow({ to, className, selected, testId, children }: { to?: string; className?: string; selected?: boolean; testId?: string; children: ReactNode }) {
  const navigate = useNavigate();
  const classes = [to ? 'a-row-link' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <tr
      className={classes || undefined}
      aria-selected={selected || undefined}
      onClick={(event) => {
        if (!to || (event.target as HTMLElement).closest('a,button,input,label')) return;
        navigate(to);
      }}
      data-testid={testId}
    >
      {children}
    </tr>
  );
}

function formatDate(value: string, locale: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString(locale === 'zh' ? 'zh-CN' : 'en-GB', { dateStyle: 'short', timeStyle: 'short' });
}

/**
 * A record's value as its column shows it: yes/no, a thumbnail, a figure, a date, a coded value
 * in words (useOptionLabel: 所有者, never `owner`), JSON cut short, or the text.
 */
export function ValueCell({ spec, value, optionLabel }: { spec: FieldSpec | undefined; value: unknown; optionLabel: (field: string, value: string) => string }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  if (value === null || value === undefined || value === '') return <span className="a-muted">—</span>;
  if (typeof value === 'boolean') return value ? <Badge tone="green">{t('common.yes')}</Badge> : <span className="a-muted">{t('common.no')}</span>;
  if (spec?.widget === 'image' && typeof value === 'string') return <img className="a-thumb" src={thumbnailUrl(value, 100)} alt="" loading="lazy" />;
  if (typeof value === 'number') return <span className="a-num">{value.toLocaleString(locale === 'zh' ? 'zh-CN' : 'en-US')}</span>;
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)) return <span className="a-nowrap">{formatDate(value, locale)}</span>;
  if (typeof value === 'string' && spec?.options?.includes(value)) return <span>{optionLabel(spec.name, value)}</span>;
  if (typeof value === 'object') return <code className="a-code">{JSON.stringify(value).slice(0, 80)}</code>;
  return <span>{asText(value)}</span>;
}
