'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ListPager } from '@/components/ui/list-pager';
import { CUSTOMER_LISTS, type CustomerListName } from './customer-lists';
import { EmptyState, ListNotReady, Skeleton, type ListStatus } from './list-states';

interface Props {
  name: CustomerListName;
  /** What useCustomerList answered. */
  list: { status: ListStatus; total: number; load(): Promise<void> };
  page: number;
  /** The empty state's link text. */
  emptyAction: string;
  children: ReactNode;
}

/**
 * A page of a signed-in customer's paged list (favorites, inquiries): the skeleton or the load
 * error until it is ready, the empty state when there is nothing, else the total, the page's items
 * and §2's pager (R2.92).
 */
export function CustomerListPage({ name, list, page, emptyAction, children }: Props) {
  const t = useTranslations(name);
  const kind = CUSTOMER_LISTS[name];
  if (list.status !== 'ready') {
    return <ListNotReady status={list.status} skeleton={<Skeleton rows={2} className={kind.rowHeight} />} loadError={t('loadError')} onRetry={() => void list.load()} />;
  }
  if (list.total === 0) {
    return <EmptyState icon={kind.emptyIcon} title={t('empty')} hint={t('emptyHint')} href={kind.emptyHref} action={emptyAction} testId={`${kind.testId}-empty`} />;
  }
  return (
    <section data-testid={kind.testId}>
      <p className="mb-4 text-sm text-muted" data-testid={`${kind.testId}-total`}>
        {t('total', { count: list.total })}
      </p>
      {children}
      <ListPager pathname={kind.pathname} page={page} pageSize={kind.pageSize} total={list.total} />
    </section>
  );
}
