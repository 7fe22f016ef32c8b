'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Form, useSaveContext, useTranslate, type RaRecord } from 'ra-core';
import { useMemo, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import type { z } from 'zod';
import { useFieldLabel } from './field-label';
import { fieldsOf, twinOf, type FieldSpec } from './schema-fields';
import { SchemaInput } from './schema-input';
import { Button, Card } from './ui-kit';

// A form drawn from a zod write schema (src/lib/validation/admin/*). The same schema
// validates here (react-hook-form resolver) and on the server; a server 400 naming a field lands
// on that field (ra-core puts `body.errors` on the form). Chinese/English twins sit side by side.

export interface FormSection {
  title: string;
  fields: readonly string[];
}

function PairRow({ spec, twin, resource }: { spec: FieldSpec; twin: FieldSpec; resource: string }) {
  const t = useTranslate();
  const labelOf = useFieldLabel(resource);
  return (
    <div className="a-pair">
      <SchemaInput spec={spec} resource={resource} label={`${labelOf(spec.name)} · ${t('form.chinese')}`} />
      <SchemaInput spec={twin} resource={resource} label={`${labelOf(twin.name)} · ${t('form.english')}`} />
    </div>
  );
}

function Fields({ specs, schema, resource }: { specs: FieldSpec[]; schema: z.ZodType; resource: string }) {
  return (
    <div className="a-grid">
      {specs.map((spec) => {
        const twin = twinOf(schema, spec);
        return twin ? <PairRow key={spec.name} spec={spec} twin={twin} resource={resource} /> : <SchemaInput key={spec.name} spec={spec} resource={resource} />;
      })}
    </div>
  );
}

function SaveBar({ extra }: { extra?: ReactNode }) {
  const t = useTranslate();
  const { saving } = useSaveContext();
  const { isDirty } = useFormState();
  return (
    <div className="a-savebar">
      {extra}
      <span className="a-grow" />
      <Button tone="primary" type="submit" busy={saving} data-testid="save" title="Ctrl+S">
        {saving ? t('action.saving') : t('action.save')}
      </Button>
      {isDirty ? <span className="a-dirty" aria-hidden /> : null}
    </div>
  );
}

export function SchemaForm({
  schema,
  resource,
  record,
  sections,
  exclude = [],
  onSubmit,
  actions,
  aside,
}: {
  schema: z.ZodType;
  resource: string;
  record?: Partial<RaRecord>;
  sections?: readonly FormSection[];
  exclude?: readonly string[];
  onSubmit?: (values: Record<string, unknown>) => unknown;
  actions?: ReactNode;
  aside?: ReactNode;
}) {
  const specs = useMemo(() => fieldsOf(schema).filter((spec) => !exclude.includes(spec.name)), [schema, exclude]);
  const resolver = useMemo(() => zodResolver(schema as never) as never, [schema]);
  const grouped = sections ? sections.map((section) => ({ ...section, specs: specs.filter((spec) => section.fields.includes(spec.name)) })) : [{ title: '', specs }];
  const rest = sections ? specs.filter((spec) => !sections.some((section) => section.fields.includes(spec.name))) : [];
  if (rest.length) grouped.push({ title: '', fields: [], specs: rest });

  return (
    // Ctrl/⌘+S saves, as in every editor staff know.
    <div
      onKeyDown={(event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
          event.preventDefault();
          (event.target as HTMLElement).closest('form')?.requestSubmit();
        }
      }}
    >
      <Form
        record={record}
        resolver={resolver}
        onSubmit={onSubmit as never}
        // onTouched: a field is checked when left, then on every keystroke, so a fixed field's error
        // clears while typing; with onBlur alone it cleared on the click of 保存, the form moved up
        // under the pointer and that first click missed the button.
        mode="onTouched"
        reValidateMode="onChange"
        className="a-form"
      >
        <div className={aside ? 'a-form-cols' : undefined}>
          <div className="a-form-main">
            {grouped.map((group, index) =>
              group.specs.length ? (
                <Card key={group.title || index} title={group.title || undefined}>
                  <Fields specs={group.specs} schema={schema} resource={resource} />
                </Card>
              ) : null,
            )}
          </div>
          {aside ? <aside className="a-form-aside">{aside}</aside> : null}
        </div>
        <SaveBar extra={actions} />
      </Form>
    </div>
  );
}
