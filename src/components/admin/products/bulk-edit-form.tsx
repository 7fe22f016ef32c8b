'use client';

import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { TopicSelect } from '../topic-select';
import { FieldRow, TextInput } from '../ui-kit';
import type { BulkDraft, DraftError, DraftErrors, FlagChoice, PriceMode, StockMode } from './bulk-draft';

// The fields of the bulk edit: each starts at "no change"; a mode and a value move prices and
// stock, an MOQ is typed, the marks and the topic are chosen. Refusals show under their field.

type Set = (draft: BulkDraft) => void;

function useErrorText() {
  const t = useTranslate();
  return (error: DraftError | undefined) => (error ? t(`products.bulk.errors.${error.key}`, error.values) : undefined);
}

function ModeValue<M extends string>({
  id,
  label,
  modes,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  modes: readonly [M, string][];
  value: { mode: M | ''; value: string };
  error?: string;
  onChange: (next: { mode: M | ''; value: string }) => void;
}) {
  const t = useTranslate();
  return (
    <FieldRow label={label} htmlFor={`${id}-mode`} error={error}>
      <div className="a-bulk-pair">
        <select
          id={`${id}-mode`}
          className="a-input a-select"
          value={value.mode}
          onChange={(e) => onChange({ ...value, mode: e.target.value as M | '' })}
          data-testid={`${id}-mode`}
        >
          <option value="">{t('products.bulk.noChange')}</option>
          {modes.map(([mode, text]) => (
            <option key={mode} value={mode}>
              {text}
            </option>
          ))}
        </select>
        <TextInput
          id={`${id}-value`}
          aria-label={t('products.bulk.valueOf', { field: label })}
          inputMode="decimal"
          disabled={!value.mode}
          invalid={Boolean(error)}
          value={value.value}
          onChange={(e) => onChange({ ...value, value: e.target.value })}
          data-testid={`${id}-value`}
        />
      </div>
    </FieldRow>
  );
}

function FlagSelect({ id, label, value, onChange }: { id: string; label: string; value: FlagChoice; onChange: (value: FlagChoice) => void }) {
  const t = useTranslate();
  return (
    <FieldRow label={label} htmlFor={id}>
      <select id={id} className="a-input a-select" value={value} onChange={(e) => onChange(e.target.value as FlagChoice)} data-testid={id}>
        <option value="">{t('products.bulk.noChange')}</option>
        <option value="true">{t('products.bulk.flagOn')}</option>
        <option value="false">{t('products.bulk.flagOff')}</option>
      </select>
    </FieldRow>
  );
}

export function BulkEditFields({ draft, errors, onChange }: { draft: BulkDraft; errors: DraftErrors; onChange: Set }): ReactNode {
  const t = useTranslate();
  const errorText = useErrorText();
  const field = (name: string) => t(`resources.products.fields.${name}`);
  const priceModes: [Exclude<PriceMode, ''>, string][] = [
    ['set', t('products.bulk.priceSet')],
    ['add', t('products.bulk.priceAdd')],
    ['percent', t('products.bulk.pricePercent')],
  ];
  const stockModes: [Exclude<StockMode, ''>, string][] = [
    ['set', t('products.bulk.stockSet')],
    ['add', t('products.bulk.stockAdd')],
  ];
  // A figure changed by a mode (set, add, percent): its mode picker and value box.
  const modeValue = <M extends string>(name: 'price' | 'foreignprice' | 'stock', modes: readonly [M, string][]) => (
    <ModeValue
      id={`bulk-${name}`}
      label={field(name)}
      modes={modes}
      value={draft[name] as { mode: M | ''; value: string }}
      error={errorText(errors[name])}
      onChange={(next) => onChange({ ...draft, [name]: next })}
    />
  );
  return (
    <div className="a-bulk-grid">
      {modeValue('price', priceModes)}
      {modeValue('foreignprice', priceModes)}
      {modeValue('stock', stockModes)}
      <FieldRow label={field('moq')} htmlFor="bulk-moq" error={errorText(errors.moq)} hint={t('products.bulk.moqHint')}>
        <TextInput
          id="bulk-moq"
          inputMode="numeric"
          invalid={Boolean(errors.moq)}
          value={draft.moq}
          onChange={(e) => onChange({ ...draft, moq: e.target.value })}
          data-testid="bulk-moq"
        />
      </FieldRow>
      <FlagSelect id="bulk-hot" label={field('hot')} value={draft.hot} onChange={(hot) => onChange({ ...draft, hot })} />
      <FlagSelect id="bulk-new" label={field('new')} value={draft.new} onChange={(value) => onChange({ ...draft, new: value })} />
      <FlagSelect id="bulk-published" label={field('published')} value={draft.published} onChange={(published) => onChange({ ...draft, published })} />
      <FieldRow label={field('topicId')} htmlFor="bulk-topic">
        <TopicSelect id="bulk-topic" value={draft.topicId} allowEmpty emptyLabel={t('products.bulk.topicKeep')} onChange={(topicId) => onChange({ ...draft, topicId })} />
      </FieldRow>
    </div>
  );
}
