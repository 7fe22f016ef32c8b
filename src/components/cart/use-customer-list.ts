'use client';

import { useCallback, useEffect, useState } from 'react';
import { isSignedIn, useUserStore, type CountField } from '@/stores/user-store';
import type { ListStatus } from './list-states';
import { useApiFailure } from './use-api-failure';

export interface ListPage<T> {
  list: T[];
  total: number;
}

interface Options<T> {
  /** Loads the page; a new function (new page or locale) loads again. */
  fetchPage(): Promise<ListPage<T>>;
  /** The header count the total refreshes. */
  count: CountField;
  /** The §8 sentence a failure is logged with. */
  logAs: string;
  /** A reload shows the skeleton again (rather than the rows already shown). */
  reloadShowsSkeleton?: boolean;
  /** Sees each answer first; false drops it (the caller went elsewhere), and the status stays. */
  accept?(page: ListPage<T>): boolean;
}

/**
 * A page of a signed-in customer's list (favorites, inquiries) loaded in the browser: its status
 * (for ListNotReady), rows and total. Nothing is asked before the browser knows a customer; a
 * 401 signs the browser out (useApiFailure) and the status becomes 'signedOut'.
 */
export function useCustomerList<T>({ fetchPage, count, logAs, reloadShowsSkeleton = false, accept }: Options<T>) {
  const fail = useApiFailure();
  const [status, setStatus] = useState<ListStatus>('loading');
  const [page, setPage] = useState<ListPage<T>>({ list: [], total: 0 });

  const load = useCallback(async () => {
    if (!isSignedIn(useUserStore.getState().user)) return setStatus('signedOut'); // the route guard takes over
    if (reloadShowsSkeleton) setStatus('loading');
    const version = useUserStore.getState().countsVersion;
    try {
      const result = await fetchPage();
      if (accept && !accept(result)) return;
      setPage(result);
      useUserStore.getState().setCountsIfUnchanged(version, { [count]: result.total });
      setStatus('ready');
    } catch (error) {
      setStatus(fail(error, logAs, null) === 401 ? 'signedOut' : 'failed');
    }
  }, [fetchPage, count, logAs, reloadShowsSkeleton, accept, fail]);

  useEffect(() => void load(), [load]);

  return { status, list: page.list, total: page.total, load };
}
