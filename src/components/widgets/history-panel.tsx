'use client';

import { History } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithAllMessages } from '@/i18n/all-messages-client';
import { useFloatingPanel } from '@/stores/feedback-prompt-store';
import { widgetButton } from './widget-button';

// The panel (a Radix dialog, the feedback form with react-hook-form) loads on first
// open, or when the pointer or focus reaches its button, never with the page.
const HistoryDialog = lazyWithAllMessages(() => import('./history-dialog').then((m) => m.default));

/**
 * §2 browsing-history button (R2.79, R2.80) and its panel. Opens on click, or from the feedback
 * prompt's card (R2.82).
 */
export function HistoryPanel() {
  const t = useTranslations('widgets');
  const open = useFloatingPanel((s) => s.open === 'history');
  const setOpen = useFloatingPanel((s) => s.setOpen);
  const nudge = useFloatingPanel((s) => s.nudge);
  const button = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (open) setLoaded(true);
  }, [open]);

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-label={t('history')}
        title={t('history')}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={`${widgetButton} border border-line bg-white text-ink hover:text-brand`}
        onPointerEnter={HistoryDialog.preload}
        onFocus={HistoryDialog.preload}
        onClick={() => setOpen(open ? null : 'history')}
        data-testid="history-button"
      >
        <History className="size-5 sm:size-[22px]" aria-hidden="true" />
      </button>
      {nudge && <span className="pointer-events-none absolute top-0 right-0 size-3 rounded-full bg-brand ring-2 ring-white" aria-hidden="true" data-testid="history-nudge-dot" />}
      {(loaded || open) && (
        <Suspense fallback={null}>
          <HistoryDialog button={button} />
        </Suspense>
      )}
    </div>
  );
}
