'use client';

import type { ReactNode } from 'react';
import { ListPager } from '@/components/ui/list-pager';
import { ListNotReady, type ListStatus } from './list-states';

interface Props {
  /** What useCustomerList answered. */
  list: { status: ListStatus; total: number; load(): Promise<void> };
  skeleton: ReactNode;
  loadError: string;
  /** Shown when the customer has nothing in the list at all. */
  empty: ReactNode;
  /** The section's test id; the total line's is `${testId}-total`. */
  testId: string;
  totalText: string;
  pager: { pathname: '/favorites' | '/order'; page: number; pageSize: number };
  children: ReactNode;
}

/**
 * A page of a signed-in customer's paged list (favorites, inquiries): the skeleton or the load
 * error until it is ready, the empty state when there is nothing, else the total, the page's items
 * and §2's pager (R2.92).
 */
export function CustomerListPage({ list, skeleton, loadError, empty, testId, totalText, pager, children }: Props) {
  if (list.status !== 'ready') return <ListNotReady status={list.status} skeleton={skeleton} loadError={loadError} onRetry={() => void list.load()} />;
  if (list.total === 0) return empty;
  return (
    <section data-testid={testId}>
      <p className="mb-4 text-sm text-muted" data-testid={`${testId}-total`}>
        {totalText}
      </p>
      {children}
      <ListPager {...pager} total={list.total} />
    </section>
  );
}
