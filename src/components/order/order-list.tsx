'use client';

import { ClipboardList } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { EmptyState, ListNotReady, Skeleton } from '@/components/cart/list-states';
import { ListPager } from '@/components/ui/list-pager';
import { useCustomerList } from '@/components/cart/use-customer-list';
import type { AddressOptions } from '@/server/accounts/address-options';
import { fetchOrders } from './order-api';
import { OrderCard } from './order-card';

/** Inquiries carry their lines: a short page keeps the answer small. */
export const ORDERS_PAGE_SIZE = 5;

/** §2 /order (R2.05, R1.22): the buyer's inquiries, newest first, paged, each with its lines. */
export function OrderList({ page, options }: { page: number; options: AddressOptions }) {
  const t = useTranslations('order');
  const locale = useLocale();
  const fetchPage = useCallback(() => fetchOrders(locale, page, ORDERS_PAGE_SIZE), [locale, page]);
  // §8 R8.37
  const { status, list: orders, total, load } = useCustomerList({ fetchPage, count: 'orderNum', logAs: 'get OrderList error', reloadShowsSkeleton: true });

  if (status !== 'ready') return <ListNotReady status={status} skeleton={<Skeleton rows={2} className="h-72" />} loadError={t('loadError')} onRetry={() => void load()} />;
  if (total === 0) {
    return <EmptyState icon={ClipboardList} title={t('empty')} hint={t('emptyHint')} href="/cart" action={t('goToCart')} testId="orders-empty" />;
  }
  return (
    <section data-testid="orders">
      <p className="mb-4 text-sm text-muted" data-testid="orders-total">{t('total', { count: total })}</p>
      {orders.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted">{t('pageEmpty')}</p>
      ) : (
        <div className="space-y-6">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} options={options} />
          ))}
        </div>
      )}
      <ListPager pathname="/order" page={page} pageSize={ORDERS_PAGE_SIZE} total={total} />
    </section>
  );
}
