'use client';

import { X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { ViewedPicture } from '@/components/ui/viewed-picture';
import { Link } from '@/i18n/navigation';
import { useFloatingPanel } from '@/stores/feedback-prompt-store';
import { useHydrated } from '@/stores/use-hydrated';
import { useViewedStore, type ViewedItem } from '@/stores/viewed-store';
import { FeedbackForm } from './feedback-form';

/**
 * The browsing-history panel itself (R2.79, R2.80): up to 8 recently viewed items (placeholders
 * skipped) and the feedback/contact form. history-panel.tsx loads this chunk (Radix, the form) on
 * first open.
 */
export default function HistoryDialog({ button }: { button: RefObject<HTMLButtonElement | null> }) {
  const t = useTranslations('widgets');
  const locale = useLocale();
  const hydrated = useHydrated();
  const open = useFloatingPanel((s) => s.open === 'history');
  const setOpen = useFloatingPanel((s) => s.setOpen);
  const slots = useViewedStore((s) => s.slots);
  const viewed = hydrated ? slots.filter((slot): slot is ViewedItem => slot !== null) : [];
  const toForm = useFloatingPanel((s) => s.toForm);
  const nameOf = (item: ViewedItem) => (locale === 'zh' ? item.name : item.nameen) || item.code;

  // A modal Radix dialog (focus trapped, Escape, focus back to the button), not
  // portalled so it keeps its place beside the button. It opens only when asked for (its button,
  // or the prompt card's "Leave feedback": then straight into the message field); the feedback
  // prompt itself raises the card.
  return (
    <Dialog.Root open={open} onOpenChange={(next) => setOpen(next ? 'history' : null)}>
      <Dialog.Content
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          const field = toForm ? document.getElementById('feedback-content') : null;
          if (!field) return;
          event.preventDefault();
          field.focus();
        }}
        // Opened from state, not a Dialog.Trigger: focus goes back to the panel's button by hand.
        onCloseAutoFocus={(event) => {
          if (!button.current?.isConnected) return;
          event.preventDefault();
          button.current.focus({ preventScroll: true });
        }}
        // The button toggles the panel itself; Radix must not close it on that press first.
        onPointerDownOutside={(event) => {
          if (button.current?.contains(event.target as Node)) event.preventDefault();
        }}
        className="fixed inset-x-2 bottom-[calc(var(--dock-bottom)+var(--dock-button)+12px)] max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-lg border border-line bg-white p-4 text-sm shadow-xl outline-none sm:absolute sm:inset-x-auto sm:right-14 sm:bottom-0 sm:w-80"
        data-testid="feedback-panel"
      >
        <div className="mb-2 flex items-center justify-between">
          <Dialog.Title className="text-sm font-semibold">{t('history')}</Dialog.Title>
          <Dialog.Close aria-label={t('close')} className="grid size-8 place-items-center rounded-full text-muted hover:text-brand">
            <X size={18} aria-hidden="true" />
          </Dialog.Close>
        </div>
        {viewed.length > 0 ? (
          <ul className="mb-4 grid grid-cols-4 gap-2" data-testid="history-list">
            {viewed.map((item) => (
              <li key={item.id}>
                <Link href={`/product-detail/${item.id}`} onClick={() => setOpen(null)} className="block text-xs hover:text-brand" title={nameOf(item)}>
                  {item.cover ? <ViewedPicture src={item.cover} name={nameOf(item)} size={64} /> : <span className="line-clamp-3">{nameOf(item)}</span>}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mb-4 text-muted">{t('historyEmpty')}</p>
        )}
        <h3 className="mb-1 font-semibold">{t('feedback')}</h3>
        <p className="mb-3 text-xs text-muted">{t('feedbackIntro')}</p>
        <FeedbackForm onSent={() => setOpen(null)} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
