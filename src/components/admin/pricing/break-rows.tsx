'use client';

import { useLocaleState, useTranslate } from 'ra-core';
import { MAX_PRICE_BREAKS, type PriceRange } from '@/lib/pricing/price-breaks';
import { Button, TextInput } from '../ui-kit';
import type { BreakCheck, BreakDraftRow } from './break-draft';

// The rows of a break table ("from qty / unit price"), with add and remove, each row's problem
// under it in the member's language, and the ranges a buyer would read, as the product page
// shows them. Used by a product's own breaks and by a fixed price list's items.

export function useRangeText() {
  const [locale] = useLocaleState();
  const t = useTranslate();
  const tag = locale === 'en' ? 'en-GB' : 'zh-CN';
  const qty = (n: number) => n.toLocaleString(tag);
  return (range: PriceRange, currency: 'USD' | 'CNY') => {
    const price = range.price.toLocaleString(tag, { style: 'currency', currency, maximumFractionDigits: 4 });
    const span = range.toQty === null ? t('pricing.breaks.rangeOpen', { from: qty(range.fromQty) }) : t('pricing.breaks.range', { from: qty(range.fromQty), to: qty(range.toQty) });
    return `${span} ${price}`;
  };
}

export function BreakRows({
  rows,
  check,
  currency,
  onChange,
  serverProblem,
  testId,
}: {
  rows: BreakDraftRow[];
  check: BreakCheck;
  currency: 'USD' | 'CNY';
  onChange: (rows: BreakDraftRow[]) => void;
  /** The row the server refused last (its index and words), until the rows change. */
  serverProblem?: { index: number; message: string } | null;
  testId: string;
}) {
  const t = useTranslate();
  const rangeText = useRangeText();
  const set = (index: number, field: keyof BreakDraftRow, value: string) => onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  return (
    <div className="p-breaks" data-testid={testId}>
      {rows.length > 0 ? (
        <div className="p-break-head a-label" aria-hidden>
          <span>{t('pricing.breaks.fromQty')}</span>
          <span>{t('pricing.breaks.unitPrice', { currency })}</span>
        </div>
      ) : null}
      {rows.map((row, index) => {
        const problem = check.problems.get(index);
        const words = problem ? t(`pricing.breaks.problem.${problem.key}`, problem.values ?? {}) : serverProblem?.index === index ? serverProblem.message : null;
        return (
          <div key={index} className="p-break-row" data-testid={`${testId}-row-${index}`}>
            <TextInput
              inputMode="numeric"
              aria-label={`${t('pricing.breaks.fromQty')} ${index + 1}`}
              value={row.minQty}
              invalid={!!words}
              onChange={(e) => set(index, 'minQty', e.target.value)}
              data-testid={`${testId}-qty-${index}`}
            />
            <TextInput
              inputMode="decimal"
              aria-label={`${t('pricing.breaks.unitPrice', { currency })} ${index + 1}`}
              value={row.price}
              invalid={!!words}
              onChange={(e) => set(index, 'price', e.target.value)}
              data-testid={`${testId}-price-${index}`}
            />
            <Button small tone="ghost" aria-label={t('pricing.breaks.remove')} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              ✕
            </Button>
            {words ? (
              <p className="a-error p-break-error" role="alert">
                {words}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="p-break-foot">
        <Button small disabled={rows.length >= MAX_PRICE_BREAKS} onClick={() => onChange([...rows, { minQty: '', price: '' }])} data-testid={`${testId}-add`}>
          + {t('pricing.breaks.add')}
        </Button>
        <span className="a-hint">{t('pricing.breaks.limit', { max: MAX_PRICE_BREAKS })}</span>
      </div>
      <p className="p-ranges" data-testid={`${testId}-ranges`}>
        <span className="a-label">{t('pricing.breaks.ranges')}</span>{' '}
        {check.ranges.map((range, index) => (
          <span key={range.fromQty} className="p-range">
            {index > 0 ? ' · ' : ''}
            {rangeText(range, currency)}
          </span>
        ))}
      </p>
    </div>
  );
}
