'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, useTranslate } from 'ra-core';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { useBusyAction } from '../busy-action';
import { DataTable, type Column } from '../data-table';
import { errorText, fieldOf } from '../http';
import { Button, Card, Confirm, ErrorState, PageHead, Spinner } from '../ui-kit';

// The owner's short lists that are edited in place (assignment rules, reply templates): the
// whole list in a table, one form above it that adds or changes a record, a confirm before a
// delete. Reads and writes go through the workspace dataProvider (ra-core), a server 400/404
// naming a field shows under that field, and any other failure in a toast.

/** A form's save bar: cancel (when the form can be left) on the left, the busy save on the right. */
export function SaveForm({
  testId,
  className = 'a-grid',
  saving,
  saveLabel,
  onSave,
  onCancel,
  children,
}: {
  testId: string;
  className?: string;
  saving: boolean;
  saveLabel?: string;
  onSave: () => void;
  onCancel?: () => void;
  children: ReactNode;
}) {
  const t = useTranslate();
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      data-testid={`${testId}-form`}
    >
      {children}
      <div className="a-savebar a-field-wide">
        {onCancel ? (
          <Button tone="ghost" onClick={onCancel}>
            {t('action.cancel')}
          </Button>
        ) : null}
        <span className="a-grow" />
        <Button tone="primary" type="submit" busy={saving} data-testid={`${testId}-save`}>
          {saveLabel ?? t('action.save')}
        </Button>
      </div>
    </form>
  );
}

/** Saves with `save`; a refusal naming a field lands in `errors`, anything else in a toast. */
export function useFieldSave() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const save = async (write: () => Promise<unknown>, done: () => Promise<void> | void) => {
    setSaving(true);
    setErrors({});
    try {
      await write();
    } catch (error) {
      const field = fieldOf(error);
      if (field) setErrors({ [field]: errorText(error) });
      else toast.error(errorText(error));
      return;
    } finally {
      setSaving(false);
    }
    await done();
  };
  return { errors, saving, save };
}

export interface EditableListProps<T extends { id: number }, D extends { id?: number }> {
  /** The dataProvider resource (GET/POST /api/admin/<resource>, PUT/DELETE …/<id>). */
  resource: string;
  /** The data-testid stem of the add button and the form (`<testId>-add`, `-form`, `-save`). */
  testId: string;
  /** Message keys of the screen's words. */
  words: { title: string; subtitle: string; add: string; edit: string; empty: string; deleteTitle: string; deleteBody: string };
  blank: D;
  toDraft: (record: T) => D;
  toBody: (draft: D) => Record<string, unknown>;
  /** The form's fields for the draft being edited. */
  fields: (value: D, set: (value: D) => void, errors: Record<string, string>) => ReactNode;
  formClassName?: string;
  tableClassName?: string;
  columns: readonly Column[];
  /** The row's cells, before its edit and delete buttons. */
  cells: (record: T, index: number) => ReactNode;
  /** After a save: other caches that read the list (the reply box's filled-in templates). */
  onSaved?: () => Promise<unknown> | void;
}

function DraftForm<T extends { id: number }, D extends { id?: number }>({ props, draft, onDone }: { props: EditableListProps<T, D>; draft: D; onDone: () => void }) {
  const t = useTranslate();
  const provider = useDataProvider();
  const client = useQueryClient();
  const [value, setValue] = useState<D>(draft);
  const { errors, saving, save } = useFieldSave();
  const write = () => {
    const data = props.toBody(value);
    return value.id ? provider.update(props.resource, { id: value.id, data, previousData: { ...data, id: value.id } }) : provider.create(props.resource, { data });
  };
  const done = async () => {
    toast.success(t(value.id ? 'ra.notification.updated' : 'ra.notification.created'));
    await client.invalidateQueries({ queryKey: [props.resource] });
    await props.onSaved?.();
    onDone();
  };
  return (
    <Card title={t(value.id ? props.words.edit : props.words.add)}>
      <SaveForm testId={props.testId} className={props.formClassName} saving={saving} onSave={() => void save(write, done)} onCancel={onDone}>
        {props.fields(value, setValue, errors)}
      </SaveForm>
    </Card>
  );
}

export function EditableList<T extends { id: number }, D extends { id?: number }>(props: EditableListProps<T, D>) {
  const t = useTranslate();
  const provider = useDataProvider();
  const client = useQueryClient();
  const { run } = useBusyAction();
  const { data, error, isPending, refetch } = useGetList<T>(props.resource, { pagination: { page: 1, perPage: 200 } });
  const [draft, setDraft] = useState<D | null>(null);
  const remove = (record: T) =>
    run(
      'delete',
      async () => {
        await provider.delete(props.resource, { id: record.id, previousData: record });
        await client.invalidateQueries({ queryKey: [props.resource] });
      },
      t('ra.notification.deleted'),
    );

  return (
    <>
      <PageHead
        title={t(props.words.title)}
        subtitle={t(props.words.subtitle)}
        actions={
          <Button tone="primary" onClick={() => setDraft({ ...props.blank })} data-testid={`${props.testId}-add`}>
            {t(props.words.add)}
          </Button>
        }
      />
      {draft ? <DraftForm key={draft.id ?? 'new'} props={props} draft={draft} onDone={() => setDraft(null)} /> : null}
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <DataTable testId={`${props.resource}-table`} className={props.tableClassName} columns={[...props.columns, {}]} empty={!data?.length && t(props.words.empty)}>
          {data?.map((record, index) => (
            <tr key={record.id}>
              {props.cells(record, index)}
              <td className="a-right a-nowrap">
                <Button small tone="ghost" onClick={() => setDraft(props.toDraft(record))}>
                  {t('action.edit')}
                </Button>
                <Confirm
                  title={t(props.words.deleteTitle)}
                  body={t(props.words.deleteBody)}
                  confirmLabel={t('action.delete')}
                  onConfirm={() => void remove(record)}
                  trigger={
                    <Button small tone="ghost">
                      {t('action.delete')}
                    </Button>
                  }
                />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
