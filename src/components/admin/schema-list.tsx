'use client';

import { LinkBase, useCreatePath, useListController, useTranslate, type SortPayload } from 'ra-core';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { DataTable, LinkRow, ValueCell, type Column } from './data-table';
import { useFieldLabel, useOptionLabel } from './field-label';
import { fieldsOf } from './schema-fields';
import { Button, ErrorState, TextInput } from './ui-kit';

// A list drawn from a zod row schema: server-side paging, sort, search (`q`), filters,
// row selection. The URL keeps page, sort and filters (ra-core syncs them), so back and reload
// come back to the same page.

type Row = { id: number } & Record<string, unknown>;

export interface ListFilter {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

export interface SchemaListProps {
  resource: string;
  schema: z.ZodType;
  columns?: readonly string[];
  /** Fields the server sorts by (its `sort` enum). */
  sortable?: readonly string[];
  defaultSort?: SortPayload;
  filters?: readonly ListFilter[];
  /** Extra filter inputs (e.g. the topic picker) given the current values and setter. */
  filterSlot?: (values: Record<string, unknown>, set: (name: string, value: unknown) => void) => ReactNode;
  search?: boolean;
  selectable?: boolean;
  bulkActions?: (ids: readonly number[], clear: () => void) => ReactNode;
  actions?: ReactNode;
  /** Where a row click goes: edit (default), show, or nowhere. */
  rowLink?: 'edit' | 'show' | false;
  cell?: (name: string, record: Row) => ReactNode | undefined;
  perPage?: number;
}

export function Pager({
  page,
  perPage,
  total,
  setPage,
  setPerPage,
}: {
  page: number;
  perPage: number;
  total: number;
  setPage: (page: number) => void;
  setPerPage: (n: number) => void;
}) {
  const t = useTranslate();
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav className="a-pager" aria-label="pagination">
      <span className="a-muted">{t('list.total', { count: total })}</span>
      <span className="a-grow" />
      <label className="a-muted">
        {t('list.perPage')}{' '}
        <select className="a-input a-select a-select-sm" value={perPage} onChange={(e) => setPerPage(Number(e.target.value))}>
          {[25, 50, 100, 200].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <Button small onClick={() => setPage(page - 1)} disabled={page <= 1} aria-label={t('list.prev')}>
        ‹
      </Button>
      <span className="a-muted">{t('list.page', { page, pages })}</span>
      <Button small onClick={() => setPage(page + 1)} disabled={page >= pages} aria-label={t('list.next')}>
        ›
      </Button>
    </nav>
  );
}

export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const t = useTranslate();
  const [text, setText] = useState(value);
  // Typing searches after a pause: each key is not a request.
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <TextInput
      type="search"
      className="a-search"
      placeholder={t('list.searchPlaceholder')}
      aria-label={t('action.search')}
      value={text}
      onChange={(e) => setText(e.target.value)}
      data-testid="list-search"
    />
  );
}

