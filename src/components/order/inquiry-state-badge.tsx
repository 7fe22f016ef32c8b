'use client';

import { useTranslations } from 'next-intl';
import type { InquiryState } from '@/lib/inquiry-states';

// Where an inquiry stands, in the buyer's words; the colour says whose move it is.
const TONE: Record<InquiryState, string> = {
  new: 'bg-paper text-ink ring-line',
  in_progress: 'bg-amber-50 text-amber-800 ring-amber-200',
  quoted: 'bg-brand-soft text-brand ring-brand/30',
  accepted: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  declined: 'bg-zinc-100 text-muted ring-line',
  expired: 'bg-zinc-100 text-muted ring-line',
  closed: 'bg-zinc-100 text-muted ring-line',
  cancelled: 'bg-zinc-100 text-muted ring-line',
};

export function InquiryStateBadge({ state }: { state: InquiryState }) {
  const t = useTranslations('order');
  return (
    <span className={`rounded-full px-2 py-0.5 font-semibold ring-1 ring-inset ${TONE[state]}`} data-testid="inquiry-state" data-state={state}>
      {t(`state.${state}`)}
    </span>
  );
}

/** A supplier reply the buyer has not opened yet (cleared by opening the inquiry). */
export function UnreadMarker() {
  const t = useTranslations('order');
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-brand" data-testid="inquiry-unread">
      <span className="size-2 rounded-full bg-brand" aria-hidden="true" />
      {t('unread')}
    </span>
  );
}
