'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiFailure } from '@/components/cart/use-api-failure';
import { toast } from '@/components/ui/toast';
import { ApiRequestError } from '@/lib/api-client';
import { refusalKey } from '@/lib/inquiry-buyer-actions';
import { useUserStore } from '@/stores/user-store';
import { fetchInquiry, type BuyerInquiry } from './order-api';

export type DeskStatus = 'loading' | 'failed' | 'ready';
/** Runs one buyer action; answers whether it went through (the caller then clears its form). */
export type RunAction = (call: () => Promise<BuyerInquiry>, success: string) => Promise<boolean>;

/**
 * One inquiry as the buyer sees it, loaded when it is opened, and the buyer's actions on
 * it. Every answer is the whole inquiry, so the desk and the card's badge follow it. The server
 * judges every action: a 409 (the state or the quote moved meanwhile) is said in the buyer's words
 * and the inquiry reloads to show where it now stands.
 */
export function useBuyerInquiry(id: number, onChange: (inquiry: BuyerInquiry) => void) {
  const t = useTranslations('order.desk');
  const fail = useApiFailure();
  const [status, setStatus] = useState<DeskStatus>('loading');
  const [inquiry, setInquiry] = useState<BuyerInquiry | null>(null);
  const [busy, setBusy] = useState(false);
  // The card passes a new function each render: keep the latest without reloading for it.
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  const show = useCallback((dto: BuyerInquiry) => {
    setInquiry(dto);
    changed.current(dto);
  }, []);

  const load = useCallback(async () => {
    setStatus((current) => (current === 'ready' ? current : 'loading'));
    try {
      const dto = await fetchInquiry(id);
      // `unread` says it was unread until this read, which cleared it on the server: so here too.
      if (dto.unread) useUserStore.getState().bumpCount('orderUnreadNum', -1);
      show(dto);
      setStatus('ready');
    } catch (error) {
      fail(error, 'get Inquiry error', null);
      setStatus('failed');
    }
  }, [id, fail, show]);

  useEffect(() => void load(), [load]);

  const run = useCallback<RunAction>(
    async (call, success) => {
      setBusy(true);
      try {
        show(await call());
        toast.success(success);
        return true;
      } catch (error) {
        const status = fail(error, 'Inquiry action error', null);
        if (status === 401) return false;
        toast.error(t(refusalKey(status, error instanceof ApiRequestError ? error.field : undefined)));
        if (status === 409) void load();
        return false;
      } finally {
        setBusy(false);
      }
    },
    [fail, load, show, t],
  );

  return { status, inquiry, busy, load, run };
}
