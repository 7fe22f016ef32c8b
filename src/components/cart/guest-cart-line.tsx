'use client';

import { AlertTriangle, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { lineAmount } from '@/lib/cart-amounts';
import { formatPrice } from '@/lib/locale-fields';
import { publicRanges, rangeAt } from '@/lib/pricing/line-ranges';
import { quantityArgs, unitOf } from '@/lib/unit-quantity';
import { LinePriceTerms, LineUnitPrice } from './line-price';
import { LineThumbnail } from './line-thumbnail';
import { LineQuantity } from './quantity-box';
import type { GuestLine } from './use-guest-cart-lines';

interface Props {
  line: GuestLine;
  onQuantity(addNum: number): void;
  onRemove(): void;
  /** A link to the product leaves the drawer. */
  onLeave(): void;
}

/** A guest cart line in the drawer: picture, name, code, MOQ, price, quantity, total. */
export function GuestCartLine({ line, onQuantity, onRemove, onLeave }: Props) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const tu = useTranslations('units');
  const { card } = line;
  const name = card?.displayName ?? t('productGone');
  const remove = (
    <button
      type="button"
      onClick={onRemove}
      className="grid size-9 shrink-0 place-items-center rounded-md text-muted transition hover:bg-brand-soft hover:text-brand"
      aria-label={t('removeLine', { name: card?.displayName ?? String(line.productId) })}
      data-testid="drawer-line-remove"
    >
      <Trash2 size={17} aria-hidden="true" />
    </button>
  );
  if (!card) {
    return (
      <li className="flex items-center gap-3 py-3" data-testid="drawer-line" data-product-id={line.productId} data-gone="true">
        <LineThumbnail pics="" alt="" size="size-16" />
        <p className="min-w-0 flex-1 text-sm text-muted" data-testid="drawer-line-gone">
          {name}
        </p>
        {remove}
      </li>
    );
  }
  // The public breaks (ADR 0052): the range at the quantity typed, and what the next one saves.
  const ranges = publicRanges(card.displayPrice, card.moq, card.priceBreaks);
  const at = rangeAt(ranges, line.addNum)!;
  const lineTotal = lineAmount(at.range.price, line.addNum);
  const unit = unitOf(card);
  const moq = tu('quantity', quantityArgs(card.moq, unit));
  const href = `/product-detail/${card.id}`;
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)_auto] gap-x-3 gap-y-2 py-3" data-testid="drawer-line" data-product-id={line.productId}>
      <Link href={href} onClick={onLeave} className="row-span-2" tabIndex={-1} aria-hidden="true">
        <LineThumbnail pics={card.cover} alt="" size="size-16" />
      </Link>
      <div className="min-w-0 space-y-0.5">
        <Link href={href} onClick={onLeave} className="line-clamp-2 text-sm font-semibold hover:text-brand" data-testid="drawer-line-name">
          {card.displayName}
        </Link>
        <p className="text-xs text-muted">
          {t('code')}: <span data-testid="drawer-line-code">{card.code}</span> · {t('moq')}: {moq}
        </p>
        <p className="text-xs text-muted">
          <LineUnitPrice at={at} unit={unit} testId="drawer-line-price" />
        </p>
        <LinePriceTerms at={at} ranged={ranges.length > 1} unit={unit} />
      </div>
      {remove}
      <div className="col-span-2 col-start-2 space-y-1">
        <LineQuantity name={card.displayName} value={line.addNum} onChange={onQuantity} total={formatPrice(lineTotal, locale)} totalTestId="drawer-line-total" />
        {line.addNum < card.moq && (
          <p className="flex items-center gap-1 text-xs font-medium text-brand" data-testid="drawer-line-below-moq">
            <AlertTriangle size={13} aria-hidden="true" /> {t('belowMoq', { moq })}
          </p>
        )}
      </div>
    </li>
  );
}
