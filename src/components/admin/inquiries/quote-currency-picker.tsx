'use client';

import { useTranslate } from 'ra-core';
import { useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { toast } from 'sonner';
import { QUOTE_CURRENCIES, type QuoteCurrency } from '@/lib/inquiry-states';
import type { InquiryDetail, QuoteBody, QuotePrices } from '@/lib/validation/admin/inquiries';
import { errorText } from '../http';
import { FieldRow, Select } from '../ui-kit';
import { useDeskProvider, useFormatters } from './inquiry-data';
import { errorAt } from './quote-lines';

// The quote's one currency. Switching it asks the server for every line's price in the new
// currency (list price, else converted at the owner's rate: ADR 0038) and puts them in the lines,
// so a label never changes without its numbers. Until the answer is in, saving waits; if it fails,
// the currency goes back.

export function CurrencyPicker({
  inquiryId,
  items,
  pricing,
  onPriced,
  onBusy,
}: {
  inquiryId: number;
  items: InquiryDetail['items'];
  pricing: QuotePrices | null;
  onPriced: (prices: QuotePrices) => void;
  onBusy: (busy: boolean) => void;
}) {
  const t = useTranslate();
  const format = useFormatters();
  const provider = useDeskProvider();
  const { register, setValue, getValues } = useFormContext<QuoteBody>();
  const { errors } = useFormState();
  const asked = useRef(0);
  const shown = useRef<QuoteCurrency>(getValues('currency'));

  async function reprice(currency: QuoteCurrency) {
    const ticket = ++asked.current;
    const before = shown.current;
    onBusy(true);
    try {
      const { data: prices } = await provider.getQuotePrices(inquiryId, currency);
      if (ticket !== asked.current) return;
      for (const line of prices.lines) {
        const index = items.findIndex((item) => item.id === line.orderLineId);
        if (index >= 0) setValue(`lines.${index}.unitPrice`, line.unitPrice ?? NaN, { shouldDirty: true });
      }
      shown.current = currency;
      onPriced(prices);
    } catch (error) {
      if (ticket !== asked.current) return;
      setValue('currency', before);
      toast.error(t('quoteMoney.repriceFailed', { error: errorText(error) }));
    } finally {
      if (ticket === asked.current) onBusy(false);
    }
  }

  const rate = pricing?.rate;
  const unpriced = pricing?.lines.some((line) => line.source === 'none');
  return (
    <div className="a-quote-currency">
      <FieldRow label={t('inquiries.quote.currency')} htmlFor="quote-currency" error={errorAt(errors, 'currency')}>
        <Select
          id="quote-currency"
          choices={QUOTE_CURRENCIES}
          {...register('currency', { onChange: (event: { target: { value: QuoteCurrency } }) => void reprice(event.target.value) })}
        />
      </FieldRow>
      <div className="a-quote-rate">
        {rate ? (
          <p className="a-small" data-testid="quote-rate">
            {t('quoteMoney.rateUsed', { rate: Number(rate.cnyPerUsd).toString(), date: format.dateTime(rate.setAt), who: rate.setByName || '—' })}
          </p>
        ) : null}
        {unpriced ? (
          <p className="a-small a-warn-text" data-testid="quote-no-rate">
            {t('quoteMoney.noRate', { currency: pricing?.currency ?? '' })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
