'use client';

import { useTranslate } from 'ra-core';
import type { PriceBreak } from '@/lib/pricing/price-breaks';
import type { ProductBulkBreaksResult } from '@/lib/validation/admin/product-bulk-breaks';

// What "set quantity breaks" would do: per product, its list price from its MOQ and the prices of
// each new range; then the products skipped, each with the rule its breaks would break. A list,
// one line per product, so it reads at 375 px; the first rows shown, the rest counted.

const SHOWN = 50;
const SIGN = { USD: '$', CNY: '¥' } as const;

const rangesText = (currency: 'USD' | 'CNY', breaks: readonly PriceBreak[]) =>
  breaks.map((b) => `${b.minQty.toLocaleString()}+ ${SIGN[currency]}${b.price.toFixed(2)}`).join(' · ');

export function BulkBreaksPreview({ result, locale }: { result: ProductBulkBreaksResult; locale: string }) {
  const t = useTranslate();
  const nameOf = (p: { name: string; nameen: string }) => (locale === 'en' ? p.nameen : p.name);
  return (
    <div className="a-bulk-preview" data-testid="bulk-breaks-preview">
      <ul>
        {result.products.slice(0, SHOWN).map((p) => (
          <li key={p.id} data-testid="bulk-breaks-row">
            <span className="a-strong">{p.itemno}</span> <span className="a-muted">{nameOf(p)}</span>
            <span className="a-bulk-changes">
              {(['USD', 'CNY'] as const).map((currency) =>
                p.after[currency] ? (
                  <span key={currency} className="a-bulk-change">
                    {currency} ({t('bulkBreaks.listPrice', { price: `${SIGN[currency]}${p.listPrice[currency].toFixed(2)}`, moq: p.moq.toLocaleString() })}):{' '}
                    <b>{p.after[currency].length ? rangesText(currency, p.after[currency]) : t('bulkBreaks.none')}</b>
                  </span>
                ) : null,
              )}
            </span>
          </li>
        ))}
      </ul>
      {result.products.length > SHOWN ? <p className="a-muted">{t('products.bulk.previewMore', { count: result.products.length - SHOWN })}</p> : null}
      {result.products.length === 0 ? <p className="a-error">{t('bulkBreaks.nothingToApply')}</p> : null}
      {result.skipped.length ? (
        <>
          <h3 className="a-h3 a-bulk-skipped-title">{t('bulkBreaks.skippedTitle', { count: result.skipped.length })}</h3>
          <ul data-testid="bulk-breaks-skipped">
            {result.skipped.slice(0, SHOWN).map((s) => (
              <li key={s.id}>
                <span className="a-strong">{s.itemno}</span> <span className="a-muted">{nameOf(s)}</span> —{' '}
                {t(`bulkBreaks.reasons.${s.reason}`, { currency: s.currency, moq: s.moq.toLocaleString() })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
