'use client';

import { ArrowLeft, ListChecks, ShoppingCart, Upload } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { QUICK_ORDER_LINE_LIMIT } from '@/lib/quick-order/quick-order-limits';
import { QuickOrderRow } from './quick-order-row';
import { useQuickOrder } from './use-quick-order';

const primary =
  'inline-flex h-11 items-center justify-center gap-2 rounded-md bg-brand px-5 text-sm font-semibold text-white transition hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-50';
const secondary = 'inline-flex h-11 items-center justify-center gap-2 rounded-md border border-line bg-white px-4 text-sm font-semibold hover:border-brand hover:text-brand';

/**
 * Quick order (beyond the spec): paste item codes with quantities or upload a sheet,
 * check them against the catalogue, adjust, add the found lines to the cart. Fills its parent (a
 * flex column of bounded height): the list scrolls, the actions stay in view.
 */
export function QuickOrderPanel({ onAdded }: { onAdded(productIds: number[]): void }) {
  const t = useTranslations('quickOrder');
  const order = useQuickOrder(onAdded);
  const inputId = useId();
  const hintId = useId();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const previewing = order.rows !== null;
  // The Check button goes as the preview comes: focus its summary, not <body>.
  useEffect(() => {
    if (previewing) summaryRef.current?.focus();
  }, [previewing]);
  const error = order.error && (
    <p role="alert" className="rounded-md bg-brand-soft px-3 py-2 text-sm text-brand" data-testid="quick-order-error">
      {order.error}
    </p>
  );

  if (order.rows) {
    const found = order.rows.filter((row) => row.card !== null).length;
    const missing = order.rows.filter((row) => row.status === 'notFound').length;
    const unreadable = order.rows.length - found - missing;
    return (
      <div className="flex min-h-0 flex-1 flex-col" data-testid="quick-order-preview">
        <div className="flex-1 overflow-y-auto px-5 py-4 sm:px-6">
          <p ref={summaryRef} tabIndex={-1} className="text-sm font-semibold outline-none" role="status" data-testid="quick-order-summary">
            {t('summary', { found, total: order.rows.length })}
          </p>
          {missing > 0 && <p className="text-xs text-muted">{t('notFoundCount', { count: missing })}</p>}
          {unreadable > 0 && <p className="text-xs text-muted">{t('problemCount', { count: unreadable })}</p>}
          <ul className="@container mt-2 divide-y divide-line" aria-label={t('previewLabel')}>
            {order.rows.map((row) => (
              <QuickOrderRow key={row.key} row={row} onQuantity={(quantity) => order.setQuantity(row.key, quantity)} />
            ))}
          </ul>
        </div>
        <div className="@container space-y-3 border-t border-line bg-white px-5 py-4 sm:px-6">
          {error}
          {/* Side by side where there is room; on a phone the add button takes the full width, first. */}
          <div className="grid gap-3 @min-[380px]:grid-cols-[auto_1fr]">
            <button type="button" onClick={order.edit} className={`${secondary} order-last @min-[380px]:order-none`} data-testid="quick-order-edit">
              <ArrowLeft size={16} aria-hidden="true" /> {t('edit')}
            </button>
            <button type="button" onClick={order.add} disabled={found === 0 || order.busy !== null} className={primary} data-testid="quick-order-add">
              <ShoppingCart size={16} aria-hidden="true" /> {order.busy === 'adding' ? t('adding') : t('addToCart', { count: found })}
            </button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="quick-order-form">
      <div className="flex-1 space-y-3 overflow-y-auto px-5 py-4 sm:px-6">
        <p className="text-sm">{t('intro')}</p>
        <label htmlFor={inputId} className="block text-sm font-semibold">
          {t('inputLabel')}
        </label>
        <textarea
          id={inputId}
          value={order.text}
          onChange={(e) => order.setText(e.target.value)}
          rows={9}
          autoFocus
          spellCheck={false}
          placeholder={t('placeholder')}
          aria-describedby={hintId}
          className="w-full rounded-md border border-line p-3 font-mono text-sm outline-none focus:border-brand focus:ring-2 focus:ring-brand/15"
          data-testid="quick-order-input"
        />
        <p id={hintId} className="text-xs text-muted">
          {t('formatHint', { max: QUICK_ORDER_LINE_LIMIT })}
        </p>
        <div className="rounded-md border border-dashed border-line p-3">
          <label className={`${secondary} cursor-pointer focus-within:ring-2 focus-within:ring-brand/40`}>
            <Upload size={16} aria-hidden="true" /> {order.busy === 'reading' ? t('reading') : t('upload')}
            <input
              type="file"
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              className="sr-only"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = ''; // the same file picked again is read again
                if (file) order.readFile(file);
              }}
              data-testid="quick-order-file"
            />
          </label>
          <p className="mt-2 text-xs text-muted">{t('uploadHint')}</p>
        </div>
      </div>
      <div className="space-y-3 border-t border-line bg-white px-5 py-4 sm:px-6">
        {error}
        <button type="button" onClick={order.check} disabled={order.busy !== null} className={`${primary} w-full`} data-testid="quick-order-check">
          <ListChecks size={17} aria-hidden="true" /> {order.busy === 'checking' ? t('checking') : t('check')}
        </button>
      </div>
    </div>
  );
}
