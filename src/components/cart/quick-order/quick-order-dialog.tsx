'use client';

import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { useOpenerFocus } from '@/components/ui/opener-focus';
import { QuickOrderPanel } from './quick-order-panel';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The lines went to the server cart: the page reloads it. */
  onAdded(): void;
  /** The button that opened it, where focus goes back (issue 7 §3). */
  opener(): HTMLElement | null;
}

/** Quick order on /cart (issue 17): the drawer's panel in a centered dialog. */
export function QuickOrderDialog({ open, onOpenChange, onAdded, opener }: Props) {
  const t = useTranslations('quickOrder');
  const tc = useTranslations('cart');
  const focus = useOpenerFocus(opener);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          {...focus}
          className="fixed top-1/2 left-1/2 z-50 flex h-[min(92dvh,110rem)] w-[calc(100vw-24px)] max-w-[88rem] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-2xl outline-none"
          data-testid="quick-order-dialog"
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
            <div>
              <Dialog.Title className="text-xl font-bold">{t('title')}</Dialog.Title>
              <Dialog.Description className="sr-only">{t('intro')}</Dialog.Description>
            </div>
            <Dialog.Close className="grid size-9 shrink-0 place-items-center rounded-md hover:bg-paper" aria-label={tc('close')}>
              <X size={20} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <QuickOrderPanel
            onAdded={() => {
              onOpenChange(false);
              onAdded();
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
