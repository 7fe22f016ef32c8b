'use client';

import { Heart, ShoppingCart } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useAddToCart } from '@/components/cart/use-add-to-cart';
import { useFavoriteToggle } from '@/components/favorites/use-favorite-toggle';
import { quantityArgs, type UnitRef } from '@/lib/unit-quantity';
import { MAX_ADD_NUM } from '@/lib/validation/limits';
import { useViewedStore, type ViewedItem } from '@/stores/viewed-store';

/**
 * Add to cart (quantity starts at the MOQ) and the favorite toggle (§4): a guest's local cart and
 * favorites, a signed-in customer's server ones. Also records the view in the recently-viewed list.
 */
export function ProductActions({ product, moq, unit }: { product: ViewedItem; moq: number; unit: UnitRef }) {
  const t = useTranslations('product');
  const tu = useTranslations('units');
  const [quantity, setQuantity] = useState(moq);
  const [adding, setAdding] = useState(false);
  const addToCart = useAddToCart();
  const { favorite, busy, toggle } = useFavoriteToggle(product.id);
  const view = useViewedStore((s) => s.view);

  useEffect(() => view(product), [view, product]);

  async function add() {
    if (!Number.isInteger(quantity) || quantity < 1 || adding) return;
    setAdding(true);
    await addToCart(product.id, quantity);
    setAdding(false);
  }

  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="product-actions">
      <label className="flex flex-col gap-1 text-xs text-muted">
        {t('quantity')}
        <input
          type="number"
          min={1}
          max={MAX_ADD_NUM}
          step={1}
          value={quantity}
          onChange={(e) => setQuantity(Math.min(MAX_ADD_NUM, Math.max(1, Math.floor(Number(e.target.value) || 1))))}
          className="h-11 w-32 rounded-md border border-line px-3 text-base text-ink"
          data-testid="quantity"
        />
      </label>
      <button
        type="button"
        onClick={() => void add()}
        disabled={adding}
        className="flex h-11 items-center gap-2 rounded-md bg-brand px-6 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        data-testid="add-to-cart"
        data-dock-clear=""
      >
        <ShoppingCart size={18} aria-hidden="true" /> {t('addToCart')}
      </button>
      <button
        type="button"
        onClick={() => void toggle()}
        disabled={busy || favorite === null}
        aria-pressed={favorite === true}
        className="flex h-11 items-center gap-2 rounded-md border border-line px-4 font-semibold hover:border-brand hover:text-brand disabled:opacity-60"
        data-testid="favorite"
        data-dock-clear=""
      >
        <Heart size={18} aria-hidden="true" className={favorite ? 'fill-brand text-brand' : ''} /> {favorite ? t('unfavorite') : t('favorite')}
      </button>
      {quantity < moq && <p className="w-full text-xs text-brand">{t('belowMoq', { moq: tu('quantity', quantityArgs(moq, unit)) })}</p>}
    </div>
  );
}
