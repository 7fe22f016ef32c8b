import { getLocale, getTranslations } from 'next-intl/server';
import { formatPrice } from '@/lib/locale-fields';
import type { PriceRange } from '@/lib/pricing/price-breaks';

/**
 * The product's price by quantity (ADR 0052): one row per range from the MOQ, with what each
 * range saves against the first. Public prices only, so the cached page may hold it; nothing is
 * shown for a product with one price.
 */
export async function PriceBreakTable({ ranges, unit }: { ranges: readonly PriceRange[]; unit: string }) {
  if (ranges.length < 2) return null;
  const t = await getTranslations('product');
  const locale = await getLocale();
  const first = ranges[0]!.price;
  return (
    <table className="w-full max-w-[48rem] border-collapse text-sm" data-testid="price-breaks">
      <caption className="mb-2 text-left font-semibold">{t('breaksHeading')}</caption>
      <thead>
        <tr className="border-b border-line text-left text-muted">
          <th className="py-1.5 pr-4 font-normal">{t('breaksQuantity', { unit })}</th>
          <th className="py-1.5 pr-4 font-normal">{t('breaksPrice')}</th>
          <th className="py-1.5 font-normal" aria-hidden="true" />
        </tr>
      </thead>
      <tbody>
        {ranges.map((range, index) => (
          <tr key={range.fromQty} className="border-b border-line last:border-0" data-testid="price-break-row">
            <td className="py-1.5 pr-4 tabular-nums">
              {range.toQty === null ? t('breaksOpen', { from: range.fromQty }) : t('breaksRange', { from: range.fromQty, to: range.toQty })}
            </td>
            <td className="py-1.5 pr-4 font-semibold tabular-nums text-brand">{formatPrice(range.price, locale)}</td>
            <td className="py-1.5 text-xs text-muted">{index > 0 && first > 0 ? t('breaksSaving', { percent: 1 - range.price / first }) : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
