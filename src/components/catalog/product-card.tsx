import { getLocale, getTranslations } from 'next-intl/server';
import { formatPrice } from '@/lib/locale-fields';
import { quantityArgs } from '@/lib/unit-quantity';
import { imageUrl } from '@/server/catalog/image-url';
import type { ProductCard as Card } from '@/server/catalog/product-card';
import { getPathname } from '@/i18n/navigation';
import { TileView, type Tile } from './tile-view';

/** The tiles of some cards, formatted for the visitor's locale (prices, MOQ units, signed pictures). */
export async function tilesOf(products: Card[]): Promise<Tile[]> {
  const locale = await getLocale();
  const tu = await getTranslations('units');
  const t = await getTranslations('product');
  return products.map((product) => ({
    id: product.id,
    name: product.name,
    code: product.code,
    cover: product.cover ? imageUrl(product.cover, 300) : '',
    price: formatPrice(product.price, locale),
    moq: tu('quantity', quantityArgs(product.moq, product.unit)),
    ...(product.isHot ? { hot: true as const } : {}),
    ...(product.fromPrice !== null ? { from: t('fromPrice', { price: formatPrice(product.fromPrice, locale) }) } : {}),
  }));
}

/**
 * One card drawn on the server (the product page's rails): its link is a plain one, so the product
 * page carries no card code (the catalogue's JavaScript budget); list grids draw theirs in the browser.
 */
export async function ProductCard({ product, eager = false }: { product: Card; eager?: boolean }) {
  const [[tile], t, locale] = await Promise.all([tilesOf([product]), getTranslations('product'), getLocale()]);
  const labels = { noPicture: t('noPicture'), hot: t('hot'), code: t('code'), moq: t('moq') };
  return (
    <div className="flex w-full">
      <TileView tile={tile!} href={getPathname({ href: `/product-detail/${product.id}`, locale })} labels={labels} eager={eager} />
    </div>
  );
}
