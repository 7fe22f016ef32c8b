'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { LinkBase, useDataProvider, useTranslate } from 'ra-core';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useBusyAction } from '../busy-action';
import type { WorkspaceDataProvider } from '../data-provider';
import { errorText, fieldOf } from '../http';
import { SearchBox } from '../schema-list';
import { Button, Confirm, ErrorState, PageHead, Spinner } from '../ui-kit';

// How the pricing screens read and write their rows (customer groups, price lists) through the
// workspace dataProvider: a page of the list, one row by the `:id` of the address (`new`: none),
// and a save or delete that refreshes the lists and lands on the saved row, the server's words for
// a refused field kept by field so the form shows them where they belong.

export type PricingResource = 'customer-groups' | 'price-lists';

export function useRecordPage<R extends { id: number }>(
  resource: PricingResource,
  filter: Record<string, string>,
  pagination: { page: number; perPage: number },
  sort: { field: string; order: 'ASC' | 'DESC' },
) {
  const provider = useDataProvider<WorkspaceDataProvider>();
  return useQuery({
    queryKey: [resource, filter, pagination],
    queryFn: () => provider.getList<R>(resource, { filter, pagination, sort }),
    placeholderData: keepPreviousData,
  });
}

/** A list screen's head: title, what the rows are, the button to make one, and the search box. */
export function RecordListHead({
  resource,
  words,
  q,
  onSearch,
  children,
}: {
  resource: PricingResource;
  words: 'groups' | 'lists';
  q: string;
  onSearch: (q: string) => void;
  children?: ReactNode;
}) {
  const t = useTranslate();
  return (
    <>
      <PageHead
        title={t(`pricing.${words}.title`)}
        subtitle={t(`pricing.${words}.subtitle`)}
        actions={
          <LinkBase to={`/${resource}/new`} className="a-btn a-btn-primary" data-testid={`${resource}-new`}>
            {t(`pricing.${words}.new`)}
          </LinkBase>
        }
      />
      <div className="a-toolbar">
        <SearchBox value={q} onSearch={onSearch} />
        {children}
      </div>
    </>
  );
}

/** The row of the address's `:id`, handed to `form` (null for `new`) once read. */
export function RecordLoader<R extends { id: number; updatedAt: string }>({ resource, form }: { resource: PricingResource; form: (record: R | null) => ReactNode }) {
  const provider = useDataProvider<WorkspaceDataProvider>();
  const id = useParams().id;
  const isNew = id === 'new';
  const one = useQuery({ queryKey: [resource, 'one', id], queryFn: async () => (await provider.getOne<R>(resource, { id: Number(id) })).data, enabled: !isNew });
  if (isNew) return form(null);
  if (one.error) return <ErrorState error={one.error} onRetry={() => void one.refetch()} />;
  if (!one.data) return <Spinner />;
  // A fresh read (after a save) starts the form again from what the server kept.
  return <div key={one.data.updatedAt}>{form(one.data)}</div>;
}

export function useRecordEditor<R extends { id: number }>(resource: PricingResource, record: R | null) {
  const t = useTranslate();
  const provider = useDataProvider<WorkspaceDataProvider>();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { busy, run } = useBusyAction();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = (data: Record<string, unknown>) =>
    run(
      'save',
      async () => {
        setErrors({});
        try {
          const saved = record ? (await provider.update<R>(resource, { id: record.id, data, previousData: record })).data : (await provider.create<R>(resource, { data })).data;
          await client.invalidateQueries({ queryKey: [resource] });
          void navigate(`/${resource}/${saved.id}`, { replace: true });
        } catch (error) {
          const field = fieldOf(error);
          if (field) setErrors({ [field]: errorText(error) });
          throw error;
        }
      },
      t('form.saved'),
    );
  const remove = () =>
    run(
      'delete',
      async () => {
        await provider.delete(resource, { id: record!.id, previousData: record! });
        await client.invalidateQueries({ queryKey: [resource] });
        void navigate(`/${resource}`);
      },
      t('form.deleted'),
    );
  /** The delete button with its confirmation (nothing for a row not saved yet). */
  const deleteButton = (title: string, body: string) =>
    record ? (
      <Confirm
        trigger={
          <Button tone="danger" busy={busy === 'delete'} data-testid="record-delete">
            {t('action.delete')}
          </Button>
        }
        title={title}
        body={body}
        onConfirm={() => void remove()}
      />
    ) : null;
  /** The first refusal the server gave on a field starting with `prefix` (`customerIds` → `customerIds.2`). */
  const errorAt = (prefix: string) => Object.entries(errors).find(([field]) => field === prefix || field.startsWith(`${prefix}.`))?.[1];
  return { busy, errors, errorAt, save, deleteButton };
}
