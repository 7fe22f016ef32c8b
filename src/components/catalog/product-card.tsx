import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatPrice } from '@/lib/locale-fields';
import { quantityArgs } from '@/lib/unit-quantity';
import { imageUrl } from '@/server/catalog/image-url';
import type { ProductCard as Card } from '@/server/catalog/product-card';

export async function ProductCard({ product, eager = false }: { product: Card; eager?: boolean }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('product');
  const tu = await getTranslations('units');
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-line bg-white transition hover:-translate-y-0.5 hover:shadow-lg" data-testid="product-card">
      <Link href={`/product-detail/${product.id}`} className="flex flex-1 flex-col">
        <div className="relative aspect-square bg-paper">
          {product.cover ? (
            <img
              src={imageUrl(product.cover, 300)}
              alt={product.name}
              width={300}
              height={300}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
              decoding="async"
              className="size-full object-cover"
            />
          ) : (
            <span className="grid size-full place-items-center text-xs text-muted">{t('noPicture')}</span>
          )}
          {product.isHot && (
            <span className="absolute top-2 left-2 rounded bg-brand px-2 py-0.5 text-xs font-semibold text-white">{t('hot')}</span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3 className="line-clamp-2 min-h-[2.9em] text-sm leading-snug group-hover:text-brand">{product.name}</h3>
          <p className="text-xs text-muted" data-testid="card-code">
            {t('code')}: {product.code}
          </p>
          {/* MOQ drops below the price as a whole when the card is too narrow for both. */}
          <p className="mt-auto flex flex-wrap items-baseline justify-between gap-x-2 pt-1">
            <span className="text-base font-bold text-brand" data-testid="card-price">{formatPrice(product.price, locale)}</span>
            <span className="text-xs whitespace-nowrap text-muted" data-testid="card-moq">
              {t('moq')} {tu('quantity', quantityArgs(product.moq, product.unit))}
            </span>
          </p>
        </div>
      </Link>
    </article>
  );
}
