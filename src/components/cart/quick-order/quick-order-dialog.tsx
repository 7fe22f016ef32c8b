'use client';

import { useTranslations } from 'next-intl';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { QuickOrderPanel } from './quick-order-panel';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The lines went to the cart (a customer's: the page reloads it and ticks these products' lines). */
  onAdded(productIds: number[]): void;
  /** The button that opened it, where focus goes back. */
  opener(): HTMLElement | null;
}

/** Quick order on /cart: the drawer's panel in a centered dialog. */
export function QuickOrderDialog({ open, onOpenChange, onAdded, opener }: Props) {
  const t = useTranslations('quickOrder');
  const tc = useTranslations('cart');
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      className="fixed top-1/2 left-1/2 z-50 flex h-[min(92dvh,110rem)] w-[calc(100vw-24px)] max-w-[88rem] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-2xl outline-none"
      testId="quick-order-dialog"
      title={t('title')}
      description={t('intro')}
      closeLabel={tc('close')}
      headerLook="panel"
      opener={opener}
    >
      <QuickOrderPanel
        onAdded={(productIds) => {
          onOpenChange(false);
          onAdded(productIds);
        }}
      />
    </ModalDialog>
  );
}
