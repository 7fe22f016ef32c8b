'use client';

import { MessageSquare, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { useFloatingPanel } from '@/stores/feedback-prompt-store';
import { useKeepClear } from './keep-clear';

/**
 * What the feedback prompt (R2.82, R2.83) shows — a small card beside the history
 * button that expands into the feedback panel on click. It takes no focus and hides while it
 * would cover a product's buying controls, a cart summary or the form the visitor is filling in
 * (`useKeepClear`); the dot on the history button stays meanwhile.
 */
export function FeedbackNudge() {
  const t = useTranslations('widgets');
  const titleId = useId();
  const card = useRef<HTMLElement>(null);
  const nudge = useFloatingPanel((s) => s.nudge);
  const setOpen = useFloatingPanel((s) => s.setOpen);
  const setNudge = useFloatingPanel((s) => s.setNudge);
  useKeepClear(card, nudge);
  if (!nudge) return null;
  return (
    <section
      ref={card}
      aria-labelledby={titleId}
      // Above the button row on phones, left of the button column from 640 px; hidden (not just
      // transparent) while blocked, so it never takes a click meant for the page.
      className="absolute right-0 bottom-full mb-3 w-[min(280px,calc(100vw-16px))] rounded-lg border border-line bg-white p-4 text-sm shadow-xl transition-opacity data-[blocked]:invisible data-[blocked]:opacity-0 sm:right-full sm:bottom-0 sm:mr-3 sm:mb-0"
      data-blocked=""
      data-testid="feedback-prompt"
    >
      <div className="flex items-start justify-between gap-2">
        <p id={titleId} className="font-semibold">
          {t('promptTitle')}
        </p>
        <button
          type="button"
          onClick={() => setNudge(false)}
          aria-label={t('close')}
          className="-mt-1.5 -mr-1.5 grid size-8 shrink-0 place-items-center rounded-full text-muted hover:text-brand"
        >
          <X size={16} aria-hidden="true" />
        </button>
      </div>
      <p className="mt-1 text-xs text-muted">{t('feedbackIntro')}</p>
      <button
        type="button"
        onClick={() => setOpen('history', true)}
        className="mt-3 inline-flex h-9 items-center gap-2 rounded-md bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-dark"
        data-testid="feedback-prompt-open"
      >
        <MessageSquare size={16} aria-hidden="true" /> {t('promptAction')}
      </button>
    </section>
  );
}
