'use client';

import { AlertTriangle } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { LineThumbnail } from '@/components/cart/line-thumbnail';
import { PriceBasis } from '@/components/cart/price-basis';
import { Link } from '@/i18n/navigation';
import { currencyOf, formatPrice } from '@/lib/locale-fields';
import { quantityArgs, unitOf } from '@/lib/unit-quantity';
import type { Order } from './order-api';

/** The lines of an inquiry as submitted (snapshot, R3.46): picture, code, name, how the unit price was set, qty × unit price, line total. */
export function OrderLines({ lines }: { lines: Order['listOrderDetailDTO'] }) {
  const t = useTranslations('order');
  const tu = useTranslations('units');
  const locale = useLocale();
  const decimals = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 2 });
  return (
    <ul className="divide-y divide-line" data-testid="order-lines">
      {lines.map((line) => {
        const product = line.productDTO;
        const lineTotal = locale === 'zh' ? line.linePrice : line.lineForeignPrice;
        const unit = unitOf(product);
        return (
          <li key={line.id} className="flex gap-3 py-3" data-testid="order-line" data-product-id={line.productId}>
            <Link href={`/product-detail/${line.productId}`} className="shrink-0">
              <LineThumbnail pics={product.pics} alt={product.displayName} size="size-14" />
            </Link>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium" data-testid="order-line-name">
                {product.displayName}
              </p>
              <p className="text-xs text-muted">
                {t('code')}: <span data-testid="order-line-code">{product.code}</span> · {t('cartonsVolume', { cartons: line.cartons, volume: decimals.format(line.volumeM3) })}
              </p>
              <PriceBasis applied={line.appliedPrices?.[currencyOf(locale)]} unit={unit} />
              {line.belowMoq && (
                <p className="flex items-center gap-1 text-xs text-brand">
                  <AlertTriangle size={12} aria-hidden="true" /> {t('belowMoq', { moq: tu('quantity', quantityArgs(line.moq, unit)) })}
                </p>
              )}
            </div>
            <div className="shrink-0 text-right">
              <p className="text-sm font-bold" data-testid="order-line-total">
                {formatPrice(lineTotal, locale)}
              </p>
              <p className="text-xs text-muted tabular-nums">
                <span data-testid="order-line-qty">{tu('quantity', quantityArgs(line.addNum, unit))}</span> × {formatPrice(product.displayPrice, locale)}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
