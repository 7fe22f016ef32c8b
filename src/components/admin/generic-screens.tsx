'use client';

import { LinkBase, RecordContextProvider, SaveContextProvider, useCreateController, useEditController, useRedirect, useTranslate } from 'ra-core';
import { useMemo, type ReactNode } from 'react';
import type { z } from 'zod';
import { DeleteRecordButton } from './delete-record';
import { asText, useFieldLabel, useOptionLabel, useResourceName } from './field-label';

type Row = { id: number } & Record<string, unknown>;
import { SchemaForm } from './schema-form';
import { defaultsOf, fieldsOf } from './schema-fields';
import { SchemaList, type ListFilter } from './schema-list';
import { Button, ErrorState, PageHead, Spinner } from './ui-kit';

// List, edit and create screens of any resource whose contracts follow the brief
// (row, write and list-query schemas): the screens are the schemas, drawn.

export interface ResourceScreens {
  resource: string;
  rowSchema: z.ZodType;
  writeSchema?: z.ZodType;
  listQuery?: z.ZodType;
  columns?: readonly string[];
  /** No create/delete (customers: the shop creates them). */
  readOnly?: boolean;
  extraActions?: (record: Record<string, unknown>) => ReactNode;
}

/** The list query's `sort` enum and its other enum fields (filters). */
function useQueryShape(resource: string, listQuery: z.ZodType | undefined) {
  const labelOf = useFieldLabel(resource);
  const optionLabel = useOptionLabel(resource);
  return useMemo(() => {
    if (!listQuery) return { sortable: [] as string[], filters: [] as ListFilter[], defaultSort: undefined };
    const specs = fieldsOf(listQuery);
    const sortable = [...(specs.find((spec) => spec.name === 'sort')?.options ?? [])];
    const order = listQuery.safeParse({}).data as { order?: string } | undefined;
    const filters = specs
      .filter((spec) => !['page', 'pageSize', 'sort', 'order', 'q'].includes(spec.name) && spec.options?.length)
      .map((spec) => ({
        name: spec.name,
        label: labelOf(spec.name),
        options: spec.options!.map((value) => ({ value, label: optionLabel(spec.name, value) })),
      }));
    return { sortable, filters, defaultSort: sortable[0] ? { field: sortable[0], order: order?.order === 'desc' ? ('DESC' as const) : ('ASC' as const) } : undefined };
  }, [listQuery, labelOf, optionLabel]);
}

export function GenericList({ resource, rowSchema, listQuery, columns, readOnly, title }: ResourceScreens & { title?: string }) {
  const t = useTranslate();
  const name = useResourceName(resource);
  const { sortable, filters, defaultSort } = useQueryShape(resource, listQuery);
  const hasQ = listQuery ? fieldsOf(listQuery).some((spec) => spec.name === 'q') : false;
  return (
    <>
      <PageHead
        title={title ?? name(2)}
        actions={
          readOnly ? null : (
            <LinkBase to={`/${resource}/create`} className="a-btn a-btn-primary" data-testid={`create-${resource}`}>
              + {t('action.create')}
            </LinkBase>
          )
        }
      />
      <SchemaList resource={resource} schema={rowSchema} columns={columns} sortable={sortable} filters={filters} defaultSort={defaultSort} search={hasQ} rowLink="edit" />
    </>
  );
}

export function GenericEdit({ resource, writeSchema, rowSchema, readOnly, extraActions }: ResourceScreens) {
  const t = useTranslate();
  const redirect = useRedirect();
  const name = useResourceName(resource);
  const controller = useEditController({ resource, mutationMode: 'pessimistic', redirect: false });
  if (controller.error) return <ErrorState error={controller.error} onRetry={() => void controller.refetch()} />;
  if (controller.isPending || !controller.record) return <Spinner />;
  const record = controller.record as Row;
  const schema = writeSchema ?? rowSchema;
  const readOnlyFields = writeSchema ? fieldsOf(rowSchema).filter((spec) => !fieldsOf(writeSchema).some((w) => w.name === spec.name || w.pair === spec.name)) : [];
  return (
    <SaveContextProvider value={{ save: controller.save, saving: controller.saving, mutationMode: 'pessimistic' }}>
      <RecordContextProvider value={record}>
        <PageHead
          title={t('form.editRecord', { name: name(1) })}
          subtitle={`#${record.id}`}
          actions={
            <>
              <Button onClick={() => redirect('list', resource)}>{t('action.back')}</Button>
              {extraActions?.(record)}
              {readOnly ? null : <DeleteRecordButton resource={resource} record={record} />}
            </>
          }
        />
        {writeSchema ? (
          <SchemaForm
            schema={schema}
            resource={resource}
            record={record}
            onSubmit={(values) => controller.save?.(values)}
            aside={readOnlyFields.length ? <ReadOnlyFields resource={resource} record={record} names={readOnlyFields.map((spec) => spec.name)} /> : undefined}
          />
        ) : (
          <ReadOnlyFields resource={resource} record={record} names={fieldsOf(rowSchema).map((spec) => spec.name)} />
        )}
      </RecordContextProvider>
    </SaveContextProvider>
  );
}

export function ReadOnlyFields({ resource, record, names }: { resource: string; record: Record<string, unknown>; names: readonly string[] }) {
  const labelOf = useFieldLabel(resource);
  const t = useTranslate();
  return (
    <dl className="a-dl">
      {names.map((name) => {
        const value = record[name];
        return (
          <div key={name}>
            <dt>{labelOf(name)}</dt>
            <dd>
              {value === null || value === undefined || value === '' ? (
                '—'
              ) : typeof value === 'boolean' ? (
                value ? (
                  t('common.yes')
                ) : (
                  t('common.no')
                )
              ) : typeof value === 'object' ? (
                <pre className="a-code">{JSON.stringify(value, null, 2)}</pre>
              ) : (
                asText(value)
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

export function GenericCreate({ resource, writeSchema, rowSchema }: ResourceScreens) {
  const t = useTranslate();
  const name = useResourceName(resource);
  const controller = useCreateController({ resource, redirect: 'edit', mutationMode: 'pessimistic' });
  const schema = writeSchema ?? rowSchema;
  return (
    <SaveContextProvider value={{ save: controller.save, saving: controller.saving, mutationMode: 'pessimistic' }}>
      <PageHead title={t('form.newRecord', { name: name(1) })} />
      <SchemaForm schema={schema} resource={resource} record={defaultsOf(schema)} onSubmit={(values) => controller.save?.(values)} />
    </SaveContextProvider>
  );
}
