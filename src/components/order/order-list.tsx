'use client';

import { ClipboardList } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { EmptyState, LoadFailed, Skeleton } from '@/components/cart/list-states';
import { ListPager } from '@/components/ui/list-pager';
import { useApiFailure } from '@/components/cart/use-api-failure';
import type { Locale } from '@/i18n/routing';
import type { AddressOptions } from '@/server/accounts/address-options';
import { isSignedIn, useUserStore } from '@/stores/user-store';
import { fetchOrders, type Order } from './order-api';
import { OrderCard } from './order-card';

/** Inquiries carry their lines: a short page keeps the answer small. */
export const ORDERS_PAGE_SIZE = 5;
type Status = 'loading' | 'failed' | 'signedOut' | 'ready';

/** §2 /order (R2.05, R1.22): the buyer's inquiries, newest first, paged, each with its lines. */
export function OrderList({ page, options }: { page: number; options: AddressOptions }) {
  const t = useTranslations('order');
  const locale = useLocale() as Locale;
  const fail = useApiFailure();
  const [status, setStatus] = useState<Status>('loading');
  const [orders, setOrders] = useState<Order[]>([]);
  const [total, setTotal] = useState(0);

  const load = useCallback(async () => {
    if (!isSignedIn(useUserStore.getState().user)) return setStatus('signedOut'); // the route guard takes over
    setStatus('loading');
    try {
      const result = await fetchOrders(locale, page, ORDERS_PAGE_SIZE);
      setOrders(result.list);
      setTotal(result.total);
      useUserStore.getState().setCounts({ orderNum: result.total });
      setStatus('ready');
    } catch (error) {
      setStatus(fail(error, 'get OrderList error', null) === 401 ? 'signedOut' : 'failed'); // §8 R8.37
    }
  }, [locale, page, fail]);

  useEffect(() => void load(), [load]);

  if (status === 'loading') return <Skeleton rows={2} className="h-72" />;
  if (status === 'signedOut') return null; // the route guard takes the visitor home
  if (status === 'failed') return <LoadFailed message={t('loadError')} onRetry={() => void load()} />;
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
