'use client';

import { useLocale } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { bandScaleOf, bandsOf, priceBandText } from '@/lib/price-bands';

/**
 * The ten §2 price bands above the /price list, the chosen one filled. A client component only so
 * that the flight payload carries the chosen band, not ten links.
 */
export function PriceBandChips({ current }: { current: number | undefined }) {
  const locale = useLocale();
  return (
    <ul className="mb-6 flex flex-wrap gap-2" data-keep-clear="">
      {bandsOf(bandScaleOf(locale)).map((band) => (
        <li key={band.index}>
          <Link
            href={{ pathname: '/price', query: { price: band.index, page: 1 } }}
            className={`tick ${band.index === current ? 'border-brand bg-brand text-white' : 'tick-idle'}`}
            data-testid="price-band-chip"
          >
            {priceBandText(band.index, locale)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
