'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { QUICK_ORDER_LINE_LIMIT } from '@/lib/quick-order/quick-order-limits';
import { useGuestCartStore } from '@/stores/guest-cart-store';
import { lookupByIds, type ProductCard } from './product-lookup-api';

export interface GuestLine {
  productId: number;
  addNum: number;
  /** null: the product is gone from the catalogue since it was added. */
  card: ProductCard | null;
}

interface Known {
  locale: Locale;
  cards: ReadonlyMap<number, ProductCard>;
  gone: ReadonlySet<number>;
}

/**
 * The guest cart (§3: productId and addNum in localStorage) with what each line shows, asked of
 * POST /api/Product/ByIds for the products not yet known — so a quantity change or a removal asks
 * nothing, and an add asks only for the new product.
 */
export function useGuestCartLines() {
  const locale = useLocale();
  const items = useGuestCartStore((s) => s.items);
  const [known, setKnown] = useState<Known>({ locale, cards: new Map(), gone: new Set() });
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const current = useMemo(() => (known.locale === locale ? known : { locale, cards: new Map<number, ProductCard>(), gone: new Set<number>() }), [known, locale]);
  const missing = items.map((i) => i.productId).filter((id) => !current.cards.has(id) && !current.gone.has(id));
  const missingKey = missing.join(',');

  useEffect(() => {
    if (missingKey === '') return;
    let cancelled = false;
    const ids = missingKey.split(',').map(Number);
    const chunks = Array.from({ length: Math.ceil(ids.length / QUICK_ORDER_LINE_LIMIT) }, (_, i) => ids.slice(i * QUICK_ORDER_LINE_LIMIT, (i + 1) * QUICK_ORDER_LINE_LIMIT));
    Promise.all(chunks.map((chunk) => lookupByIds(chunk, locale)))
      .then((answers) => {
        if (cancelled) return;
        setFailed(false);
        setKnown((prev) => {
          const base = prev.locale === locale ? prev : { locale, cards: new Map<number, ProductCard>(), gone: new Set<number>() };
          const cards = new Map(base.cards);
          const gone = new Set(base.gone);
          for (const answer of answers) {
            for (const card of answer.list) cards.set(card.id, card);
            for (const id of answer.notFound) gone.add(id);
          }
          return { locale, cards, gone };
        });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error(new Error('Get products error.', { cause: error }));
        setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [missingKey, locale, attempt]);

  const lines = useMemo<GuestLine[]>(
    () => items.filter((i) => current.cards.has(i.productId) || current.gone.has(i.productId)).map((i) => ({ ...i, card: current.cards.get(i.productId) ?? null })),
    [items, current],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const status = missing.length === 0 ? 'ready' : failed ? 'failed' : 'loading';
  return { status, lines, items, retry } as const;
}
