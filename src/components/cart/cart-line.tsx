'use client';

import { AlertTriangle, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { lineAmount } from '@/lib/cart-amounts';
import type { LineLogistics } from '@/lib/container-fill';
import { formatPrice } from '@/lib/locale-fields';
import { rangeAt } from '@/lib/pricing/line-ranges';
import { quantityArgs, unitOf } from '@/lib/unit-quantity';
import type { CartLine } from './cart-api';
import { LinePriceTerms, LineUnitPrice } from './line-price';
import { LineThumbnail } from './line-thumbnail';
import { LineQuantity } from './quantity-box';

interface Props {
  line: CartLine;
  logistics: LineLogistics;
  selected: boolean;
  onSelect(on: boolean): void;
  onQuantity(addNum: number): void;
  onRemove(): void;
}

/** One cart line: picture, name, code, unit price by locale, quantity, line total, cartons, MOQ warning. */
export function CartLineRow({ line, logistics, selected, onSelect, onQuantity, onRemove }: Props) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const tu = useTranslations('units');
  const product = line.productDTO;
  const unit = unitOf(product);
  const moq = tu('quantity', quantityArgs(product.moq, unit));
  // The buyer's price at the quantity shown (typed quantities are priced before the server saves them).
  const at = rangeAt(line.pricing.ranges, line.addNum)!;
  const lineTotal = lineAmount(at.range.price, line.addNum);
  const volume = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 2 }).format(logistics.volumeM3);
  // One grid: on phones the quantity and line total take a second row under the name; from lg
  // everything sits on one row (checkbox, picture, product, quantity, total, remove).
  return (
    <li
      className="grid grid-cols-[auto_auto_minmax(0,1fr)_auto] items-start gap-x-3 gap-y-2 py-4 lg:grid-cols-[auto_auto_minmax(0,1fr)_auto_auto] lg:items-center lg:gap-x-5"
      data-testid="cart-line"
      data-product-id={line.productId}
      data-line-id={line.id}
    >
      <input
        type="checkbox"
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
        aria-label={t('selectLine', { name: product.displayName })}
        className="row-span-2 size-4 self-center accent-brand lg:row-span-1"
        data-testid="line-select"
      />
      {/* The picture repeats the name's link beside it: one link per product for keyboards and screen readers, whether or not the product has a picture. */}
      <Link href={`/product-detail/${line.productId}`} className="row-span-2 lg:row-span-1" tabIndex={-1} aria-hidden="true">
        <LineThumbnail pics={product.pics} alt="" size="size-16 sm:size-20" />
      </Link>
      <div className="min-w-0 space-y-1">
        <Link href={`/product-detail/${line.productId}`} className="line-clamp-2 text-sm font-semibold hover:text-brand" data-testid="line-name">
          {product.displayName}
        </Link>
        <p className="text-xs text-muted">
          {t('code')}: <span data-testid="line-code">{product.code}</span> ·{' '}
          <span data-testid="line-moq">
            {t('moq')}: {moq}
          </span>
        </p>
        <p className="text-xs text-muted">
          <LineUnitPrice at={at} unit={unit} testId="line-price" /> · {t('lineCartons', { count: logistics.cartons, volume })}
        </p>
        <LinePriceTerms at={at} ranged={line.pricing.ranges.length > 1} unit={unit} />
        {logistics.belowMoq && (
          <p className="flex items-center gap-1 text-xs font-medium text-brand" data-testid="line-below-moq">
            <AlertTriangle size={13} aria-hidden="true" /> {t('belowMoq', { moq })}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={onRemove}
        className="col-start-4 row-start-1 grid size-9 place-items-center rounded-md text-muted transition hover:bg-brand-soft hover:text-brand lg:col-start-5"
        aria-label={t('removeLine', { name: product.displayName })}
        data-testid="line-remove"
      >
        <Trash2 size={17} aria-hidden="true" />
      </button>
      <LineQuantity
        name={product.displayName}
        value={line.addNum}
        onChange={onQuantity}
        total={formatPrice(lineTotal, locale)}
        totalTestId="line-total"
        className="col-span-2 col-start-3 lg:col-span-1 lg:col-start-4 lg:row-start-1 lg:gap-5"
        totalClassName="sm:text-base lg:min-w-28"
      />
    </li>
  );
}