export function SchemaList({
  resource,
  schema,
  columns,
  sortable = [],
  defaultSort,
  filters = [],
  filterSlot,
  search = true,
  selectable = false,
  bulkActions,
  actions,
  rowLink = 'edit',
  cell,
  perPage = 25,
}: SchemaListProps) {
  const t = useTranslate();
  const labelOf = useFieldLabel(resource);
  const optionLabel = useOptionLabel(resource);
  const createPath = useCreatePath();
  const list = useListController({ resource, perPage, sort: defaultSort, storeKey: false });
  const specs = useMemo(
    () => new Map(fieldsOf(schema).flatMap((spec) => [[spec.name, spec] as const, ...(spec.pair ? [[spec.pair, { ...spec, name: spec.pair }] as const] : [])])),
    [schema],
  );
  const shown = columns ?? [...specs.keys()].filter((name) => !['richtext', 'images', 'json'].includes(specs.get(name)!.widget)).slice(0, 8);
  const filterValues = list.filterValues as Record<string, unknown>;
  const setFilter = (name: string, value: unknown) => list.setFilters({ ...filterValues, [name]: value === '' ? undefined : value }, {});
  const rows = (list.data ?? []) as Row[];
  const ids = rows.map((row) => row.id);
  const allSelected = ids.length > 0 && ids.every((id) => list.selectedIds.includes(id));

  const toggleSort = (field: string) => list.setSort({ field, order: list.sort.field === field && list.sort.order === 'ASC' ? 'DESC' : 'ASC' });
  const tableColumns: Column[] = [
    ...(selectable
      ? [{ className: 'a-check', label: <input type="checkbox" aria-label={t('list.all')} checked={allSelected} onChange={() => list.onSelect(allSelected ? [] : ids)} /> }]
      : []),
    ...shown.map((name) => ({ label: labelOf(name), right: specs.get(name)?.widget === 'number', sortField: sortable.includes(name) ? name : undefined })),
  ];

  return (
    <div className="a-list">
      <div className="a-toolbar">
        {search ? <SearchBox value={(filterValues.q as string) ?? ''} onSearch={(q) => setFilter('q', q)} /> : null}
        {filters.map((filter) => (
          <select
            key={filter.name}
            className="a-input a-select a-filter"
            aria-label={filter.label}
            value={(filterValues[filter.name] as string) ?? ''}
            onChange={(e) => setFilter(filter.name, e.target.value)}
            data-testid={`filter-${filter.name}`}
          >
            <option value="">
              {filter.label}: {t('common.all')}
            </option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {filter.label}: {option.label}
              </option>
            ))}
          </select>
        ))}
        {filterSlot?.(filterValues, setFilter)}
        <span className="a-grow" />
        {list.isFetching && !list.isPending ? <span className="a-spin" aria-label={t('list.loading')} /> : null}
        {actions}
      </div>
      {selectable && list.selectedIds.length > 0 ? (
        <div className="a-bulkbar" role="region" aria-label={t('products.bulk.title')}>
          <strong>{t('list.selected', { count: list.selectedIds.length })}</strong>
          {bulkActions?.(list.selectedIds as number[], () => list.onUnselectItems())}
          <span className="a-grow" />
          <Button small tone="ghost" onClick={() => list.onUnselectItems()}>
            {t('action.clear')}
          </Button>
        </div>
      ) : null}
      {list.error ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          testId={`${resource}-table`}
          columns={tableColumns}
          sorting={{ sort: list.sort, onSort: toggleSort }}
          loading={list.isPending}
          empty={!list.isPending && !list.data?.length && t('list.empty')}
        >
          {rows.map((record) => {
            const to = rowLink ? createPath({ resource, id: record.id, type: rowLink }) : undefined;
            return (
              <LinkRow key={record.id} to={to} selected={list.selectedIds.includes(record.id)}>
                {selectable ? (
                  <td className="a-check">
                    <input type="checkbox" aria-label={String(record.id)} checked={list.selectedIds.includes(record.id)} onChange={() => list.onToggleItem(record.id)} />
                  </td>
                ) : null}
                {shown.map((name, index) => {
                  const custom = cell?.(name, record);
                  const content = custom !== undefined ? custom : <ValueCell spec={specs.get(name)} value={record[name]} optionLabel={optionLabel} />;
                  return (
                    <td key={name} className={typeof record[name] === 'number' ? 'a-right' : undefined}>
                      {index === 0 && to && custom === undefined ? (
                        <LinkBase to={to} className="a-rowlink">
                          {content}
                        </LinkBase>
                      ) : (
                        content
                      )}
                    </td>
                  );
                })}
              </LinkRow>
            );
          })}
        </DataTable>
      )}
      <Pager page={list.page} perPage={list.perPage} total={list.total ?? 0} setPage={list.setPage} setPerPage={list.setPerPage} />
    </div>
  );
}
