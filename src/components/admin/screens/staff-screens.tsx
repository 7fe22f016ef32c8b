'use client';

import { SaveContextProvider, useTranslate, useDataProvider } from 'ra-core';
import { useState } from 'react';
import { toast } from 'sonner';
import { staffCreateSchema, staffListQuery, staffRowSchema, staffWriteSchema, type StaffCreated, type StaffLink } from '@/lib/validation/staff';
import type { WorkspaceDataProvider } from '../data-provider';
import { useResourceName } from '../field-label';
import { useFormSave } from '../form-save';
import { errorText } from '../http';
import { GenericEdit, GenericList } from '../generic-screens';
import { SchemaForm } from '../schema-form';
import { defaultsOf } from '../schema-fields';
import { Button, Card, PageHead } from '../ui-kit';

// The owner's staff screens (list, create → one-time setup link, edit role/disable,
// reset link) and the audit log.

export function StaffList() {
  return <GenericList resource="staff" rowSchema={staffRowSchema} listQuery={staffListQuery} columns={['email', 'name', 'role', 'disabled', 'totpOn', 'lastSignInAt']} />;
}

function LinkBox({ url }: { url: string }) {
  const t = useTranslate();
  return (
    <div className="a-linkbox">
      <code data-testid="setup-link">{url}</code>
      <Button small onClick={() => void navigator.clipboard?.writeText(url).then(() => toast.success(t('staff.linkCopied')))}>
        {t('action.copy')}
      </Button>
    </div>
  );
}

export function StaffCreate() {
  const t = useTranslate();
  const dataProvider = useDataProvider<WorkspaceDataProvider>();
  const name = useResourceName('staff');
  const [created, setCreated] = useState<StaffCreated | null>(null);
  // Each member created starts a fresh form (its key), so a second 保存 cannot send the same email again.
  const [round, setRound] = useState(0);
  const { save, saveContext } = useFormSave(async (values) => {
    const { data } = await dataProvider.create<StaffCreated>('staff', { data: values });
    setCreated(data);
    setRound((n) => n + 1);
    toast.success(t('form.created'));
  });
  return (
    <SaveContextProvider value={saveContext}>
      <PageHead title={t('form.newRecord', { name: name(1) })} />
      {created?.setupUrl ? (
        <Card title={t('staff.setupLink')}>
          <LinkBox url={created.setupUrl} />
        </Card>
      ) : null}
      <SchemaForm key={round} schema={staffCreateSchema} resource="staff" record={defaultsOf(staffCreateSchema)} onSubmit={save} />
    </SaveContextProvider>
  );
}

function ResetLinkButton({ id }: { id: number }) {
  const t = useTranslate();
  const dataProvider = useDataProvider<WorkspaceDataProvider>();
  const [url, setUrl] = useState<string | null>(null);
  return (
    <>
      <Button
        onClick={() =>
          void dataProvider
            .call<{ dto: StaffLink }>(`/api/admin/staff/${id}/reset-link`, { method: 'POST' })
            .then((answer) => setUrl(answer.dto.url))
            .catch((error: unknown) => toast.error(errorText(error)))
        }
      >
        {t('staff.resetLink')}
      </Button>
      {url ? <LinkBox url={url} /> : null}
    </>
  );
}

export function StaffEdit() {
  return <GenericEdit resource="staff" rowSchema={staffRowSchema} writeSchema={staffWriteSchema} extraActions={(record) => <ResetLinkButton id={record.id as number} />} />;
}

/** The audit log has its own screen (filters, names, field changes): audit-screen.tsx. */
export { AuditList } from './audit-screen';
