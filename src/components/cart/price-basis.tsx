'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { AppliedPrice } from '@/lib/pricing/line-ranges';
import { formatPrice } from '@/lib/locale-fields';
import { keptUntil } from '@/lib/pricing/kept-until';
import { quantityArgs, type UnitRef } from '@/lib/unit-quantity';

// How a line's unit price was set (ADR 0054), in one short line under it: a quantity break's
// range in the product's unit of sale ("100–499 sets price"; the unit agrees with the range's last
// number), the buyer's own price beside the public one, or the kept quote it comes from. Quick
// order's preview and the buyer's inquiry page; the cart says more (line-price.tsx). Nothing for
// the plain list price, nor for an inquiry sent before prices varied (no applied prices).

export function PriceBasis({ applied, unit, className = '' }: { applied: AppliedPrice | null | undefined; unit: UnitRef; className?: string }) {
  const t = useTranslations('priceBasis');
  const tc = useTranslations('cart');
  const tu = useTranslations('units');
  const locale = useLocale();
  if (!applied) return null;
  let text: string;
  if (applied.quote) {
    text = tc('quotedPrice', { orderNo: applied.quote.orderNo, date: keptUntil(applied.quote.validTo, locale) });
  } else if (applied.source === 'customer-list' || applied.source === 'group-list') {
    text = t('own', { price: formatPrice(applied.publicPrice, locale) });
  } else if (applied.source === 'breaks') {
    const counted = tu('counted', quantityArgs(applied.toQty ?? applied.fromQty, unit));
    text = applied.toQty === null ? t('breaksOpen', { from: applied.fromQty, unit: counted }) : t('breaks', { from: applied.fromQty, to: applied.toQty, unit: counted });
  } else {
    return null;
  }
  return (
    <p className={`text-xs text-muted ${className}`} data-testid="price-basis" data-source={applied.source}>
      {text}
    </p>
  );
}
