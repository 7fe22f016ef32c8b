'use client';

import { ListPlus, ShoppingCart, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useMemo, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { refreshAccountCounts } from '@/components/account/use-session';
import { useRouter } from '@/i18n/navigation';
import { cartLogistics, lineLogistics } from '@/lib/container-fill';
import { linesSum } from '@/lib/cart-amounts';
import { formatPrice } from '@/lib/locale-fields';
import { priceAt } from '@/lib/pricing/line-ranges';
import type { AddressOptions } from '@/server/accounts/address-options';
import { cartExportUrl } from './cart-api';
import { CartLineRow } from './cart-line';
import { CartSummary } from './cart-summary';
import { InquiryDialog } from './inquiry-dialog';
import { EmptyState, ListNotReady, Skeleton } from './list-states';
import { LogisticsPanel } from './logistics-panel';
import { useCart } from './use-cart';

// Quick order's panel and dialog load when the buyer first opens it.
const QuickOrderDialog = dynamic(() => import('./quick-order/quick-order-dialog').then((m) => m.QuickOrderDialog), { ssr: false });

function QuickOrderButton({ onClick }: { onClick(opener: HTMLElement): void }) {
  const t = useTranslations('cartDrawer');
  return (
    <button
      type="button"
      onClick={(e) => onClick(e.currentTarget)}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:underline"
      data-testid="quick-order-open"
    >
      <ListPlus size={16} aria-hidden="true" /> {t('quickOrder')}
    </button>
  );
}

/** §2 /cart (R2.05): the signed-in customer's server cart, its logistics, and the inquiry. */
export function CartView({ options }: { options: AddressOptions }) {
  const t = useTranslations('cart');
  const ts = useTranslations('store');
  const locale = useLocale();
  const router = useRouter();
  const cart = useCart();
  const [inquiring, setInquiring] = useState(false);
  const [quickOrder, setQuickOrder] = useState<boolean | null>(null); // null: never opened, not loaded
  // The dialog's text box takes focus as it mounts, before Radix notes the opener: keep it here.
  const quickOrderOpener = useRef<HTMLElement | null>(null);
  const openQuickOrder = (opener: HTMLElement) => {
    quickOrderOpener.current = opener;
    setQuickOrder(true);
  };

  const chosen = useMemo(() => cart.lines.filter((line) => cart.selected.has(line.id)), [cart.lines, cart.selected]);
  const logistics = useMemo(
    () =>
      cartLogistics(
        chosen.map((l) => ({ product: l.productDTO, addNum: l.addNum })),
        cart.containers,
      ),
    [chosen, cart.containers],
  );
  // Each line at the buyer's price for its quantity (ADR 0052: breaks, own and group prices).
  const { total, pieces } = linesSum(chosen.map((l) => ({ displayPrice: priceAt(l.pricing.ranges, l.addNum), addNum: l.addNum })));
  const ids = chosen.map((l) => l.id);

  if (cart.status !== 'ready') return <ListNotReady status={cart.status} skeleton={<Skeleton />} loadError={t('loadError')} onRetry={() => void cart.load()} />;
  const quickOrderDialog = quickOrder !== null && (
    <QuickOrderDialog open={quickOrder} onOpenChange={setQuickOrder} onAdded={(productIds) => void cart.load(productIds)} opener={() => quickOrderOpener.current} />
  );
  if (cart.lines.length === 0) {
    return (
      <div className="space-y-4">
        <EmptyState icon={ShoppingCart} title={t('empty')} hint={t('emptyHint')} href="/products?page=1" action={t('browseProducts')} testId="cart-empty" />
        <div className="flex justify-center">
          <QuickOrderButton onClick={openQuickOrder} />
        </div>
        {quickOrderDialog}
      </div>
    );
  }

  async function openInquiry() {
    await cart.flush(); // the inquiry takes the quantities the buyer sees
    setInquiring(true);
  }

  function submitted(cartIds: number[]) {
    toast.success(ts('submitOrder')); // R8.51
    setInquiring(false);
    cart.drop(cartIds);
    void refreshAccountCounts();
    router.push('/order');
  }

  const allSelected = chosen.length === cart.lines.length;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_56rem]" data-testid="cart">
      <section aria-label={t('linesTitle')}>
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-paper px-4 py-2.5">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" checked={allSelected} onChange={(e) => cart.selectAll(e.target.checked)} className="size-4 accent-brand" data-testid="select-all" />
            {t('selectAll', { count: cart.lines.length })}
          </label>
          <div className="flex items-center gap-5">
            <button
              type="button"
              onClick={() => void cart.remove(ids)}
              disabled={ids.length === 0}
              className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-brand disabled:opacity-40 disabled:hover:text-muted"
              data-testid="remove-selected"
            >
              <Trash2 size={15} aria-hidden="true" /> {t('removeSelected')}
            </button>
            <QuickOrderButton onClick={openQuickOrder} />
          </div>
        </div>
        <ul className="divide-y divide-line" data-testid="cart-lines">
          {cart.lines.map((line) => (
            <CartLineRow
              key={line.id}
              line={line}
              logistics={lineLogistics(line.productDTO, line.addNum)}
              selected={cart.selected.has(line.id)}
              onSelect={(on) => cart.toggle(line.id, on)}
              onQuantity={(addNum) => cart.setQuantity(line.id, addNum)}
              onRemove={() => void cart.remove([line.id])}
            />
          ))}
        </ul>
      </section>
      <aside className="space-y-4 lg:sticky lg:top-34">
        <CartSummary
          selectedCount={chosen.length}
          lineCount={cart.lines.length}
          pieces={pieces}
          total={formatPrice(total, locale)}
          onSend={() => void openInquiry()}
          exportHref={ids.length > 0 ? (format) => cartExportUrl(format, locale, ids) : null}
          flush={cart.flush}
        />
        <LogisticsPanel logistics={logistics} />
      </aside>
      <InquiryDialog
        open={inquiring}
        onOpenChange={setInquiring}
        cartIds={ids}
        summary={t('inquirySummary', { count: chosen.length, total: formatPrice(total, locale) })}
        options={options}
        onSubmitted={submitted}
        onStale={() => void cart.load()}
      />
      {quickOrderDialog}
    </div>
  );
}
