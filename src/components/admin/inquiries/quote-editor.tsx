'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Form, SaveContextProvider, useTranslate } from 'ra-core';
import { useMemo, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { INCOTERMS, quoteBodySchema, type InquiryDetail, type QuoteBody, type QuotePrices, type QuoteVersion } from '@/lib/validation/admin/inquiries';
import { quoteWarnings } from '@/lib/quote-warnings';
import { useFormSave } from '../form-save';
import { errorText, fieldOf } from '../http';
import { Button, Card, ErrorState, FieldRow, Select, Spinner, TextInput } from '../ui-kit';
import { useDeskProvider } from './inquiry-data';
import { CurrencyPicker } from './quote-currency-picker';
import { errorAt, QuoteLines } from './quote-lines';
import { warningLine } from './quote-warning-text';

// The quote editor — one line per line of the inquiry (unit price, quantity, MOQ, lead time, and
// the amount as the PDF prints it) and the terms. A first quote opens in the buyer's currency at
// the catalogue's list prices in it; switching currency re-prices every line (ADR 0038). Saving
// makes a new version (earlier ones never change); sending is a separate step on a saved version.
// The contract's zod schema checks here and on the server; a server 400 naming a field lands on it.

const DAY_MS = 86_400_000;
/** The fields this form shows: a server error naming another (state, version…) is a toast. */
const FORM_FIELD = /^(currency|incoterm|port|paymentTerms|validUntil|note|lines\.\d+\.(orderLineId|unitPrice|quantity|moq|leadTimeDays))$/;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** The form's first values: the newest version again, or the inquiry's lines at the prices the server gave for the buyer's currency. */
export function quoteDraft(detail: InquiryDetail, prices: QuotePrices | null): QuoteBody {
  const last = detail.quotes.at(-1);
  if (last) {
    const byLine = new Map(last.lines.map((line) => [line.orderLineId, line]));
    return {
      currency: last.currency,
      incoterm: (INCOTERMS as readonly string[]).includes(last.incoterm) ? (last.incoterm as QuoteBody['incoterm']) : 'FOB',
      port: last.port,
      paymentTerms: last.paymentTerms,
      // A lapsed date cannot be sent again: start the copy from a fresh validity.
      validUntil: last.validUntil >= inDays(0) ? last.validUntil : inDays(30),
      note: last.note,
      lines: detail.items.map((item) => {
        const line = byLine.get(item.id);
        return {
          orderLineId: item.id,
          // A line the last version left out has no price in its currency yet: staff type it.
          unitPrice: line?.unitPrice ?? NaN,
          quantity: line?.quantity ?? item.addNum,
          moq: line?.moq ?? Math.max(1, item.moq),
          leadTimeDays: line?.leadTimeDays ?? NaN,
        };
      }),
    };
  }
  const priceOf = new Map((prices?.lines ?? []).map((line) => [line.orderLineId, line.unitPrice]));
  return {
    currency: prices?.currency ?? 'USD',
    incoterm: 'FOB',
    port: '',
    paymentTerms: '',
    validUntil: inDays(30),
    note: '',
    lines: detail.items.map((item) => ({
      orderLineId: item.id,
      unitPrice: priceOf.get(item.id) ?? NaN,
      quantity: Math.max(1, item.addNum),
      moq: Math.max(1, item.moq),
      leadTimeDays: NaN,
    })),
  };
}

function Terms() {
  const t = useTranslate();
  const { register } = useFormContext();
  const { errors } = useFormState();
  const field = (name: string) => ({ id: `quote-${name}`, invalid: Boolean(errorAt(errors, name)) });
  return (
    <div className="a-grid a-quote-terms">
      <FieldRow label={t('inquiries.quote.incoterm')} htmlFor="quote-incoterm" error={errorAt(errors, 'incoterm')}>
        <Select id="quote-incoterm" choices={INCOTERMS} {...register('incoterm')} />
      </FieldRow>
      <FieldRow label={t('inquiries.quote.port')} htmlFor="quote-port" error={errorAt(errors, 'port')}>
        <TextInput {...field('port')} maxLength={100} {...register('port')} />
      </FieldRow>
      <FieldRow label={t('inquiries.quote.paymentTerms')} htmlFor="quote-paymentTerms" error={errorAt(errors, 'paymentTerms')}>
        <TextInput {...field('paymentTerms')} maxLength={200} placeholder={t('inquiries.quote.paymentHint')} {...register('paymentTerms')} />
      </FieldRow>
      <FieldRow label={t('inquiries.quote.validUntil')} htmlFor="quote-validUntil" error={errorAt(errors, 'validUntil')}>
        <TextInput type="date" {...field('validUntil')} min={inDays(0)} {...register('validUntil')} />
      </FieldRow>
      <FieldRow label={t('inquiries.quote.note')} htmlFor="quote-note" error={errorAt(errors, 'note')} wide>
        <textarea id="quote-note" className="a-input a-textarea" rows={3} maxLength={2000} {...register('note')} />
      </FieldRow>
    </div>
  );
}

function EditorBar({ onCancel, saving, repricing, warnings }: { onCancel: () => void; saving: boolean; repricing: boolean; warnings: string[] }) {
  const t = useTranslate();
  const { isDirty } = useFormState();
  return (
    <>
      {warnings.length ? (
        <div className="a-quote-warnings" role="status" data-testid="quote-warnings">
          <strong>{t('quoteMoney.warningsTitle')}</strong>
          <ul>
            {warnings.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="a-savebar">
        <Button tone="ghost" onClick={onCancel}>
          {t('action.cancel')}
        </Button>
        <span className="a-grow" />
        {isDirty ? <span className="a-muted a-small">{t('inquiries.quote.unsaved')}</span> : null}
        {/* Never saved while the lines are being re-priced: a CNY label over USD numbers is the bug this guards. */}
        <Button tone="primary" type="submit" busy={saving || repricing} disabled={repricing} data-testid="quote-save">
          {t('inquiries.quote.saveVersion')}
        </Button>
      </div>
    </>
  );
}

function EditorBody({ detail, first, onCancel, saving }: { detail: InquiryDetail; first: QuotePrices | null; onCancel: () => void; saving: boolean }) {
  const t = useTranslate();
  const [pricing, setPricing] = useState<QuotePrices | null>(first);
  const [repricing, setRepricing] = useState(false);
  const lines = useWatch<QuoteBody, 'lines'>({ name: 'lines' });
  const validUntil = useWatch<QuoteBody, 'validUntil'>({ name: 'validUntil' });
  const warnings = quoteWarnings({ lines: lines ?? [], validUntil: validUntil ?? '' }, inDays(0));
  const codes = detail.items.map((item) => item.code);
  return (
    <>
      <CurrencyPicker inquiryId={detail.id} items={detail.items} pricing={pricing} onPriced={setPricing} onBusy={setRepricing} />
      <QuoteLines detail={detail} pricing={pricing} warnings={warnings} />
      <Terms />
      <EditorBar onCancel={onCancel} saving={saving} repricing={repricing} warnings={warnings.map((w) => warningLine(t, w, codes))} />
    </>
  );
}

export function QuoteEditor({ detail, onSaved, onCancel }: { detail: InquiryDetail; onSaved: (version: QuoteVersion) => Promise<void> | void; onCancel: () => void }) {
  const t = useTranslate();
  const first = detail.quotes.length === 0;
  const provider = useDeskProvider();
  // A first quote starts from the server's prices in the buyer's currency (the same rule the API answers).
  const prices = useQuery({
    queryKey: ['inquiries', detail.id, 'quote-prices'],
    queryFn: async () => (await provider.getQuotePrices(detail.id)).data,
    enabled: first,
    gcTime: 0,
  });
  const ready = !first || prices.data !== undefined;
  const record = useMemo(() => (ready ? quoteDraft(detail, prices.data ?? null) : null), [detail, prices.data, ready]);
  const resolver = useMemo(() => zodResolver(quoteBodySchema as never) as never, []);
  const { save, saving, saveContext } = useFormSave(async (values) => {
    let version: QuoteVersion;
    try {
      version = (await provider.addQuoteVersion(detail.id, values as QuoteBody)).data;
    } catch (error) {
      if (FORM_FIELD.test(fieldOf(error) ?? '')) throw error;
      toast.error(errorText(error));
      return;
    }
    toast.success(t('inquiries.quote.saved', { version: version.version }));
    await onSaved(version);
  });
  return (
    <SaveContextProvider value={saveContext}>
      <Card title={t('inquiries.quote.newVersion', { version: (detail.quotes.at(-1)?.version ?? 0) + 1 })} className="a-quote-editor">
        {prices.error ? (
          <ErrorState error={prices.error} onRetry={() => void prices.refetch()} />
        ) : !record ? (
          <Spinner />
        ) : (
          <Form record={record} resolver={resolver} onSubmit={save as never} mode="onBlur" reValidateMode="onChange" className="a-form">
            <EditorBody detail={detail} first={prices.data ?? null} onCancel={onCancel} saving={saving} />
          </Form>
        )}
      </Card>
    </SaveContextProvider>
  );
}
