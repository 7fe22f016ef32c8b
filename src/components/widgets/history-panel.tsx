'use client';

import { History, X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { Link } from '@/i18n/navigation';
import { useFloatingPanel } from '@/stores/feedback-prompt-store';
import { useHydrated } from '@/stores/use-hydrated';
import { useViewedStore, type ViewedItem } from '@/stores/viewed-store';
import { FeedbackForm } from './feedback-form';
import { widgetButton } from './widget-button';

/**
 * §2 browsing-history panel (R2.79, R2.80): up to 8 recently viewed items (placeholders skipped)
 * and the feedback/contact form. Opens on click, or by itself from the feedback prompt (R2.82).
 */
export function HistoryPanel() {
  const t = useTranslations('widgets');
  const locale = useLocale();
  const hydrated = useHydrated();
  const open = useFloatingPanel((s) => s.open === 'history');
  const setOpen = useFloatingPanel((s) => s.setOpen);
  const slots = useViewedStore((s) => s.slots);
  const viewed = hydrated ? slots.filter((slot): slot is ViewedItem => slot !== null) : [];
  const nameOf = (item: ViewedItem) => (locale === 'zh' ? item.name : item.nameen) || item.code;

  const byUser = useFloatingPanel((s) => s.byUser);
  const fromPrompt = open && !byUser;

  // Issue 7 §3: a Radix dialog, not portalled so it keeps its place beside the button. Opened from
  // the button it is modal (focus trapped, Escape, focus back to the button); opened by the prompt
  // (R2.82) it is non-modal: no focus theft and no closing when the visitor clicks on the page.
  return (
    <Dialog.Root open={open} onOpenChange={(next) => setOpen(next ? 'history' : null, true)} modal={byUser}>
      <div className="relative">
        <Dialog.Trigger
          aria-label={t('history')}
          title={t('history')}
          className={`${widgetButton} border border-line bg-white text-ink hover:text-brand`}
          data-testid="history-button"
        >
          <History className="size-5 sm:size-[22px]" aria-hidden="true" />
        </Dialog.Trigger>
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => fromPrompt && event.preventDefault()}
          onInteractOutside={(event) => fromPrompt && event.preventDefault()}
          // Closing a prompt-opened panel leaves focus where it is when it is somewhere on the page.
          onCloseAutoFocus={(event) => !byUser && document.activeElement !== document.body && event.preventDefault()}
          className="fixed inset-x-2 bottom-16 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-lg border border-line bg-white p-4 text-sm shadow-xl outline-none sm:absolute sm:inset-x-auto sm:right-14 sm:bottom-0 sm:w-80"
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
                    {item.cover ? (
                      <img
                        src={item.cover}
                        alt={nameOf(item)}
                        width={64}
                        height={64}
                        loading="lazy"
                        // Kept links are signed and expire after 3 hours: an expired one shows the name instead.
                        onError={(event) => event.currentTarget.replaceWith(document.createTextNode(nameOf(item)))}
                        className="aspect-square w-full rounded-md bg-paper object-cover"
                      />
                    ) : (
                      <span className="line-clamp-3">{nameOf(item)}</span>
                    )}
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
      </div>
    </Dialog.Root>
  );
}
