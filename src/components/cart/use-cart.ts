'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { DEFAULT_CONTAINERS, type ContainerSpec } from '@/lib/container-fill';
import { isSignedIn, useUserStore } from '@/stores/user-store';
import { fetchCart, removeLines, setLineQuantity, type CartLine } from './cart-api';
import type { ListStatus } from './list-states';
import { useApiFailure } from './use-api-failure';

/** A typed quantity is saved once the buyer pauses (one SetQuantity call, not one per key). */
export const QUANTITY_SAVE_DELAY_MS = 600;

/**
 * The signed-in customer's cart page state: the lines, which are selected (all at first, and every
 * line that joins later), quantity edits saved with a debounce, removal, and the lines an inquiry
 * took away.
 */
export function useCart() {
  const locale = useLocale();
  const t = useTranslations('cart');
  const ts = useTranslations('store');
  const fail = useApiFailure();
  const [status, setStatus] = useState<ListStatus>('loading');
  const [lines, setLines] = useState<CartLine[]>([]);
  const [containers, setContainers] = useState<ContainerSpec[]>([...DEFAULT_CONTAINERS]);
  const [selected, setSelected] = useState<ReadonlySet<number> | null>(null);
  const pending = useRef(new Map<number, { timer: ReturnType<typeof setTimeout>; addNum: number }>());
  const saving = useRef(new Set<Promise<void>>());
  const chains = useRef(new Map<number, Promise<void>>());

  // The line ids the page has shown: a line not among them (added by quick order, by another tab)
  // arrives ticked, as every line does when the page opens; one the buyer unticked stays unticked.
  const shown = useRef<ReadonlySet<number> | null>(null);

  /**
   * Loads the server cart. `added`: products quick order just put in — their lines are ticked, new
   * or grown, together with what was ticked before (the inquiry sends what the buyer just added).
   */
  const load = useCallback(
    async (added: readonly number[] = []) => {
      if (!isSignedIn(useUserStore.getState().user)) return setStatus('signedOut'); // /cart then shows the guest's cart
      const version = useUserStore.getState().countsVersion;
      try {
        const cart = await fetchCart(locale);
        setLines(cart.lines);
        setContainers(cart.containers);
        const before = shown.current;
        const addedProducts = new Set(added);
        const ticked = cart.lines.filter((line) => before === null || !before.has(line.id) || addedProducts.has(line.productId)).map((line) => line.id);
        const ids = cart.lines.map((line) => line.id);
        setSelected((prev) => new Set([...ticked, ...ids.filter((id) => prev?.has(id))]));
        shown.current = new Set(ids);
        useUserStore.getState().setCountsIfUnchanged(version, { shoppingCartNum: cart.lines.length });
        setStatus('ready');
      } catch (error) {
        const code = fail(error, 'Failed to request cart data.', null); // §8 R8.30
        setStatus(code === 401 ? 'signedOut' : 'failed');
      }
    },
    [locale, fail],
  );

  useEffect(() => void load(), [load]);

  // Saves of one line run one after another, so the server ends with the last quantity typed.
  const save = useCallback(
    (id: number, addNum: number) => {
      const work: Promise<void> = (chains.current.get(id) ?? Promise.resolve())
        .then(() => setLineQuantity(id, addNum, locale))
        .then((dto) => {
          const latest = chains.current.get(id) === work && !pending.current.has(id);
          if (latest) setLines((list) => list.map((line) => (line.id === id ? dto : line)));
        })
        .catch((error: unknown) => {
          if (fail(error, 'Failed to add to cart.', t('quantityError')) !== 401) void load(); // show what the server holds
        })
        .finally(() => {
          saving.current.delete(work);
          if (chains.current.get(id) === work) chains.current.delete(id);
        });
      chains.current.set(id, work);
      saving.current.add(work);
    },
    [locale, fail, t, load],
  );

  /** Saves every waiting quantity now and waits for all saves (before an inquiry or a removal). */
  const flush = useCallback(async () => {
    for (const [id, { timer, addNum }] of pending.current) {
      clearTimeout(timer);
      pending.current.delete(id);
      save(id, addNum);
    }
    await Promise.all([...saving.current]);
  }, [save]);

  // Leaving the page within the delay still saves the last quantity.
  useEffect(() => () => void flush(), [flush]);

  const setQuantity = useCallback(
    (id: number, addNum: number) => {
      setLines((list) => list.map((line) => (line.id === id ? { ...line, addNum } : line)));
      clearTimeout(pending.current.get(id)?.timer);
      const timer = setTimeout(() => {
        pending.current.delete(id);
        save(id, addNum);
      }, QUANTITY_SAVE_DELAY_MS);
      pending.current.set(id, { timer, addNum });
    },
    [save],
  );

  /** Lines an inquiry took (or a removal): gone from the page and from the selection. */
  const drop = useCallback((ids: readonly number[]) => {
    const gone = new Set(ids);
    setLines((list) => list.filter((line) => !gone.has(line.id)));
    setSelected((prev) => new Set([...(prev ?? [])].filter((id) => !gone.has(id))));
  }, []);

  const remove = useCallback(
    async (ids: readonly number[]) => {
      if (ids.length === 0) return;
      for (const id of ids) {
        clearTimeout(pending.current.get(id)?.timer);
        pending.current.delete(id);
      }
      try {
        useUserStore.getState().setCounts({ shoppingCartNum: await removeLines(ids) });
        drop(ids);
        toast.success(ts('removeSuccess')); // R4.59, R8.49
      } catch (error) {
        const code = fail(error, 'Failed to remove cart data.', t('removeError')); // §8 R8.32
        if (code === 404) void load(); // another tab changed the cart
      }
    },
    [drop, fail, load, t, ts],
  );

  const toggle = useCallback((id: number, on: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev ?? []);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const selectAll = useCallback((on: boolean) => setSelected(on ? new Set(lines.map((l) => l.id)) : new Set()), [lines]);

  return { status, lines, containers, selected: selected ?? new Set<number>(), load, setQuantity, flush, remove, drop, toggle, selectAll };
}
