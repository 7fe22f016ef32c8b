import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { languageFlagOf } from '@/lib/locale-fields';
import { fitTo } from '@/lib/pad-rows';
import type { ProductCard } from '@/server/catalog/product-card';
import type { RecommendedProductDto } from '@/server/catalog/product-dto';
import type { RailProduct } from '@/server/catalog/recommendations';
import { cached } from '@/server/catalog/cached-reads';
import type { Db } from '@/server/db/client';
import { ProductCard as Card } from '@/components/catalog/product-card';
import { SectionHeading } from '@/components/catalog/section-heading';

/** §9 (R9.07): the recommended list is padded or cut to exactly 6. */
export const RECOMMENDED_SIZE = 6;

function cardOf(dto: RecommendedProductDto): ProductCard {
  return {
    id: dto.id,
    code: dto.code,
    name: dto.displayName,
    price: dto.displayPrice,
    cover: dto.pics[0] ?? '',
    stock: dto.stock,
    moq: dto.moq,
    unit: { code: dto.unitCode, name: dto.unitName },
    isHot: dto.isHot === 1,
    // The §7 recommendation answer carries no breaks: rails show the list price alone.
    fromPrice: null,
  };
}

function Rail({ id, title, items }: { id: string; title: string; items: (ProductCard | null)[] }) {
  return (
    <section aria-labelledby={id} className="mt-12" data-testid={id}>
      <SectionHeading id={id} title={title} />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {items.map((item, i) => (
          <li key={item?.id ?? `empty-${i}`} className="flex">
            {item ? <Card product={item} /> : <div className="aspect-square w-full rounded-lg border border-dashed border-line bg-paper" aria-hidden="true" />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Similar products (same topic, then its parents) and the recommended six, below a product. */
export async function ProductRails({ db, siteId, product, locale }: { db: Db; siteId: number; product: RailProduct; locale: Locale }) {
  const t = await getTranslations('product');
  const { similar, recommended } = await cached.productRails(db, siteId, { id: product.id, classcode: product.classcode }, RECOMMENDED_SIZE, languageFlagOf(locale));
  const others = recommended.filter((dto) => dto.id !== product.id);
  return (
    <>
      {similar.length > 0 && <Rail id="similar" title={t('similar')} items={similar.map(cardOf)} />}
      <Rail id="recommended" title={t('recommended')} items={fitTo(others.map(cardOf), RECOMMENDED_SIZE)} />
    </>
  );
}
