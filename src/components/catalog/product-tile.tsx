'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useLinkDelegation } from '@/i18n/link-delegation';
import { getPathname } from '@/i18n/navigation';

/**
 * What a product card draws, already formatted on the server (a client component's
 * flight payload is its props, so a card costs these few fields instead of its whole element tree).
 */
export interface Tile {
  id: number;
  name: string;
  code: string;
  /** Signed 300 px picture link (§7), '' when the product has none. */
  cover: string;
  /** The price in the locale's currency, e.g. '$3.99'. */
  price: string;
  /** The MOQ with its unit, e.g. '60 pieces'. */
  moq: string;
  hot?: true;
  /** 'From $0.98' when quantity breaks go below the price. */
  from?: string;
}

interface TileLabels {
  noPicture: string;
  hot: string;
  code: string;
  moq: string;
}

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

/**
 * One card, as plain elements: the link is an `<a href>` whose clicks and intent prefetches are
 * handled once by the element around the cards (`useLinkDelegation`, ADR 0036).
 * The classes (`.tile*`) live in globals.css: a list page draws 20 cards, the home page about 50.
 */
function TileView({ tile, href, labels, eager }: { tile: Tile; href: string; labels: TileLabels; eager: boolean }) {
  return (
    <article className="group tile" data-testid="product-card">
      <a href={href} className="tile-link">
        <div className="tile-media">
          {/* The name below names the link: the picture's alt stays empty (axe image-redundant-alt). */}
          {tile.cover ? (
            <img src={tile.cover} alt="" width={300} height={300} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} className="tile-img" />
          ) : (
            <span className="tile-none">{labels.noPicture}</span>
          )}
          {tile.hot && <span className="tile-hot">{labels.hot}</span>}
        </div>
        <div className="tile-body">
          <h3 className="tile-name">{tile.name}</h3>
          <p className="tile-code" data-testid="card-code">{`${labels.code}: ${tile.code}`}</p>
          {tile.from && (
            <p className="tile-from" data-testid="card-from">
              {tile.from}
            </p>
          )}
          {/* MOQ drops below the price as a whole when the card is too narrow for both. */}
          <p className="tile-foot">
            <span className="tile-price" data-testid="card-price">
              {tile.price}
            </span>
            <span className="tile-moq" data-testid="card-moq">{`${labels.moq} ${tile.moq}`}</span>
          </p>
        </div>
      </a>
    </article>
  );
}

/** A card on its own (the product page's rails): it listens to its own link. */
export function ProductTile({ tile, eager = false }: { tile: Tile; eager?: boolean }) {
  const labels = useTileLabels();
  const hrefOf = useDetailHref();
  return (
    <div className="flex w-full" {...useLinkDelegation()}>
      <TileView tile={tile} href={hrefOf(tile.id)} labels={labels} eager={eager} />
    </div>
  );
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
