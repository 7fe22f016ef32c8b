'use client';

import { AlertTriangle, SearchX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { publicRanges, rangeAt } from '@/lib/pricing/line-ranges';
import { PRODUCT_CODE_MAX } from '@/lib/quick-order/quick-order-limits';
import { quantityArgs, unitOf } from '@/lib/unit-quantity';
import { LineUnitPrice } from '../line-price';
import { LineThumbnail } from '../line-thumbnail';
import { PriceBasis } from '../price-basis';
import { QuantityBox } from '../quantity-box';
import type { PreviewRow } from './use-quick-order';

/**
 * One line of the quick-order preview: the product matched with its unit price at the quantity and
 * how that price is set (a break's range, the buyer's own list or kept quote), or why the line
 * cannot be ordered. The lookup is the public answer; a signed-in buyer's own ranges come from
 * their private answer (ADR 0053), the same the cart prices with.
 */
export function QuickOrderRow({ row, onQuantity }: { row: PreviewRow; onQuantity(quantity: number): void }) {
  const t = useTranslations('quickOrder');
  const tc = useTranslations('cart');
  const tu = useTranslations('units');
  const lines = t('lines', { count: row.entry.lines.length, lines: row.entry.lines.join(', ') });
  const { card } = row;
  if (!card) {
    const reason = row.status === 'notFound' ? t('notFound') : row.status === 'code' ? t('badCode', { max: PRODUCT_CODE_MAX }) : t('badQuantity');
    return (
      <li className="flex items-start gap-3 py-3" data-testid="quick-order-row" data-status={row.status}>
        <span className="grid size-14 shrink-0 place-items-center rounded-md border border-dashed border-line text-muted">
          <SearchX size={20} aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-mono text-sm font-semibold break-all" data-testid="quick-order-code">
            {row.entry.code}
          </p>
          <p className="text-xs text-muted">{lines}</p>
          <p className="inline-block rounded-md bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand" data-testid="quick-order-reason">
            {reason}
          </p>
        </div>
      </li>
    );
  }
  const noQuantity = row.entry.quantities.some((q) => q === null);
  const unit = unitOf(card);
  const moq = tu('quantity', quantityArgs(card.moq, unit));
  const at = rangeAt(row.ranges ?? publicRanges(card.displayPrice, card.moq, card.priceBreaks), row.quantity);
  return (
    // The quantity sits beside the product where the list is wide (the /cart dialog), below it in
    // the drawer and on phones: a container query, since the drawer is narrow on any screen.
    <li
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 py-3 @min-[520px]:grid-cols-[auto_minmax(0,1fr)_auto] @min-[520px]:items-center"
      data-testid="quick-order-row"
      data-status="found"
      data-product-id={card.id}
    >
      <LineThumbnail pics={card.cover} alt="" size="size-14" />
      <div className="min-w-0 space-y-0.5">
        <p className="line-clamp-2 text-sm font-semibold" data-testid="quick-order-name">
          {card.displayName}
        </p>
        <p className="text-xs text-muted">
          {tc('code')}:{' '}
          <span className="font-mono" data-testid="quick-order-code">
            {card.code}
          </span>{' '}
          · {tc('moq')}: {moq} · {lines}
        </p>
        {at && (
          <div className="text-sm" data-testid="quick-order-price">
            <LineUnitPrice at={at} unit={unit} testId="quick-order-unit-price" />
            <PriceBasis applied={at.range} unit={unit} />
          </div>
        )}
        {noQuantity && <p className="text-xs text-muted">{t('moqUsed')}</p>}
        {row.quantity < card.moq && (
          <p className="flex items-center gap-1 text-xs font-medium text-brand" data-testid="quick-order-below-moq">
            <AlertTriangle size={13} aria-hidden="true" /> {tc('belowMoq', { moq })}
          </p>
        )}
      </div>
      <div className="col-start-2 flex @min-[520px]:col-start-3">
        <QuantityBox value={row.quantity} onChange={onQuantity} label={tc('quantityOf', { name: card.displayName })} />
      </div>
    </li>
  );
}
