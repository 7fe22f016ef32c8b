'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useLinkDelegation } from '@/i18n/link-delegation';
import { getPathname } from '@/i18n/navigation';
import { TileView, type Tile, type TileLabels } from './tile-view';

export type { Tile };

/** The card's fixed words, translated once per grid rather than once per card. */
function useTileLabels(): TileLabels {
  const t = useTranslations('product');
  return { noPicture: t('noPicture'), hot: t('hot'), code: t('code'), moq: t('moq') };
}

/** The localised path of a product's page (`/product-detail/7`, `/zh/product-detail/7`). */
function useDetailHref(): (id: number) => string {
  const locale = useLocale();
  return (id) => getPathname({ href: `/product-detail/${id}`, locale });
}

const GRIDS = {
  default: 'grid-cols-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5',
  wide: 'grid-cols-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6 xl:grid-cols-8',
  list: 'grid-cols-2 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5',
  // Six cards (SEASONAL_ROW in home-sections.ts) in 2, 3 or 6 columns: whole rows at every width.
  seasonal: 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-6',
} as const;
export type GridColumns = keyof typeof GRIDS;

/**
 * A grid of cards: one flight row for the whole list (its tiles), not one element tree per card,
 * and one set of listeners for all its links.
 */
export function ProductTileGrid({ tiles, eagerCount = 0, columns = 'default' }: { tiles: Tile[]; eagerCount?: number; columns?: GridColumns }) {
  const labels = useTileLabels();
  const hrefOf = useDetailHref();
  return (
    <ul className={`grid gap-3 sm:gap-4 ${GRIDS[columns]}`} {...useLinkDelegation()}>
      {tiles.map((tile, i) => (
        <li key={tile.id} className="flex">
          <TileView tile={tile} href={hrefOf(tile.id)} labels={labels} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
