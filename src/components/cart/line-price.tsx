'use client';

import { BadgePercent, FileCheck2, TrendingDown } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { LineRangeAt } from '@/lib/pricing/line-ranges';
import { formatPrice } from '@/lib/locale-fields';
import { quantityArgs, type UnitRef } from '@/lib/unit-quantity';
import { keptUntil } from '@/lib/pricing/kept-until';

// A cart line's unit price and its terms (ADR 0052), in the cart page and the cart drawer: the
// buyer's own price beside the struck public one, the kept quote it comes from, the quantity range
// that applies and what the next range would save on the line.

const isOwn = (at: LineRangeAt) => (at.range.source === 'customer-list' || at.range.source === 'group-list') && at.range.price < at.range.publicPrice;

/** The unit price "$1.10 / pc", as the buyer's own price with the public one struck through when it is lower. */
export function LineUnitPrice({ at, unit, testId }: { at: LineRangeAt; unit: UnitRef; testId: string }) {
  const t = useTranslations('cart');
  const tu = useTranslations('units');
  const locale = useLocale();
  const own = isOwn(at);
  return (
    <>
      {own && (
        <span className="mr-1 inline-flex items-center gap-0.5 rounded bg-brand-soft px-1.5 py-px text-[11px] font-semibold text-brand" data-testid="line-own-price">
          <BadgePercent size={12} aria-hidden="true" /> {t('yourPrice')}
        </span>
      )}
      <span className="font-semibold text-ink" data-testid={testId}>
        {formatPrice(at.range.price, locale)}
      </span>
      {own && (
        <>
          {' '}
          <s className="text-muted" data-testid="line-public-price" aria-label={t('publicPriceWas', { price: formatPrice(at.range.publicPrice, locale) })}>
            {formatPrice(at.range.publicPrice, locale)}
          </s>
        </>
      )}{' '}
      {tu('per', quantityArgs(1, unit))}
    </>
  );
}

/** The range that applies, the next range's saving and the kept quote, each on its own short line (nothing for a single list price). */
export function LinePriceTerms({ at, ranged, unit }: { at: LineRangeAt; ranged: boolean; unit: UnitRef }) {
  const t = useTranslations('cart');
  const tu = useTranslations('units');
  const locale = useLocale();
  const price = (value: number) => formatPrice(value, locale);
  const { range, next } = at;
  const quote = range.quote;
  const until = quote ? keptUntil(quote.validTo, locale) : '';
  return (
    <>
      {quote && (
        <p className="flex items-center gap-1 text-xs font-medium text-brand" data-testid="line-quoted-price">
          <FileCheck2 size={13} aria-hidden="true" /> {t('quotedPrice', { orderNo: quote.orderNo, date: until })}
        </p>
      )}
      {ranged && (
        <p className="text-xs text-muted" data-testid="line-price-range">
          {range.toQty === null
            ? t('priceRangeOpen', { from: tu('quantity', quantityArgs(range.fromQty, unit)), price: price(range.price) })
            : t('priceRange', { from: range.fromQty, upTo: tu('quantity', quantityArgs(range.toQty, unit)), price: price(range.price) })}
        </p>
      )}
      {next && (
        <p className="flex items-center gap-1 text-xs font-medium text-emerald-700" data-testid="line-next-saving">
          <TrendingDown size={13} aria-hidden="true" />{' '}
          {t('nextRange', { quantity: tu('quantity', quantityArgs(next.fromQty, unit)), price: price(next.price), saving: price(next.savingCents / 100) })}
        </p>
      )}
    </>
  );
}
