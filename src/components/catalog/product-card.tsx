import { getLocale, getTranslations } from 'next-intl/server';
import { formatPrice } from '@/lib/locale-fields';
import { quantityArgs } from '@/lib/unit-quantity';
import { imageUrl } from '@/server/catalog/image-url';
import type { ProductCard as Card } from '@/server/catalog/product-card';
import { ProductTile, type Tile } from './product-tile';

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

export async function ProductCard({ product, eager = false }: { product: Card; eager?: boolean }) {
  const [tile] = await tilesOf([product]);
  return <ProductTile tile={tile!} eager={eager} />;
}
