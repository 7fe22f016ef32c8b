import type { ProductCard as Card } from '@/server/catalog/product-card';
import { tilesOf } from './product-card';
import { ProductTileGrid, type GridColumns } from './product-tile';

export async function ProductGrid({ products, eagerCount = 0, columns = 'default' }: { products: Card[]; eagerCount?: number; columns?: GridColumns }) {
  return <ProductTileGrid tiles={await tilesOf(products)} eagerCount={eagerCount} columns={columns} />;
}
