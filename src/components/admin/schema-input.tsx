'use client';

import { useInput, useTranslate } from 'ra-core';
import { lazy, Suspense } from 'react';
import { asText, useFieldLabel } from './field-label';
import { ImagesInput } from './images-input';
import { PasswordInput } from './password-input';
import { SettingPick } from './setting-pick';
import type { FieldSpec } from './schema-fields';
import { TopicSelect } from './topic-select';
import { FieldRow, Switch, TextInput } from './ui-kit';
import { UploadInput } from './upload-input';

// One field of a schema form: the input its widget names, bound to the form by ra-core's useInput.

// TipTap is the heaviest piece: loaded when a form has a rich-text field.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/** ISO text ↔ the value of <input type="datetime-local"> (local time, minutes). */
function toLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function SchemaInput({ spec, resource, label: ownLabel, bare }: { spec: FieldSpec; resource: string; label?: string; bare?: boolean }) {
  const t = useTranslate();
  const labelOf = useFieldLabel(resource);
  const { field, fieldState, id } = useInput({ source: spec.name });
  const label = ownLabel ?? labelOf(spec.name);
  const invalid = Boolean(fieldState.error);
  const error = fieldState.error?.message ? String(fieldState.error.message) : undefined;
  const value = field.value as unknown;
  const inputId = `${resource}-${spec.name}`;
  void id;
  // What a text-valued box takes whatever its kind: its id, the text, leaving it, the red frame.
  const textProps = { id: inputId, value: (value as string) ?? '', onBlur: field.onBlur, invalid };

  let input;
  switch (spec.widget) {
    case 'number':
      input = (
        <TextInput
          id={inputId}
          type="number"
          inputMode="decimal"
          step="any"
          name={field.name}
          value={value === undefined || value === null || Number.isNaN(value) ? '' : asText(value)}
          onChange={(e) => field.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
          onBlur={field.onBlur}
          invalid={invalid}
        />
      );
      break;
    case 'switch':
      input = <Switch id={inputId} checked={Boolean(value)} onChange={(next) => field.onChange(next)} label={label} />;
      break;
    case 'select':
      input = (
        <select
          id={inputId}
          className="a-input a-select"
          value={(value as string) ?? ''}
          onChange={(e) => field.onChange(e.target.value === '' && spec.nullable ? null : e.target.value)}
          aria-invalid={invalid || undefined}
        >
          {!spec.required || value === undefined ? <option value="">{t('form.choose')}</option> : null}
          {(spec.options ?? []).map((option) => (
            <option key={option} value={option}>
              {t(`resources.${resource}.options.${spec.name}.${option}`, { _: t(`values.${spec.name}.${option}`, { _: t(`roles.${option}`, { _: option }) }) })}
            </option>
          ))}
        </select>
      );
      break;
    case 'multiselect':
      input = (
        <select
          id={inputId}
          multiple
          className="a-input a-multi"
          value={((value as unknown[]) ?? []).map(String)}
          onChange={(e) => field.onChange([...e.target.selectedOptions].map((o) => (spec.options ? o.value : Number(o.value))))}
        >
          {(spec.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
      break;
    case 'textarea':
      input = <textarea id={inputId} className="a-input a-textarea" rows={4} {...field} value={(value as string) ?? ''} aria-invalid={invalid || undefined} />;
      break;
    case 'richtext':
      input = (
        <Suspense fallback={<div className="a-rt a-rt-loading" />}>
          <RichTextEditor id={inputId} label={label} value={(value as string) ?? ''} onChange={(html) => field.onChange(html)} />
        </Suspense>
      );
      break;
    case 'image':
    case 'file':
    case 'video':
    case 'captions':
      input = <UploadInput id={inputId} widget={spec.widget} value={(value as string) ?? ''} onChange={(next) => field.onChange(next)} invalid={invalid} />;
      break;
    case 'images':
      input = <ImagesInput id={inputId} value={(value as string[]) ?? []} onChange={(next) => field.onChange(next)} />;
      break;
    case 'topic':
      input = <TopicSelect id={inputId} value={value as number | null} onChange={(next) => field.onChange(next)} allowEmpty={!spec.required || spec.nullable} invalid={invalid} />;
      break;
    case 'date':
      input = <TextInput id={inputId} type="date" value={typeof value === 'string' ? value.slice(0, 10) : ''} onChange={(e) => field.onChange(e.target.value)} invalid={invalid} />;
      break;
    case 'datetime':
      input = (
        <TextInput
          id={inputId}
          type="datetime-local"
          value={toLocalInput(value)}
          onChange={(e) => field.onChange(e.target.value ? new Date(e.target.value).toISOString() : undefined)}
          invalid={invalid}
        />
      );
      break;
    case 'colour':
    case 'unit':
    case 'packing':
      input = <SettingPick {...textProps} list={spec.widget} onChange={(next) => field.onChange(next)} required={spec.required || spec.widget === 'unit'} />;
      break;
    case 'password':
      input = <PasswordInput {...textProps} name={field.name} onChange={(e) => field.onChange(e.target.value)} autoComplete="new-password" />;
      break;
    case 'readonly':
    case 'json':
      input = <TextInput id={inputId} value={asText(value)} readOnly disabled />;
      break;
    default:
      input = <TextInput id={inputId} {...field} value={(value as string) ?? ''} maxLength={spec.maxLength} invalid={invalid} autoComplete="off" />;
  }

  if (bare)
    return (
      <div className="a-field-bare">
        {input}
        {error ? (
          <p className="a-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  const wide = spec.widget === 'richtext' || spec.widget === 'images' || spec.widget === 'textarea';
  return (
    <FieldRow
      label={
        <>
          {label}
          {spec.required ? <span className="a-req"> *</span> : null}
        </>
      }
      htmlFor={inputId}
      error={error}
      wide={wide}
    >
      {input}
    </FieldRow>
  );
}
