'use client';

import { useLocaleState, useTranslate, type TranslateFunction as Translate } from 'ra-core';
import { useFormContext, useFormState, useWatch, type FieldErrors } from 'react-hook-form';
import { formatCents, formatTotal, quoteAmounts } from '@/lib/quote-money';
import { quantityArgs } from '@/lib/unit-quantity';
import type { QuoteWarning } from '@/lib/quote-warnings';
import type { InquiryDetail, QuoteBody, QuotePrices } from '@/lib/validation/admin/inquiries';
import { DataTable } from '../data-table';
import { TextInput } from '../ui-kit';
import { warningText } from './quote-warning-text';

// The quote's lines: a table on a desk, a card per line on a phone (admin.css). Each line shows
// its amount as the PDF will print it (src/lib/quote-money.ts), where its default price came from
// (the list price, a quantity break, the buyer's or group's list, a kept quote; converted, or none),
// and its warnings right beside it.

export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

type PricedLine = QuotePrices['lines'][number];

/**
 * The unit a break's range counts in, agreeing with the range's last number (its first when open):
 * "sets", "套"; an inquiry sent before units were kept counts in pieces. The workspace has its own
 * messages: these words are the storefront's `units.counted`, and tests/unit/quote-price-note.test.ts
 * keeps the two alike.
 */
function rangeUnit(t: Translate, detail: NonNullable<PricedLine['basisDetail']>): string {
  const args = quantityArgs(detail.toQty ?? detail.fromQty, { code: detail.unitCode, name: '' });
  return t('quoteMoney.basisUnit', { ...args, name: detail.unitName || detail.unitNameen, nameen: detail.unitNameen || detail.unitName });
}

/** Where the buyer's price behind a default came from: the list price, a break's range, a list by name or a kept quote. */
function basisText(t: Translate, { basis, basisDetail: detail }: PricedLine): string | null {
  if (basis === 'list-price' || !detail) return null;
  if (detail.quote) return t('quoteMoney.basisKeptQuote', { orderNo: detail.quote });
  if (basis === 'breaks') {
    const unit = rangeUnit(t, detail);
    return detail.toQty === null ? t('quoteMoney.basisBreakFrom', { from: detail.fromQty, unit }) : t('quoteMoney.basisBreak', { from: detail.fromQty, to: detail.toQty, unit });
  }
  if (basis === 'customer-list') return detail.list === null ? t('quoteMoney.basisCustomerListUnnamed') : t('quoteMoney.basisCustomerList', { name: detail.list });
  return detail.list === null ? t('quoteMoney.basisGroupListUnnamed') : t('quoteMoney.basisGroupList', { name: detail.list });
}

/** The note under a line's default price: how it was set, and from whose price (a converted one from the other currency's). */
export function sourceText(t: Translate, line: PricedLine): string {
  if (line.source === 'none') return t('quoteMoney.sourceNone');
  const basis = basisText(t, line);
  if (line.source === 'rate') return basis ? t('quoteMoney.sourceRateFrom', { basis }) : t('quoteMoney.sourceRate');
  return basis ?? t('quoteMoney.sourceList');
}

const STEPS = { unitPrice: '0.0001', quantity: '1', moq: '1', leadTimeDays: '1' } as const;
type NumberField = keyof typeof STEPS;

export function QuoteLines({ detail, pricing, warnings }: { detail: InquiryDetail; pricing: QuotePrices | null; warnings: QuoteWarning[] }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const { register } = useFormContext<QuoteBody>();
  const { errors } = useFormState();
  const currency = useWatch<QuoteBody, 'currency'>({ name: 'currency' });
  const lines = useWatch<QuoteBody, 'lines'>({ name: 'lines' });
  const amounts = quoteAmounts(lines ?? []);
  const pricedOf = new Map((pricing?.lines ?? []).map((line) => [line.orderLineId, line]));
  const label = (name: NumberField | 'amount') =>
    name === 'amount' ? `${t('quoteMoney.amount')} (${currency})` : name === 'unitPrice' ? `${t('inquiries.quote.unitPrice')} (${currency})` : t(`inquiries.quote.${name}`);
  const cell = (index: number, name: NumberField) => {
    const path = `lines.${index}.${name}` as const;
    const error = errorAt(errors, path);
    return (
      <td data-label={label(name)} className="a-quote-cell">
        <TextInput
          type="number"
          step={STEPS[name]}
          min={0}
          className="a-num-input"
          aria-label={`${detail.items[index]?.code} ${t(`inquiries.quote.${name}`)}`}
          invalid={Boolean(error)}
          title={error}
          {...register(path, { valueAsNumber: true })}
        />
        {error ? <div className="a-error a-small">{error}</div> : null}
      </td>
    );
  };
  return (
    <DataTable
      testId="quote-lines"
      className="a-quote-lines"
      columns={[
        { label: t('inquiries.lines.code') },
        { label: label('unitPrice') },
        { label: label('quantity') },
        { label: label('moq') },
        { label: label('leadTimeDays') },
        { label: label('amount'), right: true },
      ]}
    >
      {detail.items.map((item, index) => {
        const priced = pricedOf.get(item.id);
        const own = warnings.filter((w) => 'line' in w && w.line === index);
        const idError = errorAt(errors, `lines.${index}.orderLineId`);
        return (
          <tr key={item.id} data-testid={`quote-line-${index}`} className={own.length ? 'a-quote-warned' : undefined}>
            <td className="a-quote-item">
              <span className="a-strong a-nowrap">{item.code}</span> <span className="a-quote-name">{(locale === 'en' ? item.nameen : item.name) || item.name}</span>
              <input type="hidden" {...register(`lines.${index}.orderLineId`, { valueAsNumber: true })} />
              {idError ? <div className="a-error a-small">{idError}</div> : null}
              {priced ? (
                <div className={`a-small ${priced.source === 'none' ? 'a-warn-text' : 'a-muted'}`} data-testid={`quote-line-source-${index}`}>
                  {sourceText(t, priced)}
                </div>
              ) : null}
              {own.length ? (
                <div role="status" data-testid={`quote-line-warnings-${index}`}>
                  {own.map((warning) => (
                    <div key={warning.code} className="a-small a-warn-text">
                      ⚠ {warningText(t, warning)}
                    </div>
                  ))}
                </div>
              ) : null}
            </td>
            {cell(index, 'unitPrice')}
            {cell(index, 'quantity')}
            {cell(index, 'moq')}
            {cell(index, 'leadTimeDays')}
            <td data-label={label('amount')} className="a-right a-num a-nowrap a-quote-cell" data-testid={`quote-line-amount-${index}`}>
              {formatCents(amounts.lines[index] ?? 0n)}
            </td>
          </tr>
        );
      })}
      <tr className="a-compare-total a-quote-total">
        <td colSpan={5} className="a-strong">
          {t('quoteMoney.total')}
        </td>
        <td className="a-right a-num a-strong a-nowrap" data-testid="quote-editor-total">
          {formatTotal(currency, amounts.total)}
        </td>
      </tr>
    </DataTable>
  );
}
