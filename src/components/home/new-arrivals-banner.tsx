'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** A picture of the mosaic: its product, name and signed 300 px link (§7). */
export interface BannerItem {
  id: number;
  name: string;
  cover: string;
}

/**
 * §2 home: the new-product banner — a headline panel beside a mosaic of the newest pictures.
 * A client component: the flight payload carries the four items, not the tree.
 */
export function NewArrivalsBanner({ products }: { products: BannerItem[] }) {
  const t = useTranslations('home');
  return (
    <section aria-labelledby="new-arrivals" className="overflow-hidden rounded-xl bg-gradient-to-br from-brand to-brand-dark text-white" data-testid="new-banner">
      <div className="grid items-center gap-6 p-6 md:grid-cols-[2fr_3fr] md:p-10">
        <div className="space-y-4">
          <h1 id="new-arrivals" className="text-3xl font-bold md:text-4xl">
            {t('newArrivals')}
          </h1>
          <p className="text-base text-white/85">{t('newArrivalsLead')}</p>
          <Link href={{ pathname: '/new-products', query: { page: 1 } }} className="inline-block rounded-md bg-white px-6 py-2.5 font-semibold text-brand hover:bg-brand-soft">
            {t('shopNew')}
          </Link>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {/* The name under the picture names the link: the picture's alt stays empty (axe image-redundant-alt). */}
          {products.map((product, i) => (
            <li key={product.id}>
              <Link href={`/product-detail/${product.id}`} className="block overflow-hidden rounded-lg bg-white/10 ring-1 ring-white/20 hover:ring-white">
                <img
                  src={product.cover}
                  alt=""
                  width={300}
                  height={300}
                  loading={i < 2 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  className="aspect-square w-full object-cover"
                />
                <span className="block truncate px-2 py-1.5 text-xs">{product.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
