'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { toast } from 'sonner';
import { REPLY_PLACEHOLDERS } from '@/lib/reply-placeholders';
import { MESSAGE_BODY_MAX } from '@/lib/validation/admin/inquiries';
import type { ReplyTemplate } from '@/lib/validation/admin/reply-templates';
import { DataTable } from '../data-table';
import { errorText, fieldOf, getDto, jsonBody } from '../http';
import { Button, Card, Confirm, ErrorState, FieldRow, PageHead, Spinner, TextInput } from '../ui-kit';
import { useFormatters } from './inquiry-data';

// The owner's reply templates (ADR 0039): a name and the reply in English and in Chinese, with
// placeholders the desk fills in per inquiry. The server refuses an unknown placeholder and the
// form shows its message under the field it names.

const TEMPLATES_KEY = ['inquiries', 'reply-templates'] as const;

interface Draft {
  id?: number;
  name: string;
  bodyEn: string;
  bodyZh: string;
}

const PLACEHOLDER_LIST = REPLY_PLACEHOLDERS.map((name) => `{${name}}`).join(' ');

function TemplateForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const t = useTranslate();
  const client = useQueryClient();
  const [value, setValue] = useState(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    setErrors({});
    try {
      const body = { name: value.name, bodyEn: value.bodyEn, bodyZh: value.bodyZh };
      await getDto<ReplyTemplate>(value.id ? `/reply-templates/${value.id}` : '/reply-templates', { method: value.id ? 'PUT' : 'POST', body: jsonBody(body) });
      toast.success(t(value.id ? 'ra.notification.updated' : 'ra.notification.created'));
      await client.invalidateQueries({ queryKey: TEMPLATES_KEY });
      await client.invalidateQueries({ queryKey: ['inquiries', 'replies'] });
      onDone();
    } catch (error) {
      const field = fieldOf(error);
      if (field) setErrors({ [field]: errorText(error) });
      else toast.error(errorText(error));
    } finally {
      setSaving(false);
    }
  }

  const text = (field: 'bodyEn' | 'bodyZh') => (
    <FieldRow label={t(`desk.templates.${field}`)} htmlFor={`template-${field}`} error={errors[field]} hint={t('desk.templates.placeholders', { list: PLACEHOLDER_LIST })} wide>
      <textarea
        id={`template-${field}`}
        className="a-input a-textarea"
        rows={4}
        maxLength={MESSAGE_BODY_MAX}
        value={value[field]}
        aria-invalid={Boolean(errors[field]) || undefined}
        onChange={(e) => setValue({ ...value, [field]: e.target.value })}
        data-testid={`template-${field}`}
      />
    </FieldRow>
  );

  return (
    <Card title={value.id ? t('desk.templates.edit') : t('desk.templates.add')}>
      <form
        className="a-grid a-template-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        data-testid="template-form"
      >
        <FieldRow label={t('desk.templates.name')} htmlFor="template-name" error={errors.name} wide>
          <TextInput
            id="template-name"
            maxLength={100}
            value={value.name}
            invalid={Boolean(errors.name)}
            onChange={(e) => setValue({ ...value, name: e.target.value })}
            data-testid="template-name"
          />
        </FieldRow>
        {text('bodyZh')}
        {text('bodyEn')}
        <div className="a-savebar a-field-wide">
          <Button tone="ghost" onClick={onDone}>
            {t('action.cancel')}
          </Button>
          <span className="a-grow" />
          <Button tone="primary" type="submit" busy={saving} data-testid="template-save">
            {t('action.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

export function ReplyTemplatesScreen() {
  const t = useTranslate();
  const client = useQueryClient();
  const format = useFormatters();
  const { data, error, isPending, refetch } = useQuery({ queryKey: TEMPLATES_KEY, queryFn: () => getDto<ReplyTemplate[]>('/reply-templates') });
  const [draft, setDraft] = useState<Draft | null>(null);
  const remove = async (template: ReplyTemplate) => {
    try {
      await getDto(`/reply-templates/${template.id}`, { method: 'DELETE' });
      toast.success(t('ra.notification.deleted'));
      await client.invalidateQueries({ queryKey: TEMPLATES_KEY });
    } catch (caught) {
      toast.error(errorText(caught));
    }
  };

  return (
    <>
      <PageHead
        title={t('desk.templates.title')}
        subtitle={t('desk.templates.subtitle')}
        actions={
          <Button tone="primary" onClick={() => setDraft({ name: '', bodyEn: '', bodyZh: '' })} data-testid="template-add">
            {t('desk.templates.add')}
          </Button>
        }
      />
      {draft ? <TemplateForm key={draft.id ?? 'new'} draft={draft} onDone={() => setDraft(null)} /> : null}
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <DataTable
          testId="reply-templates-table"
          className="a-cards"
          columns={[
            { label: t('desk.templates.name') },
            { label: t('desk.templates.bodyZh') },
            { label: t('desk.templates.bodyEn') },
            { label: t('desk.templates.updatedAt') },
            {},
          ]}
          empty={!data?.length && t('desk.templates.empty')}
        >
          {data?.map((template) => (
            <tr key={template.id}>
              <td className="a-strong a-card-wide">{template.name}</td>
              <td className="a-small a-card-wide" data-label={t('desk.templates.bodyZh')}>
                {template.bodyZh}
              </td>
              <td className="a-small a-card-wide" data-label={t('desk.templates.bodyEn')}>
                {template.bodyEn}
              </td>
              <td className="a-nowrap" data-label={t('desk.templates.updatedAt')}>
                {format.dateTime(template.updatedAt)}
              </td>
              <td className="a-right a-nowrap">
                <Button small tone="ghost" onClick={() => setDraft({ id: template.id, name: template.name, bodyEn: template.bodyEn, bodyZh: template.bodyZh })}>
                  {t('action.edit')}
                </Button>
                <Confirm
                  title={t('desk.templates.deleteTitle')}
                  body={t('desk.templates.deleteBody')}
                  confirmLabel={t('action.delete')}
                  onConfirm={() => void remove(template)}
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
