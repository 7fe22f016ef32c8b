'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { currentVersion, quoteTotal } from '@/lib/inquiry-buyer-actions';
import { useDeskFormat } from './desk-format';
import type { BuyerQuote } from './order-api';

/**
 * The supplier's quote — the current (newest sent) version by default, earlier sent
 * versions one choice away. Lines name the inquiry's own lines (`names`: order line id → name).
 */
export function InquiryQuote({ quotes, names }: { quotes: BuyerQuote[]; names: ReadonlyMap<number, string> }) {
  const t = useTranslations('order.desk');
  const format = useDeskFormat();
  const selectId = useId();
  const current = currentVersion(quotes);
  const [chosen, setChosen] = useState<number | null>(null);
  const quote = quotes.find((q) => q.version === (chosen ?? current));

  if (!quote || current === null) {
    return (
      <DeskSection title={t('quote')}>
        <p className="rounded-md border border-dashed border-line px-4 py-6 text-center text-sm text-muted" data-testid="quote-none">
          {t('noQuote')}
        </p>
      </DeskSection>
    );
  }
  const versions = [...quotes].sort((a, b) => b.version - a.version);
  return (
    <DeskSection
      title={t('quote')}
      aside={
        <label className="flex items-center gap-2 text-xs text-muted" htmlFor={selectId}>
          {t('version')}
          <select
            id={selectId}
            value={quote.version}
            onChange={(e) => setChosen(Number(e.target.value))}
            className="h-9 rounded-md border border-line bg-white px-2 text-sm text-ink outline-none focus:border-brand"
            data-testid="quote-version-select"
          >
            {versions.map((v) => (
              <option key={v.version} value={v.version}>
                {t(v.version === current ? 'versionCurrent' : 'versionOption', { version: v.version, date: format.when(v.sentAt ?? v.createdAt) })}
              </option>
            ))}
          </select>
        </label>
      }
    >
      <div data-testid="inquiry-quote" data-version={quote.version} data-currency={quote.currency}>
        {quote.version !== current && (
          <p className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="quote-older">
            {t('olderVersion', { version: current })}
          </p>
        )}
        <QuoteLines quote={quote} names={names} />
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          <Term label={t('incoterm')} testId="quote-incoterm">
            {[quote.incoterm, quote.port].filter(Boolean).join(' ')}
          </Term>
          {quote.paymentTerms && (
            <Term label={t('paymentTerms')} testId="quote-payment-terms">
              {quote.paymentTerms}
            </Term>
          )}
          <Term label={t('validUntil')} testId="quote-valid-until">
            <time dateTime={quote.validUntil}>{format.day(quote.validUntil)}</time>
          </Term>
        </dl>
        {quote.note && (
          <div className="mt-4 text-sm">
            <p className="text-xs font-semibold text-muted">{t('note')}</p>
            <p className="mt-1 break-words whitespace-pre-line" data-testid="quote-note">
              {quote.note}
            </p>
          </div>
        )}
      </div>
    </DeskSection>
  );
}

const COLUMNS = 'sm:grid-cols-[minmax(0,2.2fr)_repeat(4,minmax(0,1fr))]';

/** A table on wide screens; below 640 px each line is a small card with its figures labelled. */
function QuoteLines({ quote, names }: { quote: BuyerQuote; names: ReadonlyMap<number, string> }) {
  const t = useTranslations('order.desk');
  const format = useDeskFormat();
  const figure = (label: string, value: ReactNode, testId: string) => (
    <p className="flex justify-between gap-2 sm:block sm:text-right" data-testid={testId}>
      <span className="text-muted sm:hidden">{label}</span>
      <span className="tabular-nums">{value}</span>
    </p>
  );
  return (
    <div className="text-sm">
      <div className={`hidden gap-3 border-b border-line pb-2 text-xs font-semibold text-muted sm:grid ${COLUMNS}`} aria-hidden="true">
        <span>{t('item')}</span>
        <span className="text-right">{t('unitPrice')}</span>
        <span className="text-right">{t('quantity')}</span>
        <span className="text-right">{t('moq')}</span>
        <span className="text-right">{t('leadTime')}</span>
      </div>
      <ul className="divide-y divide-line">
        {quote.lines.map((line) => (
          <li key={line.orderLineId} className={`grid gap-x-3 gap-y-1 py-2.5 ${COLUMNS}`} data-testid="quote-line" data-order-line-id={line.orderLineId}>
            <p className="min-w-0">
              <span className="block truncate font-medium">{names.get(line.orderLineId) ?? line.code}</span>
              <span className="font-mono text-xs text-muted" data-testid="quote-line-code">
                {line.code}
              </span>
            </p>
            {figure(t('unitPrice'), format.unitPrice(line.unitPrice, quote.currency), 'quote-line-price')}
            {figure(t('quantity'), format.count(line.quantity), 'quote-line-quantity')}
            {figure(t('moq'), format.count(line.moq), 'quote-line-moq')}
            {figure(t('leadTime'), t('leadTimeDays', { days: line.leadTimeDays }), 'quote-line-lead-time')}
          </li>
        ))}
      </ul>
      <p className="flex items-baseline justify-between border-t border-line pt-3 font-semibold">
        <span>{t('total')}</span>
        <span className="text-lg text-brand tabular-nums" data-testid="quote-total">
          {format.money(quoteTotal(quote.lines), quote.currency)}
        </span>
      </p>
    </div>
  );
}

function Term({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd className="break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** A titled part of the desk (quote, messages, history), with an optional control on the right. */
export function DeskSection({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</h3>
        {aside}
      </div>
      {children}
    </section>
  );
}
