'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Form, SaveContextProvider, useLocaleState, useTranslate } from 'ra-core';
import { useMemo } from 'react';
import { useFormContext, useFormState, useWatch, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import { QUOTE_CURRENCIES } from '@/lib/inquiry-states';
import { INCOTERMS, quoteBodySchema, type InquiryDetail, type QuoteBody, type QuoteVersion } from '@/lib/validation/admin/inquiries';
import { DataTable } from '../data-table';
import { useFormSave } from '../form-save';
import { errorText, fieldOf, getDto, jsonBody } from '../http';
import { Button, Card, FieldRow, TextInput } from '../ui-kit';

// Issue 16: the quote editor — one row per line of the inquiry (unit price, quantity, MOQ, lead
// time) and the terms. Saving makes a new version (earlier ones never change); sending is a
// separate step on a saved version. The contract's zod schema checks here and on the server; a
// server 400 naming a field (lines.2.unitPrice, validUntil…) lands on that field.

const DAY_MS = 86_400_000;
/** The fields this form shows: a server error naming another (state, version…) is a toast. */
const FORM_FIELD = /^(currency|incoterm|port|paymentTerms|validUntil|note|lines\.\d+\.(orderLineId|unitPrice|quantity|moq|leadTimeDays))$/;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** The form's first values: the newest version again, or the inquiry's lines at catalogue price. */
export function quoteDraft(detail: InquiryDetail): QuoteBody {
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
          unitPrice: line?.unitPrice ?? item.foreignprice,
          quantity: line?.quantity ?? item.addNum,
          moq: line?.moq ?? Math.max(1, item.moq),
          leadTimeDays: line?.leadTimeDays ?? NaN,
        };
      }),
    };
  }
  return {
    currency: 'USD',
    incoterm: 'FOB',
    port: '',
    paymentTerms: '',
    validUntil: inDays(30),
    note: '',
    lines: detail.items.map((item) => ({ orderLineId: item.id, unitPrice: item.foreignprice, quantity: Math.max(1, item.addNum), moq: Math.max(1, item.moq), leadTimeDays: NaN })),
  };
}

function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

function LineRows({ detail }: { detail: InquiryDetail }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const { register } = useFormContext();
  const { errors } = useFormState();
  const currency = useWatch({ name: 'currency' }) as string;
  const cell = (index: number, name: string, step: string) => {
    const path = `lines.${index}.${name}`;
    const error = errorAt(errors, path);
    return (
      <td>
        <TextInput
          type="number"
          step={step}
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
        { label: t('inquiries.lines.name') },
        { label: `${t('inquiries.quote.unitPrice')} (${currency})` },
        { label: t('inquiries.quote.quantity') },
        { label: t('inquiries.quote.moq') },
        { label: t('inquiries.quote.leadTimeDays') },
      ]}
    >
      {detail.items.map((item, index) => (
        <tr key={item.id}>
          <td className="a-nowrap">
            {item.code}
            <input type="hidden" {...register(`lines.${index}.orderLineId`, { valueAsNumber: true })} />
            {errorAt(errors, `lines.${index}.orderLineId`) ? <div className="a-error a-small">{errorAt(errors, `lines.${index}.orderLineId`)}</div> : null}
          </td>
          <td>{(locale === 'en' ? item.nameen : item.name) || item.name}</td>
          {cell(index, 'unitPrice', '0.01')}
          {cell(index, 'quantity', '1')}
          {cell(index, 'moq', '1')}
          {cell(index, 'leadTimeDays', '1')}
        </tr>
      ))}
    </DataTable>
  );
}

function Terms() {
  const t = useTranslate();
  const { register } = useFormContext();
  const { errors } = useFormState();
  const field = (name: string) => ({ id: `quote-${name}`, invalid: Boolean(errorAt(errors, name)) });
  /** A term picked from a fixed list (currency, Incoterm): each option is its own label. */
  const choice = (name: string, label: string, options: readonly string[]) => (
    <FieldRow label={label} htmlFor={`quote-${name}`} error={errorAt(errors, name)}>
      <select id={`quote-${name}`} className="a-input a-select" {...register(name)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldRow>
  );
  return (
    <div className="a-grid a-quote-terms">
      {choice('currency', t('inquiries.quote.currency'), QUOTE_CURRENCIES)}
      {choice('incoterm', t('inquiries.quote.incoterm'), INCOTERMS)}
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

function EditorBar({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const t = useTranslate();
  const { isDirty } = useFormState();
  return (
    <div className="a-savebar">
      <Button tone="ghost" onClick={onCancel}>
        {t('action.cancel')}
      </Button>
      <span className="a-grow" />
      {isDirty ? <span className="a-muted a-small">{t('inquiries.quote.unsaved')}</span> : null}
      <Button tone="primary" type="submit" busy={saving} data-testid="quote-save">
        {t('inquiries.quote.saveVersion')}
      </Button>
    </div>
  );
}

export function QuoteEditor({ detail, onSaved, onCancel }: { detail: InquiryDetail; onSaved: (version: QuoteVersion) => Promise<void> | void; onCancel: () => void }) {
  const t = useTranslate();
  const record = useMemo(() => quoteDraft(detail), [detail]);
  const resolver = useMemo(() => zodResolver(quoteBodySchema as never) as never, []);
  const { save, saving, saveContext } = useFormSave(async (values) => {
    let version: QuoteVersion;
    try {
      version = await getDto<QuoteVersion>(`/inquiries/${detail.id}/quotes`, { method: 'POST', body: jsonBody(values) });
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
        <Form record={record} resolver={resolver} onSubmit={save as never} mode="onBlur" reValidateMode="onChange" className="a-form">
          <LineRows detail={detail} />
          <Terms />
          <EditorBar onCancel={onCancel} saving={saving} />
        </Form>
      </Card>
    </SaveContextProvider>
  );
}
