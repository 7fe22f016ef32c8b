'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { REPLY_PLACEHOLDERS } from '@/lib/reply-placeholders';
import { MESSAGE_BODY_MAX } from '@/lib/validation/admin/inquiries';
import type { ReplyTemplate } from '@/lib/validation/admin/reply-templates';
import { FieldRow, TextInput } from '../ui-kit';
import { EditableList } from './editable-list';
import { useFormatters } from './inquiry-data';

// The owner's reply templates (ADR 0039): a name and the reply in English and in Chinese, with
// placeholders the desk fills in per inquiry. The server refuses an unknown placeholder and the
// form shows its message under the field it names.

interface Draft {
  id?: number;
  name: string;
  bodyEn: string;
  bodyZh: string;
}

const WORDS = {
  title: 'desk.templates.title',
  subtitle: 'desk.templates.subtitle',
  add: 'desk.templates.add',
  edit: 'desk.templates.edit',
  empty: 'desk.templates.empty',
  deleteTitle: 'desk.templates.deleteTitle',
  deleteBody: 'desk.templates.deleteBody',
};

const PLACEHOLDER_LIST = REPLY_PLACEHOLDERS.map((name) => `{${name}}`).join(' ');
const BODIES = ['bodyZh', 'bodyEn'] as const;

export function ReplyTemplatesScreen() {
  const t = useTranslate();
  const format = useFormatters();
  const client = useQueryClient();
  return (
    <EditableList<ReplyTemplate, Draft>
      resource="reply-templates"
      testId="template"
      words={WORDS}
      blank={{ name: '', bodyEn: '', bodyZh: '' }}
      toDraft={(template) => ({ id: template.id, name: template.name, bodyEn: template.bodyEn, bodyZh: template.bodyZh })}
      toBody={(value) => ({ name: value.name, bodyEn: value.bodyEn, bodyZh: value.bodyZh })}
      fields={(value, setValue, errors) => <TemplateFields value={value} setValue={setValue} errors={errors} />}
      formClassName="a-grid a-template-form"
      tableClassName="a-cards"
      // The reply box's templates are filled in from these: read them again.
      onSaved={() => client.invalidateQueries({ queryKey: ['inquiries', 'replies'] })}
      columns={[{ label: t('desk.templates.name') }, { label: t('desk.templates.bodyZh') }, { label: t('desk.templates.bodyEn') }, { label: t('desk.templates.updatedAt') }]}
      cells={(template) => (
        <>
          <td className="a-strong a-card-wide">{template.name}</td>
          {BODIES.map((field) => (
            <td key={field} className="a-small a-card-wide" data-label={t(`desk.templates.${field}`)}>
              {template[field]}
            </td>
          ))}
          <td className="a-nowrap" data-label={t('desk.templates.updatedAt')}>
            {format.dateTime(template.updatedAt)}
          </td>
        </>
      )}
    />
  );
}

function TemplateFields({ value, setValue, errors }: { value: Draft; setValue: (value: Draft) => void; errors: Record<string, string> }) {
  const t = useTranslate();
  return (
    <>
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
      {BODIES.map((field) => (
        <FieldRow
          key={field}
          label={t(`desk.templates.${field}`)}
          htmlFor={`template-${field}`}
          error={errors[field]}
          hint={t('desk.templates.placeholders', { list: PLACEHOLDER_LIST })}
          wide
        >
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
      ))}
    </>
  );
}
