'use client';

import { useLocaleState, useTranslate } from 'ra-core';
import {
  IMPORT_FIELD_KEYS,
  importBreakQtySchema,
  importFieldSchema,
  isBreakField,
  type ImportAnalysis,
  type ImportFieldKey,
  type ImportMapping,
  type ImportRate,
} from '@/lib/validation/admin/import';
import { TopicSelect } from '../topic-select';
import { Badge, Button, Card } from '../ui-kit';

// The import's mapping step: the sheet and header row read (found among the first rows, or as
// staff choose), and every column of the sheet beside the field it fills, with a few of its
// values. Staff change any suggestion or leave a column out; the dry run then reads the file so.
// Below the columns, what a new product takes when its row leaves it out: the topic chosen here,
// the owner's exchange rate (shown with its date), one language's name for the other. A quantity
// break column (ADR 0055) shows the quantity its price starts at beside the field.

/** The mapping the analysis suggests (remembered, or from the headers' words). */
export const suggestedMapping = (analysis: ImportAnalysis): ImportMapping =>
  analysis.columns.flatMap(({ column, suggested, minQty }) =>
    suggested ? [minQty !== null && isBreakField(suggested) ? { column, field: suggested, minQty } : { column, field: suggested }] : [],
  );

/** Break columns still waiting for the quantity they start at (the check cannot run before). */
export const breaksWithoutQty = (mapping: ImportMapping) => mapping.filter((m) => isBreakField(m.field) && m.minQty === undefined).length;

/**
 * A rate as people write it ('7.180000' → '7.18') and the day it was set in the reader's words
 * (2026年12月5日, 5 Dec 2026: no hyphenated date for a narrow screen to break in two).
 */
export const rateWords = (rate: ImportRate, locale: string) => ({
  rate: Number(rate.cnyPerUsd).toString(),
  date: new Date(rate.setAt).toLocaleDateString(locale === 'en' ? 'en-GB' : 'zh-CN', { year: 'numeric', month: locale === 'en' ? 'short' : 'long', day: 'numeric' }),
});

/**
 * `mapping` with `column` filling `field` (or nothing); a field moves from the column that had it.
 * A break field is one field per quantity: the column keeps `minQty` (its header's, or the one
 * staff type), and another column with the same field and quantity lets go of it.
 */
export function remap(mapping: ImportMapping, column: number, field: ImportFieldKey | null, minQty?: number): ImportMapping {
  const breakField = field !== null && isBreakField(field);
  const qty = breakField ? minQty : undefined;
  const rest = mapping.filter((m) => m.column !== column && (m.field !== field || (breakField && m.minQty !== qty)));
  if (!field) return rest;
  return [...rest, qty === undefined ? { column, field } : { column, field, minQty: qty }].sort((a, b) => a.column - b.column);
}

/** The quantity box of a break column: a whole number above 1, or empty while staff type. */
function BreakQty({ letter, value, disabled, onChange }: { letter: string; value: number | undefined; disabled: boolean; onChange: (qty: number | undefined) => void }) {
  const t = useTranslate();
  return (
    <label className="a-map-qty">
      <span className="a-hint">{t('importScreen.breakQty')}</span>
      <input
        className="a-input"
        type="number"
        inputMode="numeric"
        min={2}
        step={1}
        value={value ?? ''}
        disabled={disabled}
        aria-invalid={value === undefined || undefined}
        onChange={(e) => onChange(importBreakQtySchema.safeParse(Number(e.target.value)).data)}
        data-testid={`map-qty-${letter}`}
      />
    </label>
  );
}

interface Props {
  analysis: ImportAnalysis;
  mapping: ImportMapping;
  onMapping: (mapping: ImportMapping) => void;
  /** The topic for new products whose row has none (null: none chosen). */
  newTopicId: number | null;
  onNewTopic: (topicId: number | null) => void;
  /** Another sheet or header row: the file is read again there. */
  onPlace: (place: { sheet: number; headerRow?: number }) => void;
  onCheck: () => void;
  onCancel: () => void;
  busy: boolean;
}

function Place({ analysis, onPlace, busy }: Pick<Props, 'analysis' | 'onPlace' | 'busy'>) {
  const t = useTranslate();
  const sheetName = analysis.sheets[analysis.sheet - 1]?.name ?? '';
  return (
    <div className="a-map-place">
      <label className="a-field">
        <span className="a-label">{t('importScreen.sheet')}</span>
        <select className="a-input a-select" value={analysis.sheet} disabled={busy} onChange={(e) => onPlace({ sheet: Number(e.target.value) })} data-testid="import-sheet">
          {analysis.sheets.map((s) => (
            <option key={s.sheet} value={s.sheet}>
              {s.hidden ? t('importScreen.hidden', { name: s.name }) : s.name}
            </option>
          ))}
        </select>
      </label>
      <label className="a-field">
        <span className="a-label">{t('importScreen.headerRow')}</span>
        <select
          className="a-input a-select"
          value={analysis.headerRow}
          disabled={busy}
          onChange={(e) => onPlace({ sheet: analysis.sheet, headerRow: Number(e.target.value) })}
          data-testid="import-header-row"
        >
          {analysis.preview.map((r) => (
            <option key={r.row} value={r.row}>
              {t('importScreen.headerRowOption', { row: r.row, cells: r.cells.filter(Boolean).join(' · ') })}
            </option>
          ))}
        </select>
      </label>
      <p className="a-hint a-map-found" data-testid="import-header-found">
        {t(analysis.detected ? 'importScreen.detected' : 'importScreen.chosen', { row: analysis.headerRow, sheet: sheetName })}
        {analysis.headerLines === 2 ? ` · ${t('importScreen.twoLines')}` : ''}
        {analysis.remembered ? (
          <>
            {' '}
            <Badge tone="green" testId="import-remembered">
              {t('importScreen.remembered')}
            </Badge>
          </>
        ) : null}
      </p>
    </div>
  );
}

