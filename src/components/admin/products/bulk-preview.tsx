'use client';

import { useTranslate } from 'ra-core';
import type { ProductBulkRow, ProductBulkValues } from '@/lib/validation/admin/product-bulk';
import { useTopicOptions } from '../topic-select';

// Before → after of each selected product, one line per product (a list, not a wide table, so it
// reads at 375 px). The first rows are shown; the rest are counted.

const SHOWN = 50;

export function useBulkValueText() {
  const t = useTranslate();
  const { options } = useTopicOptions();
  return (field: keyof ProductBulkValues, value: unknown): string => {
    if (value === undefined) return '';
    if (field === 'price') return `¥${Number(value).toFixed(2)}`;
    if (field === 'foreignprice') return `$${Number(value).toFixed(2)}`;
    if (typeof value === 'boolean') return t(value ? 'products.bulk.flagOn' : 'products.bulk.flagOff');
    if (field === 'topicId') return options.find((o) => o.id === value)?.label.trim() ?? String(Number(value));
    return Number(value).toLocaleString();
  };
}

export function BulkPreview({ rows, locale }: { rows: readonly ProductBulkRow[]; locale: string }) {
  const t = useTranslate();
  const text = useBulkValueText();
  return (
    <div className="a-bulk-preview" data-testid="bulk-preview">
      <ul>
        {rows.slice(0, SHOWN).map((row) => (
          <li key={row.id} data-testid="bulk-preview-row">
            <span className="a-strong">{row.itemno}</span> <span className="a-muted">{locale === 'en' ? row.nameen : row.name}</span>
            <span className="a-bulk-changes">
              {(Object.keys(row.after) as (keyof ProductBulkValues)[]).map((field) => {
                const changed = row.before[field] !== row.after[field];
                return (
                  <span key={field} className={changed ? 'a-bulk-change' : 'a-bulk-change a-muted'}>
                    {t(`resources.products.fields.${field}`)}: {text(field, row.before[field])} → <b>{text(field, row.after[field])}</b>
                  </span>
                );
              })}
            </span>
          </li>
        ))}
      </ul>
      {rows.length > SHOWN ? <p className="a-muted">{t('products.bulk.previewMore', { count: rows.length - SHOWN })}</p> : null}
    </div>
  );
}
