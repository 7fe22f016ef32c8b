import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { imageUrl } from '@/server/catalog/image-url';
import type { ProductCard } from '@/server/catalog/product-card';
import { ProductGrid } from '@/components/catalog/product-grid';
import { SectionHeading } from '@/components/catalog/section-heading';

interface Group {
  code: string;
  name: string;
  cover: string;
  products: ProductCard[];
}

/** §2 home: seasonal topic groups Christmas, Halloween and fall (R2.75). */
export async function SeasonalGroups({ groups }: { groups: Group[] }) {
  const t = await getTranslations('home');
  return (
    <section aria-labelledby="seasonal" className="space-y-8">
      <SectionHeading id="seasonal" title={t('seasonal')} />
      {groups.map((group) => (
        <div key={group.code} className="grid gap-4 lg:grid-cols-[1fr_4fr]" data-testid={`seasonal-${group.code}`}>
          <Link href={{ pathname: '/products', query: { title: group.name, code: group.code, page: 1 } }} className="group relative block overflow-hidden rounded-lg bg-paper">
            {group.cover && <img src={imageUrl(group.cover, 300)} alt="" width={300} height={300} loading="lazy" className="aspect-[4/3] w-full object-cover transition group-hover:scale-105 lg:aspect-auto lg:h-full" />}
            <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent p-4 text-xl font-bold text-white">
              {group.name}
              <span className="block text-xs font-normal">{t('viewAll')} →</span>
            </span>
          </Link>
          <ProductGrid products={group.products} columns="seasonal" />
        </div>
      ))}
    </section>
  );
}
