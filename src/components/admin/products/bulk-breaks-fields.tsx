'use client';

import { useTranslate } from 'ra-core';
import { MAX_PRICE_BREAKS } from '@/lib/pricing/price-breaks';
import type { BulkBreakCurrency } from '@/lib/validation/admin/product-bulk-breaks';
import { Button, TextInput } from '../ui-kit';
import type { BreaksDraft } from './bulk-breaks-draft';

// The ranges of "set quantity breaks", per currency: a tick to set that currency at all, then up
// to four rows of "from quantity" and "% off the list price".

/** A range's two boxes, in order: the quantity it starts at (whole), the percentage off (to the cent). */
const RANGE_INPUTS = [
  { field: 'qty', inputMode: 'numeric' },
  { field: 'percent', inputMode: 'decimal' },
] as const;

function CurrencyRanges({ currency, draft, error, onChange }: { currency: BulkBreakCurrency; draft: BreaksDraft; error?: string; onChange: (draft: BreaksDraft) => void }) {
  const t = useTranslate();
  const own = draft[currency];
  const set = (next: Partial<BreaksDraft[BulkBreakCurrency]>) => onChange({ ...draft, [currency]: { ...own, ...next } });
  const setRange = (i: number, field: (typeof RANGE_INPUTS)[number]['field'], value: string) => set({ ranges: own.ranges.map((r, j) => (j === i ? { ...r, [field]: value } : r)) });
  const id = `bulk-breaks-${currency}`;
  return (
    <fieldset className={own.on ? 'a-bulk-breaks' : 'a-bulk-breaks a-bulk-breaks-off'} data-testid={id}>
      <legend>
        <label className="a-check">
          <input type="checkbox" checked={own.on} onChange={(e) => set({ on: e.target.checked })} data-testid={`${id}-on`} />
          {t('bulkBreaks.currency', { currency })}
        </label>
      </legend>
      {own.on ? (
        <>
          <div className="a-bulk-break-range a-hint" aria-hidden="true">
            <span>{t('bulkBreaks.qty')}</span>
            <span>{t('bulkBreaks.percent')}</span>
          </div>
          {own.ranges.map((range, i) => (
            <div key={i} className="a-bulk-break-range">
              {RANGE_INPUTS.map(({ field, inputMode }) => (
                <TextInput
                  key={field}
                  aria-label={`${currency} ${i + 1}: ${t(`bulkBreaks.${field}`)}`}
                  placeholder={t(`bulkBreaks.${field}`)}
                  inputMode={inputMode}
                  value={range[field]}
                  invalid={Boolean(error)}
                  onChange={(e) => setRange(i, field, e.target.value)}
                  data-testid={`${id}-${field}-${i}`}
                />
              ))}
              <Button small type="button" aria-label={t('bulkBreaks.removeRange')} onClick={() => set({ ranges: own.ranges.filter((_, j) => j !== i) })}>
                ×
              </Button>
            </div>
          ))}
          {own.ranges.length < MAX_PRICE_BREAKS ? (
            <Button small type="button" onClick={() => set({ ranges: [...own.ranges, { qty: '', percent: '' }] })} data-testid={`${id}-add`}>
              {t('bulkBreaks.addRange')}
            </Button>
          ) : null}
          {error ? (
            <p className="a-error" role="alert">
              {error}
            </p>
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}

export function BulkBreaksFields({
  draft,
  error,
  onChange,
}: {
  draft: BreaksDraft;
  error: { text: string; currency?: BulkBreakCurrency } | null;
  onChange: (draft: BreaksDraft) => void;
}) {
  const t = useTranslate();
  return (
    <div className="a-stack">
      <p className="a-hint">{t('bulkBreaks.intro')}</p>
      {(['USD', 'CNY'] as const).map((currency) => (
        <CurrencyRanges key={currency} currency={currency} draft={draft} error={error?.currency === currency ? error.text : undefined} onChange={onChange} />
      ))}
      {error && !error.currency ? (
        <p className="a-error" role="alert">
          {error.text}
        </p>
      ) : null}
    </div>
  );
}
