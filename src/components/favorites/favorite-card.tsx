'use client';

import { Heart, ShoppingCart } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { formatPrice } from '@/lib/locale-fields';
import { splitPics, thumbnailUrl } from '@/lib/media-url';
import { quantityArgs } from '@/lib/unit-quantity';
import type { FavoriteItem } from './favorites-api';

interface Props {
  item: FavoriteItem;
  busy: boolean;
  onRemove(): void;
  onAddToCart(): void;
}

/** A favorite in the look of the catalogue's product card, with remove and add-to-cart (at the MOQ). */
export function FavoriteCard({ item, busy, onRemove, onAddToCart }: Props) {
  const t = useTranslations('favorites');
  const tp = useTranslations('product');
  const tu = useTranslations('units');
  const locale = useLocale();
  const product = item.productDTO;
  const moq = tu('quantity', quantityArgs(product.moq, { code: product.unitCode, name: product.unitName }));
  const cover = splitPics(product.pics)[0];
  const href = `/product-detail/${item.productid}`;
  return (
    <article
      className="group relative flex w-full flex-col overflow-hidden rounded-lg border border-line bg-white transition hover:shadow-lg"
      data-testid="favorite-card"
      data-product-id={item.productid}
    >
      <Link href={href} className="relative block aspect-square bg-paper">
        {cover ? (
          <img src={thumbnailUrl(cover, 300)} alt={product.displayName} width={300} height={300} loading="lazy" decoding="async" className="size-full object-cover" />
        ) : (
          <span className="grid size-full place-items-center text-xs text-muted">{tp('noPicture')}</span>
        )}
      </Link>
      <button
        type="button"
        onClick={onRemove}
        disabled={busy}
        className="absolute top-2 right-2 grid size-9 place-items-center rounded-full bg-white/90 text-brand shadow transition hover:bg-brand hover:text-white disabled:opacity-60"
        aria-label={t('remove', { name: product.displayName })}
        title={t('removeShort')}
        data-testid="favorite-remove"
      >
        <Heart size={18} className="fill-current" aria-hidden="true" />
      </button>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Link href={href} className="line-clamp-2 min-h-[2.9em] text-sm leading-snug group-hover:text-brand" data-testid="favorite-name">
          {product.displayName}
        </Link>
        <p className="text-xs text-muted">
          {tp('code')}: <span data-testid="favorite-code">{product.code}</span>
        </p>
        <p className="mt-auto flex items-baseline justify-between gap-2 pt-1">
          <span className="text-base font-bold text-brand">{formatPrice(product.displayPrice, locale)}</span>
          <span className="text-xs text-muted" data-testid="favorite-moq">
            {tp('moq')} {moq}
          </span>
        </p>
        <button
          type="button"
          onClick={onAddToCart}
          disabled={busy}
          title={t('addsMoq', { moq })}
          className="mt-2 inline-flex h-9 items-center justify-center gap-1.5 rounded-md border border-brand px-2 text-sm font-semibold text-brand transition hover:bg-brand hover:text-white disabled:opacity-60"
          data-testid="favorite-add-to-cart"
        >
          <ShoppingCart size={15} aria-hidden="true" /> {t('addToCart')}
        </button>
      </div>
    </article>
  );
}
