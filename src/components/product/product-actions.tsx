'use client';

import { Heart, ShoppingCart } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useGuestCartStore } from '@/stores/guest-cart-store';
import { useGuestFavoritesStore } from '@/stores/guest-favorites-store';
import { useHydrated } from '@/stores/use-hydrated';
import { useViewedStore, type ViewedItem } from '@/stores/viewed-store';

/**
 * Add to cart (quantity starts at the MOQ) and the favorite toggle, on the guest's local cart and
 * favorites (§4). Signed-in customers' server cart arrives with the cart issue. Also records the
 * view in the recently-viewed list.
 */
export function ProductActions({ product, moq }: { product: ViewedItem; moq: number }) {
  const t = useTranslations('product');
  const tc = useTranslations('cart');
  const ts = useTranslations('store');
  const hydrated = useHydrated();
  const [quantity, setQuantity] = useState(moq);
  const add = useGuestCartStore((s) => s.add);
  const favorite = useGuestFavoritesStore((s) => s.ids.includes(product.id)) && hydrated;
  const toggle = useGuestFavoritesStore((s) => s.toggle);
  const view = useViewedStore((s) => s.view);

  useEffect(() => view(product), [view, product]);

  function addToCart() {
    if (!Number.isInteger(quantity) || quantity < 1) return;
    add(product.id, quantity);
    toast.success(tc('addToCartSuccess'));
  }

  function toggleFavorite() {
    toggle(product.id);
    if (!favorite) toast.success(ts('collectionSuccess'));
    else toast.success(ts('removeSuccess'));
  }

  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="product-actions">
      <label className="flex flex-col gap-1 text-xs text-muted">
        {t('quantity')}
        <input
          type="number"
          min={1}
          step={1}
          value={quantity}
          onChange={(e) => setQuantity(Math.max(1, Math.floor(Number(e.target.value) || 1)))}
          className="h-11 w-32 rounded-md border border-line px-3 text-base text-ink"
          data-testid="quantity"
        />
      </label>
      <button type="button" onClick={addToCart} className="flex h-11 items-center gap-2 rounded-md bg-brand px-6 font-semibold text-white hover:bg-brand-dark" data-testid="add-to-cart">
        <ShoppingCart size={18} aria-hidden="true" /> {t('addToCart')}
      </button>
      <button
        type="button"
        onClick={toggleFavorite}
        aria-pressed={favorite}
        className="flex h-11 items-center gap-2 rounded-md border border-line px-4 font-semibold hover:border-brand hover:text-brand"
        data-testid="favorite"
      >
        <Heart size={18} aria-hidden="true" className={favorite ? 'fill-brand text-brand' : ''} /> {favorite ? t('unfavorite') : t('favorite')}
      </button>
      {quantity < moq && <p className="w-full text-xs text-brand">{t('belowMoq', { moq })}</p>}
    </div>
  );
}
