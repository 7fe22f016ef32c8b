'use client';

import { CalendarDays, MapPin, MessageSquareText } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatAddress } from '@/components/account/address-card';
import { ContainerBars } from '@/components/cart/container-bars';
import { ExportLinks } from '@/components/cart/export-links';
import { formatPrice } from '@/lib/locale-fields';
import type { AddressOptions } from '@/server/accounts/address-options';
import { orderExportUrl, type Order } from './order-api';
import { OrderLines } from './order-lines';

/** One inquiry: number, date, status, totals, lines, logistics, address, message, downloads. */
export function OrderCard({ order, options }: { order: Order; options: AddressOptions }) {
  const t = useTranslations('order');
  const locale = useLocale();
  const tStatus = t as unknown as { (key: string): string; has(key: string): boolean };
  const status = tStatus.has(`status.${order.status}`) ? tStatus(`status.${order.status}`) : order.status;
  const date = new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(order.createtime));
  const number = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 2 });
  return (
    <article className="overflow-hidden rounded-lg border border-line bg-white" data-testid="order-card" data-order-no={order.orderNo}>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line bg-paper px-4 py-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold">
            {t('orderNo')} <span className="font-mono" data-testid="order-no">{order.orderNo}</span>
          </h2>
          <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-muted">
            <CalendarDays size={13} aria-hidden="true" /> <time dateTime={order.createtime}>{date}</time>
            <span className="rounded-full bg-brand-soft px-2 py-0.5 font-semibold text-brand" data-testid="order-status">{status}</span>
          </p>
        </div>
        <div className="ml-auto text-right">
          <p className="text-xl font-bold text-brand" data-testid="order-total">{formatPrice(order.displayTotal, locale)}</p>
          <p className="text-xs text-muted">{t('lineCount', { count: order.lineCount })}</p>
        </div>
      </header>
      <div className="grid gap-6 p-4 lg:grid-cols-[minmax(0,1fr)_56rem]">
        <OrderLines lines={order.listOrderDetailDTO} />
        <div className="space-y-4 text-sm">
          <Block title={t('logistics')}>
            <p className="mb-3 text-muted" data-testid="order-logistics">
              {t('logisticsSummary', { cartons: order.totalCartons, volume: number.format(order.totalVolumeM3), weight: new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: order.totalGrossKg >= 1000 ? 0 : 1 }).format(order.totalGrossKg) })}
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
          <ExportLinks href={(format) => orderExportUrl(order.id, format, locale)} testId="order-export" />
        </div>
      </div>
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
