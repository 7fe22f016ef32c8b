'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** R2.19: other route errors show the message and the status (500 unless the error carries one). */
export default function RouteError({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  const t = useTranslations('errors');
  const status = typeof error.status === 'number' ? error.status : 500;
  return (
    <section className="container-x py-24 text-center" data-testid="error-page">
      <p className="text-4xl font-bold text-brand">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{t('title')}</h1>
      <p className="mt-2 text-muted">{error.message}</p>
      <p className="mt-1 text-xs text-muted">{t('status', { status })}</p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" onClick={reset} className="rounded-md border border-line px-5 py-2.5 font-semibold hover:border-brand hover:text-brand">
          {t('retry')}
        </button>
        <Link href="/" className="rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark">
          {t('backHome')}
        </Link>
      </div>
    </section>
  );
}
