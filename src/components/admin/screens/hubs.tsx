'use client';

import { LinkBase, SaveContextProvider, useEditController, useTranslate, useDataProvider } from 'ra-core';
import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { accessCodeGenerateSchema, type GeneratedAccessCode } from '@/lib/validation/admin/access';
import { aboutWriteSchema, contactWriteSchema } from '@/lib/validation/admin/content';
import { SCHEMA_RESOURCES } from '../content-resources';
import type { WorkspaceDataProvider } from '../data-provider';
import { useResourceName } from '../field-label';
import { useFormSave } from '../form-save';
import { errorText, jsonBody } from '../http';
import { SchemaForm } from '../schema-form';
import { defaultsOf } from '../schema-fields';
import { Button, Card, Confirm, ErrorState, PageHead, Spinner } from '../ui-kit';

// The content and access areas: one page of tiles leading to each resource's list, and the
// one-record-per-site resources (about us, contact) edited in place.

function Tile({ resource }: { resource: string }) {
  const name = useResourceName(resource);
  return (
    <LinkBase to={`/${resource}`} className="a-tile" data-testid={`tile-${resource}`}>
      <span className="a-tile-title">{name(2)}</span>
      <span className="a-muted a-small">/{resource}</span>
    </LinkBase>
  );
}

export function ContentHub() {
  const t = useTranslate();
  return (
    <>
      <PageHead title={t('nav.content')} />
      <div className="a-tiles">
        <Tile resource="about" />
        <Tile resource="contact" />
        {SCHEMA_RESOURCES.filter((r) => r.group === 'content').map((r) => (
          <Tile key={r.name} resource={r.name} />
        ))}
      </div>
    </>
  );
}

export function AccessHub() {
  const t = useTranslate();
  return (
    <>
      <PageHead title={t('nav.access')} />
      <div className="a-tiles">
        {SCHEMA_RESOURCES.filter((r) => r.group === 'access').map((r) => (
          <Tile key={r.name} resource={r.name} />
        ))}
      </div>
    </>
  );
}

function SingletonEdit({ resource, schema }: { resource: string; schema: z.ZodType }) {
  const name = useResourceName(resource);
  const controller = useEditController({ resource, id: resource, mutationMode: 'pessimistic', redirect: false });
  if (controller.error) return <ErrorState error={controller.error} onRetry={() => void controller.refetch()} />;
  if (controller.isPending) return <Spinner />;
  return (
    <SaveContextProvider value={{ save: controller.save, saving: controller.saving, mutationMode: 'pessimistic' }}>
      <PageHead title={name(1)} />
      <SchemaForm schema={schema} resource={resource} record={controller.record as Record<string, unknown> | undefined} onSubmit={(values) => controller.save?.(values)} />
    </SaveContextProvider>
  );
}

export const AboutEdit = () => <SingletonEdit resource="about" schema={aboutWriteSchema} />;
export const ContactEdit = () => <SingletonEdit resource="contact" schema={contactWriteSchema} />;

/** Access codes are made in batches (POST …/generate); the plain codes are shown once. */
export function AccessCodeGenerate() {
  const t = useTranslate();
  const dataProvider = useDataProvider<WorkspaceDataProvider>();
  const name = useResourceName('access-codes');
  const [codes, setCodes] = useState<GeneratedAccessCode[]>([]);
  const { save, saveContext } = useFormSave(async (values) => {
    const answer = await dataProvider.call<{ list?: GeneratedAccessCode[]; listdto?: GeneratedAccessCode[]; dto?: GeneratedAccessCode[] }>('/api/admin/access-codes/generate', {
      method: 'POST',
      body: jsonBody(values),
    });
    setCodes(answer.list ?? answer.listdto ?? answer.dto ?? []);
    toast.success(t('form.created'));
  });
  return (
    <SaveContextProvider value={saveContext}>
      <PageHead
        title={t('form.newRecord', { name: name(1) })}
        actions={
          <LinkBase to="/access-codes" className="a-btn a-btn-default">
            {t('action.back')}
          </LinkBase>
        }
      />
      {codes.length ? (
        <Card>
          <pre className="a-code" data-testid="generated-codes">
            {codes.map((c) => c.code).join('\n')}
          </pre>
          <Button small onClick={() => void navigator.clipboard?.writeText(codes.map((c) => c.code).join('\n'))}>
            {t('action.copy')}
          </Button>
        </Card>
      ) : null}
      <SchemaForm schema={accessCodeGenerateSchema} resource="access-codes" record={{ ...defaultsOf(accessCodeGenerateSchema), count: 10 }} onSubmit={save} />
    </SaveContextProvider>
  );
}

/** Revoke an access code (POST …/revoke): it stops working at once; the row stays for its usage count. */
export function RevokeCodeButton({ id, status }: { id: number; status: unknown }) {
  const t = useTranslate();
  const dataProvider = useDataProvider<WorkspaceDataProvider>();
  if (status === 'revoked') return null;
  return (
    <Confirm
      title={t('actions.revoke')}
      onConfirm={() =>
        void dataProvider
          .call(`/api/admin/access-codes/${id}/revoke`, { method: 'POST' })
          .then(() => toast.success(t('form.saved')))
          .catch((error: unknown) => toast.error(errorText(error)))
      }
      trigger={<Button tone="danger">{t('actions.revoke')}</Button>}
    />
  );
}
