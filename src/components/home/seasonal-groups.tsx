'use client';

import { useTranslations } from 'next-intl';
import { LazyPicture } from '@/components/ui/lazy-picture';
import { Link } from '@/i18n/navigation';
import { SectionHeading } from '@/components/catalog/section-heading';
import { ProductTileGrid, type Tile } from '@/components/catalog/product-tile';

export interface SeasonalGroup {
  code: string;
  name: string;
  /** Signed 300 px link (§7), '' when the topic has none. */
  cover: string;
  tiles: Tile[];
}

/**
 * §2 home: seasonal topic groups Christmas, Halloween and fall (R2.75). A client component:
 * the flight payload carries the groups' fields, not their element tree.
 */
export function SeasonalGroups({ groups }: { groups: SeasonalGroup[] }) {
  const t = useTranslations('home');
  return (
    <section aria-labelledby="seasonal" className="space-y-8">
      <SectionHeading id="seasonal" title={t('seasonal')} />
      {groups.map((group) => (
        <div key={group.code} className="grid gap-4 lg:grid-cols-[1fr_4fr]" data-testid={`seasonal-${group.code}`}>
          <Link href={{ pathname: '/products', query: { title: group.name, code: group.code, page: 1 } }} className="group relative block overflow-hidden rounded-lg bg-paper">
            {group.cover && <LazyPicture src={group.cover} size={300} className="aspect-[4/3] w-full object-cover transition group-hover:scale-105 lg:aspect-auto lg:h-full" />}
            <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent p-4 text-xl font-bold text-white">
              {group.name}
              <span className="block text-xs font-normal">{t('viewAll')} →</span>
            </span>
          </Link>
          <ProductTileGrid tiles={group.tiles} columns="seasonal" />
        </div>
      ))}
    </section>
  );
}
