'use client';

import { MessageSquare, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { useFloatingPanel } from '@/stores/feedback-prompt-store';
import { useKeepClear } from './keep-clear';

/**
 * What the feedback prompt (R2.82, R2.83) shows — one slim line above the floating buttons whose
 * button opens the feedback panel. It takes no focus and hides while it would cover a product's
 * buying controls, a list's products, pager or price chips, a cart summary or the form the
 * visitor is filling in (`useKeepClear`); the dot on the history button stays meanwhile.
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
      // Above the buttons, at the window's right edge, in every width: a corner strip, not a card
      // over the page; hidden (not just transparent) while blocked, so it takes no click meant for the page.
      className="absolute right-0 bottom-full mb-2 flex max-w-[calc(100vw-16px)] items-center gap-1 rounded-full border border-line bg-white py-1 pr-1 pl-3 text-xs shadow-lg transition-opacity data-[blocked]:invisible data-[blocked]:opacity-0"
      data-blocked=""
      data-testid="feedback-prompt"
    >
      <p id={titleId} className="font-semibold whitespace-nowrap">
        {t('promptTitle')}
      </p>
      <button
        type="button"
        onClick={() => setOpen('history', true)}
        title={t('feedbackIntro')}
        className="inline-flex h-7 items-center gap-1 rounded-full bg-brand px-3 font-semibold whitespace-nowrap text-white hover:bg-brand-dark"
        data-testid="feedback-prompt-open"
      >
        <MessageSquare size={14} aria-hidden="true" /> {t('promptAction')}
      </button>
      <button type="button" onClick={() => setNudge(false)} aria-label={t('close')} className="grid size-7 shrink-0 place-items-center rounded-full text-muted hover:text-brand">
        <X size={14} aria-hidden="true" />
      </button>
    </section>
  );
}
