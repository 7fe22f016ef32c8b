'use client';

import { useTranslations } from 'next-intl';

/** §2 full-screen loading overlay with the text 'Loading......' (R2.87). */
export function LoadingOverlay({ visible }: { visible: boolean }) {
  const t = useTranslations('widgets');
  if (!visible) return null;
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-[70] grid place-items-center bg-white/70 backdrop-blur-[1px]" data-testid="loading-overlay">
      <p className="flex items-center gap-3 text-base font-semibold text-ink">
        <span className="size-5 animate-spin rounded-full border-2 border-brand border-t-transparent" aria-hidden="true" />
        {t('loading')}
      </p>
    </div>
  );
}
