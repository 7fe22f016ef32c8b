'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { CustomerListPage } from '@/components/cart/customer-list-page';
import { CUSTOMER_LISTS } from '@/components/cart/customer-lists';
import { useCustomerList } from '@/components/cart/use-customer-list';
import type { AddressOptions } from '@/server/accounts/address-options';
import { fetchOrders } from './order-api';
import { OrderCard } from './order-card';

const ORDERS_PAGE_SIZE = CUSTOMER_LISTS.order.pageSize;

/** §2 /order (R2.05, R1.22): the buyer's inquiries, newest first, paged, each with its lines. */
export function OrderList({ page, options }: { page: number; options: AddressOptions }) {
  const t = useTranslations('order');
  const locale = useLocale();
  const fetchPage = useCallback(() => fetchOrders(locale, page, ORDERS_PAGE_SIZE), [locale, page]);
  // §8 R8.37
  const orders = useCustomerList({ fetchPage, count: 'orderNum', logAs: 'get OrderList error', reloadShowsSkeleton: true });

  return (
    <CustomerListPage name="order" list={orders} page={page} emptyAction={t('goToCart')}>
      {orders.list.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted">{t('pageEmpty')}</p>
      ) : (
        <div className="space-y-6">
          {orders.list.map((order) => (
            <OrderCard key={order.id} order={order} options={options} />
          ))}
        </div>
      )}
    </CustomerListPage>
  );
}
