import type { ProductCard as Card } from '@/server/catalog/product-card';
import { ProductCard } from './product-card';

const GRIDS = {
  default: 'grid-cols-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5',
  wide: 'grid-cols-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6 xl:grid-cols-8',
  list: 'grid-cols-2 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5',
  // Six cards (SEASONAL_ROW in home-sections.ts) in 2, 3 or 6 columns: whole rows at every width.
  seasonal: 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-6',
} as const;

export function ProductGrid({ products, eagerCount = 0, columns = 'default' }: { products: Card[]; eagerCount?: number; columns?: keyof typeof GRIDS }) {
  const grid = GRIDS[columns];
  return (
    <ul className={`grid gap-3 sm:gap-4 ${grid}`}>
      {products.map((product, i) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
