'use client';

import { useDelete, useRedirect, useTranslate, type RaRecord } from 'ra-core';
import { toast } from 'sonner';
import { Button, Confirm } from './ui-kit';

/**
 * An edit screen's Delete: asks first, deletes the record (pessimistic: the row is gone on the
 * server before the screen moves) and goes back to the resource's list.
 */
export function DeleteRecordButton({ resource, record, deletedMessage, testId }: { resource: string; record: RaRecord; deletedMessage?: string; testId?: string }) {
  const t = useTranslate();
  const redirect = useRedirect();
  const [remove, { isPending }] = useDelete();
  const onSuccess = () => {
    if (deletedMessage) toast.success(deletedMessage);
    redirect('list', resource);
  };
  return (
    <Confirm
      title={t('action.delete')}
      body={t('form.confirmDelete')}
      confirmLabel={t('action.delete')}
      onConfirm={() =>
        remove(
          resource,
          { id: record.id, previousData: record },
          { mutationMode: 'pessimistic', onSuccess, onError: (e) => toast.error(e instanceof Error ? e.message : String(e)) },
        )
      }
      trigger={
        <Button tone="danger" busy={isPending} data-testid={testId}>
          {t('action.delete')}
        </Button>
      }
    />
  );
}
