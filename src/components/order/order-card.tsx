'use client';

import { CalendarDays, ChevronDown, MapPin, MessageSquareText, MessagesSquare } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { formatAddress } from '@/components/account/address-card';
import { ContainerBars } from '@/components/cart/container-bars';
import { ExportLinks } from '@/components/cart/export-links';
import { formatPrice } from '@/lib/locale-fields';
import type { AddressOptions } from '@/server/accounts/address-options';
import { AcceptedQuote, QuoteDownloads } from './accepted-quote';
import { useDeskFormat } from './desk-format';
import { InquiryDesk } from './inquiry-desk';
import { InquiryStateBadge, UnreadMarker } from './inquiry-state-badge';
import { orderExportUrl, type BuyerInquiry, type Order } from './order-api';
import { OrderLines } from './order-lines';

/**
 * One inquiry: number, date, desk state and unread marker, totals, lines, logistics,
 * address, message, downloads; below, the quote and conversation open in place.
 */
export function OrderCard({ order, options }: { order: Order; options: AddressOptions }) {
  const t = useTranslations('order');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  // The desk's latest answer outranks the list's: opening clears `unread`, an action moves `state`.
  const [latest, setLatest] = useState<BuyerInquiry | null>(null);
  const state = latest?.state ?? order.state;
  const unread = latest === null && order.unread;
  const deskId = `inquiry-desk-${order.id}`;
  const date = new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(order.createtime));
  const format = useDeskFormat();
  const number = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 2 });
  return (
    <article className="overflow-hidden rounded-lg border border-line bg-white" data-testid="order-card" data-order-no={order.orderNo} data-order-id={order.id}>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line bg-paper px-4 py-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold">
            {t('orderNo')}{' '}
            <span className="font-mono" data-testid="order-no">
              {order.orderNo}
            </span>
          </h2>
          <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-muted">
            <CalendarDays size={13} aria-hidden="true" /> <time dateTime={order.createtime}>{date}</time>
            <InquiryStateBadge state={state} />
            {unread && <UnreadMarker />}
          </p>
        </div>
        <div className="ml-auto text-right">
          {order.acceptedQuote ? (
            <>
              <p className="text-xs text-muted">{t('acceptedTotal', { version: order.acceptedQuote.version })}</p>
              <p className="text-xl font-bold text-brand" data-testid="order-accepted-total">
                {format.money(Number(order.acceptedQuote.total), order.acceptedQuote.currency)}
              </p>
            </>
          ) : null}
          {/* The cart's prices at the time of the inquiry: an estimate, never the quote's figure. */}
          <p className={order.acceptedQuote ? 'text-xs text-muted' : 'text-xl font-bold text-brand'}>
            {order.acceptedQuote ? `${t('estimate')}: ` : null}
            <span data-testid="order-total">{formatPrice(order.displayTotal, locale)}</span>
          </p>
          <p className="text-xs text-muted">
            {order.acceptedQuote ? null : `${t('estimate')} · `}
            {t('lineCount', { count: order.lineCount })}
          </p>
        </div>
      </header>
      <div className="grid gap-6 p-4 lg:grid-cols-[minmax(0,1fr)_56rem]">
        <div className="min-w-0 space-y-4">
          <AcceptedQuote order={order} />
          <OrderLines lines={order.listOrderDetailDTO} />
        </div>
        <div className="space-y-4 text-sm">
          <Block title={t('logistics')}>
            <p className="mb-3 text-muted" data-testid="order-logistics">
              {t('logisticsSummary', {
                cartons: order.totalCartons,
                volume: number.format(order.totalVolumeM3),
                weight: new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: order.totalGrossKg >= 1000 ? 0 : 1 }).format(order.totalGrossKg),
              })}
            </p>
            <ContainerBars containers={order.containerFill} />
          </Block>
          {order.address && (
            <Block title={t('address')}>
              <p className="flex gap-2" data-testid="order-address">
                <MapPin size={15} className="mt-0.5 shrink-0 text-muted" aria-hidden="true" />
                <span className="min-w-0 break-words">
                  {order.address.contactName}
                  {order.address.company && ` · ${order.address.company}`} · {order.address.phone}
                  <br />
                  {formatAddress(order.address, options, locale)}
                </span>
              </p>
            </Block>
          )}
          {order.message && (
            <Block title={t('message')}>
              <p className="flex gap-2 whitespace-pre-line" data-testid="order-message">
                <MessageSquareText size={15} className="mt-0.5 shrink-0 text-muted" aria-hidden="true" />
                <span className="min-w-0 break-words">{order.message}</span>
              </p>
            </Block>
          )}
          <QuoteDownloads order={order} />
          <ExportLinks href={(kind) => orderExportUrl(order.id, kind, locale)} testId="order-export" />
        </div>
      </div>
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={deskId}
        className="flex w-full items-center justify-between gap-3 border-t border-line px-4 py-3 text-left text-sm font-semibold hover:bg-paper hover:text-brand"
        data-testid="inquiry-open"
        // The card's last row reaches the window's bottom edge as a buyer scrolls: the floating
        // dock rises above it instead of hiding its chevron (dock-lift.ts).
        data-dock-clear=""
      >
        <span className="flex items-center gap-2">
          <MessagesSquare size={16} aria-hidden="true" /> {t('desk.open')}
        </span>
        <ChevronDown size={16} className={`shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      {open && (
        <div id={deskId} className="border-t border-line p-4">
          <InquiryDesk order={order} onChange={setLatest} />
        </div>
      )}
    </article>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}
