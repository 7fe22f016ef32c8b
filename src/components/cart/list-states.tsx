'use client';

import type { LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

// The states the cart, favorites and inquiry pages share: nothing yet, loading, failed.

export function EmptyState({ icon: Icon, title, hint, href, action, testId }: { icon: LucideIcon; title: string; hint: string; href: string; action: string; testId: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-line px-6 py-14 text-center" data-testid={testId}>
      <span className="grid size-16 place-items-center rounded-full bg-brand-soft text-brand">
        <Icon size={30} aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold">{title}</p>
      <p className="max-w-[64rem] text-sm text-muted">{hint}</p>
      <Link href={href} className="mt-2 inline-flex h-11 items-center rounded-md bg-brand px-6 text-sm font-semibold text-white hover:bg-brand-dark">
        {action}
      </Link>
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  const t = useTranslations('cart');
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center" role="alert">
      <p className="text-sm text-muted">{message}</p>
      <button type="button" onClick={onRetry} className="text-sm font-semibold text-brand hover:underline">
        {t('retry')}
      </button>
    </div>
  );
}

/** Where a signed-in customer's list stands (cart, favorites, inquiries). */
export type ListStatus = 'loading' | 'failed' | 'signedOut' | 'ready';

/**
 * A list that is not ready yet: its skeleton while loading, nothing once signed out (the route
 * guard takes the visitor home), the load error with a retry when it failed.
 */
export function ListNotReady({ status, skeleton, loadError, onRetry }: { status: Exclude<ListStatus, 'ready'>; skeleton: ReactNode; loadError: string; onRetry(): void }) {
  if (status === 'loading') return skeleton;
  if (status === 'signedOut') return null;
  return <LoadFailed message={loadError} onRetry={onRetry} />;
}

export function Skeleton({ rows = 3, className = 'h-28' }: { rows?: number; className?: string }): ReactNode {
  return (
    <ul className="space-y-3" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className={`${className} animate-pulse rounded-lg border border-line bg-paper`} />
      ))}
    </ul>
  );
}