function NewProducts({ rate, newTopicId, onNewTopic }: { rate: ImportRate | null } & Pick<Props, 'newTopicId' | 'onNewTopic'>) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const title = t('importScreen.newProducts');
  return (
    <section className="a-map-new" aria-label={title} data-testid="import-new-products">
      <h3 className="a-map-new-title">{title}</h3>
      <div className="a-map-new-grid">
        <div className="a-field">
          <label className="a-label" htmlFor="import-new-topic">
            {t('importScreen.newTopic')}
          </label>
          <TopicSelect id="import-new-topic" testId="import-new-topic" value={newTopicId} onChange={onNewTopic} allowEmpty emptyLabel={t('importScreen.newTopicNone')} />
          <span className="a-hint">{t('importScreen.newTopicHint')}</span>
        </div>
        <ul className="a-map-new-notes">
          <li className={rate ? undefined : 'a-map-warn'} data-testid="import-rate">
            {rate ? t('importScreen.rateLine', rateWords(rate, locale)) : t('importScreen.rateNone')}
          </li>
          <li>{t('importScreen.namesHint')}</li>
          <li>{t('importScreen.existingHint')}</li>
        </ul>
      </div>
    </section>
  );
}

export function MappingStep({ analysis, mapping, onMapping, newTopicId, onNewTopic, onPlace, onCheck, onCancel, busy }: Props) {
  const t = useTranslate();
  const entryOf = new Map(mapping.map((m) => [m.column, m]));
  const fieldOf = new Map(mapping.map((m) => [m.column, m.field]));
  const missingQty = breaksWithoutQty(mapping);
  const leftOut = analysis.columns.filter((c) => c.header && !fieldOf.has(c.column)).map((c) => c.header);
  return (
    <Card
      title={t('importScreen.mapping')}
      actions={
        <Button small onClick={onCancel} disabled={busy}>
          {t('importScreen.cancel')}
        </Button>
      }
    >
      <div data-testid="import-mapping">
        <Place analysis={analysis} onPlace={onPlace} busy={busy} />
        <p className="a-hint">{t('importScreen.mappingHint')}</p>
        <div className="a-map-list" role="table" aria-label={t('importScreen.mapping')}>
          <div className="a-map-row a-map-head" role="row">
            <span role="columnheader">{t('importScreen.columnHead')}</span>
            <span role="columnheader">{t('importScreen.samples')}</span>
            <span role="columnheader">{t('importScreen.field')}</span>
          </div>
          {analysis.columns.map((column) => {
            const entry = entryOf.get(column.column);
            const field = entry?.field ?? '';
            return (
              <div key={column.column} className={`a-map-row${field ? '' : ' a-map-off'}`} role="row" data-testid={`map-column-${column.letter}`}>
                <span className="a-map-header" role="cell">
                  <span className="a-map-letter">{column.letter}</span>
                  <strong>{column.header || '—'}</strong>
                </span>
                <span className="a-map-samples" role="cell">
                  {column.samples.length ? column.samples.join(' · ') : t('importScreen.noSamples')}
                </span>
                <span role="cell" className="a-map-field">
                  <select
                    className="a-input a-select"
                    aria-label={`${column.letter} ${column.header} → ${t('importScreen.field')}`}
                    value={field}
                    disabled={busy}
                    onChange={(e) =>
                      onMapping(remap(mapping, column.column, importFieldSchema.safeParse(e.target.value).data ?? null, entry?.minQty ?? column.minQty ?? undefined))
                    }
                    data-testid={`map-field-${column.letter}`}
                  >
                    <option value="">{t('importScreen.leaveOut')}</option>
                    {IMPORT_FIELD_KEYS.map((key) => (
                      <option key={key} value={key}>
                        {t(`importScreen.fields.${key}`)}
                      </option>
                    ))}
                  </select>
                  {entry && isBreakField(entry.field) ? (
                    <BreakQty letter={column.letter} value={entry.minQty} disabled={busy} onChange={(qty) => onMapping(remap(mapping, column.column, entry.field, qty))} />
                  ) : null}
                </span>
              </div>
            );
          })}
        </div>
        <p className="a-hint a-map-unmapped" data-testid="import-unmapped">
          {t('importScreen.unmapped', { count: leftOut.length, columns: leftOut.join('、') })}
        </p>
        <p className="a-hint" data-testid="import-break-hint">
          {t('importScreen.breakHint')}
        </p>
        {missingQty ? (
          <p className="a-error" role="alert" data-testid="import-break-qty-missing">
            {t('importScreen.breakQtyMissing', { count: missingQty })}
          </p>
        ) : null}
        <NewProducts rate={analysis.rate} newTopicId={newTopicId} onNewTopic={onNewTopic} />
        <div className="a-actions">
          <Button tone="primary" onClick={onCheck} busy={busy} disabled={busy || missingQty > 0} data-testid="import-check">
            {t('importScreen.check')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
