'use client';

import { ListPlus, LogIn, ShoppingCart, UserPlus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { toast } from '@/components/ui/toast';
import { Link } from '@/i18n/navigation';
import { formatPrice } from '@/lib/locale-fields';
import { linesSum } from '@/lib/cart-amounts';
import { guestUnitPrice } from './guest-price';
import { useGuestCartStore } from '@/stores/guest-cart-store';
import { GuestCartLine } from './guest-cart-line';
import { LoadFailed, Skeleton } from './list-states';
import { useGuestCartLines } from './use-guest-cart-lines';
import { WideButton } from './wide-button';

interface Props {
  onSignIn(opener: HTMLElement): void;
  /** Offered on /cart beside "Sign in": a new buyer registers (the guest cart merges the same way). */
  onRegister?(opener: HTMLElement): void;
  onQuickOrder(opener: HTMLElement): void;
  /** A link out of the drawer was followed. */
  onLeave(): void;
  /** The Quick order button: the drawer focuses it again when quick order closes. */
  quickOrderRef?: Ref<HTMLButtonElement>;
  /** `drawer`: a scrolling list over a fixed footer; `page` (/cart): the list beside a summary column. */
  layout?: 'drawer' | 'page';
}

/**
 * The guest's cart, in the header's drawer and on /cart: the local lines with their products,
 * quantities editable like the customer's cart page, MOQ warnings, removal (R4.59), how many lines
 * and what they come to, and the way on: sign in (or register) to send them as one inquiry.
 */
export function GuestCartView({ onSignIn, onRegister, onQuickOrder, onLeave, quickOrderRef, layout = 'drawer' }: Props) {
  const t = useTranslations('cartDrawer');
  const tc = useTranslations('cart');
  const ts = useTranslations('store');
  const locale = useLocale();
  const { status, lines, items, retry } = useGuestCartLines();
  const store = useGuestCartStore.getState;
  const page = layout === 'page';

  const found = lines.filter((line) => line.card !== null);
  const { total, pieces } = linesSum(found.map((line) => ({ displayPrice: guestUnitPrice(line.card!, line.addNum), addNum: line.addNum })));

  const remove = (productId: number) => {
    store().remove(productId);
    toast.success(ts('removeSuccess')); // R4.59
  };

  const quickOrder = (
    <WideButton ref={quickOrderRef} look="outline" icon={ListPlus} onClick={(e) => onQuickOrder(e.currentTarget)} data-testid="quick-order-open">
      {t('quickOrder')}
    </WideButton>
  );

  if (items.length === 0) {
    return (
      <div
        className={
          page
            ? 'flex flex-col items-center gap-3 rounded-lg border border-dashed border-line px-6 py-14 text-center'
            : 'flex flex-1 flex-col items-center justify-center gap-3 px-6 py-10 text-center'
        }
        data-testid={page ? 'guest-cart-empty' : 'drawer-empty'}
      >
        <span className="grid size-16 place-items-center rounded-full bg-brand-soft text-brand">
          <ShoppingCart size={30} aria-hidden="true" />
        </span>
        <p className="text-lg font-semibold">{tc('empty')}</p>
        <p className="text-sm text-muted">{t('emptyHint')}</p>
        <Link
          href="/products?page=1"
          onClick={onLeave}
          className="mt-2 inline-flex h-11 items-center rounded-md bg-brand px-6 text-sm font-semibold text-white hover:bg-brand-dark"
        >
          {tc('browseProducts')}
        </Link>
        <div className="w-full max-w-[40rem]">{quickOrder}</div>
      </div>
    );
  }

  const list = (
    <>
      {status === 'failed' && <LoadFailed message={t('loadError')} onRetry={retry} />}
      {status === 'loading' && lines.length === 0 && <Skeleton rows={Math.min(items.length, 4)} className="h-20" />}
      <ul className="divide-y divide-line" data-testid="drawer-lines" aria-busy={status === 'loading'}>
        {lines.map((line) => (
          <GuestCartLine
            key={line.productId}
            line={line}
            onQuantity={(addNum) => store().setQuantity(line.productId, addNum)}
            onRemove={() => remove(line.productId)}
            onLeave={onLeave}
          />
        ))}
      </ul>
    </>
  );
  const summary = (
    <>
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0">
          <span className="block text-sm font-semibold">{tc('total')}</span>
          <span className="block text-xs text-muted" data-testid="drawer-line-count">
            {tc('lineCount', { count: items.length })} · {tc('pieces', { count: pieces })}
          </span>
        </p>
        <span className="text-2xl font-bold text-brand tabular-nums" data-testid="drawer-total">
          {formatPrice(total, locale)}
        </span>
      </div>
      <p className="text-xs text-muted">{t('signInNote', { count: items.length })}</p>
      <WideButton icon={LogIn} onClick={(e) => onSignIn(e.currentTarget)} data-testid="drawer-sign-in" data-dock-clear="">
        {t('signInToInquire')}
      </WideButton>
      {onRegister && (
        <WideButton look="outline" icon={UserPlus} onClick={(e) => onRegister(e.currentTarget)} data-testid="guest-cart-register">
          {t('register')}
        </WideButton>
      )}
      {quickOrder}
    </>
  );

  if (page) {
    return (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_56rem]" data-testid="guest-cart">
        <section aria-label={tc('linesTitle')}>{list}</section>
        <aside className="space-y-3 rounded-lg border border-line bg-white p-4 lg:sticky lg:top-34" aria-label={tc('summaryTitle')} data-testid="drawer-summary">
          {summary}
        </aside>
      </div>
    );
  }
  return (
    <>
      <div className="flex-1 overflow-y-auto px-5 sm:px-6">{list}</div>
      <div className="space-y-3 border-t border-line bg-white px-5 py-4 sm:px-6" data-testid="drawer-summary">
        {summary}
      </div>
    </>
  );
}
