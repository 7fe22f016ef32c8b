'use client';

import { useTranslate, useDataProvider } from 'ra-core';
import { toast } from 'sonner';
import type { CustomerResetLink } from '@/lib/validation/admin/customers';
import { customerDetailSchema, customerListQuery, customerRowSchema } from '@/lib/validation/admin/customers';
import type { WorkspaceDataProvider } from '../data-provider';
import { errorText } from '../http';
import { GenericEdit, GenericList } from '../generic-screens';
import { Button, Confirm } from '../ui-kit';

// Customers (sales, owner): the list and a read-only detail with disable/enable and a reset mail.

export function CustomerList() {
  return <GenericList resource="customers" rowSchema={customerRowSchema} listQuery={customerListQuery} readOnly />;
}

function CustomerActions({ id, disabled }: { id: number; disabled: boolean }) {
  const t = useTranslate();
  const dataProvider = useDataProvider<WorkspaceDataProvider>();
  const run = (path: string, done: string) =>
    dataProvider
      .call<{ dto: CustomerResetLink }>(`/api/admin/customers/${id}/${path}`, { method: 'POST' })
      .then(() => toast.success(done))
      .catch((error: unknown) => toast.error(errorText(error)));
  return (
    <>
      {disabled ? (
        <Button onClick={() => void run('enable', t('form.saved'))}>{t('actions.enable')}</Button>
      ) : (
        <Confirm
          title={t('actions.disable')}
          body={t('actions.disableConfirm')}
          onConfirm={() => void run('disable', t('form.saved'))}
          trigger={<Button tone="danger">{t('actions.disable')}</Button>}
        />
      )}
      <Button onClick={() => void run('reset-link', t('form.saved'))}>{t('actions.resetLink')}</Button>
    </>
  );
}

export function CustomerShow() {
  return (
    <GenericEdit
      resource="customers"
      rowSchema={customerDetailSchema}
      readOnly
      extraActions={(record) => <CustomerActions id={record.id as number} disabled={Boolean(record.disabled ?? record.disabledAt)} />}
    />
  );
}
