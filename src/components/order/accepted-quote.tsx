'use client';

import { FileDown } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useDeskFormat } from './desk-format';
import type { Order } from './order-api';

/**
 * The quote the buyer accepted, as agreed: each line's price and amount and the total, in the
 * quote's currency. Kept apart from the cart's estimate above it (the catalogue's prices at the
 * time of the inquiry), which is labelled as an estimate.
 */
export function AcceptedQuote({ order }: { order: Order }) {
  const t = useTranslations('order');
  const format = useDeskFormat();
  const quote = order.acceptedQuote;
  if (!quote) return null;
  const names = new Map(order.listOrderDetailDTO.map((line) => [line.id, line.productDTO.displayName || line.productDTO.name]));
  return (
    <section className="rounded-md border border-green-200 bg-green-50/50 p-3" data-testid="accepted-quote" data-version={quote.version} data-currency={quote.currency}>
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-green-800 uppercase">{t('acceptedQuote', { version: quote.version })}</h3>
      <ul className="divide-y divide-green-100 text-sm">
        {quote.lines.map((line) => (
          <li key={line.orderLineId} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5" data-testid="accepted-line">
            <span className="min-w-0 break-words">
              <span className="font-mono text-xs text-muted">{line.code}</span> {names.get(line.orderLineId) ?? ''}
            </span>
            <span className="ml-auto text-right tabular-nums">
              {format.unitPrice(line.unitPrice, quote.currency)} × {format.count(line.quantity)} = <strong>{format.money(Number(line.amount), quote.currency)}</strong>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-green-200 pt-2 text-sm font-semibold">
        <span>
          {t('desk.total')} · {[quote.incoterm, quote.port].filter(Boolean).join(' ')}
        </span>
        <span className="tabular-nums" data-testid="accepted-total">
          {format.money(Number(quote.total), quote.currency)}
        </span>
      </p>
    </section>
  );
}

/** A download of each quotation the supplier sent (the PDFs their mails carried). */
export function QuoteDownloads({ order }: { order: Order }) {
  const t = useTranslations('order');
  const locale = useLocale();
  if (!order.sentQuoteVersions.length) return null;
  return (
    <section>
      <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-muted uppercase">{t('quoteFiles')}</h3>
      <ul className="flex flex-wrap gap-2" data-testid="quote-downloads">
        {[...order.sentQuoteVersions].reverse().map((version) => (
          <li key={version}>
            <a
              href={`/api/Order/Inquiry/${order.id}/Quote/${version}?${new URLSearchParams({ lang: locale })}`}
              download
              className="inline-flex h-9 items-center gap-1.5 rounded-md border border-line px-3 text-sm hover:border-brand hover:text-brand"
              data-testid={`quote-download-${version}`}
            >
              <FileDown size={15} aria-hidden="true" /> {t('quotePdf', { version })}
              {version === order.acceptedQuote?.version ? ` · ${t('state.accepted')}` : ''}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
