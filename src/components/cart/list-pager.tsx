'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { pageWindow } from '@/components/ui/pagination';
import { Link } from '@/i18n/navigation';

/**
 * The red pagination of §2 (R2.92) for lists that load in the browser (favorites, inquiries):
 * the same look and page window as the server `Pagination`, whose total the server cannot know
 * here. The page lives in the URL (`?page=n`).
 */
export function ListPager({ pathname, page, pageSize, total }: { pathname: '/favorites' | '/order'; page: number; pageSize: number; total: number }) {
  const t = useTranslations('list');
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  if (totalPages <= 1) return null;
  const href = (p: number) => ({ pathname, query: { page: String(p) } });
  const base = 'grid h-10 min-w-10 place-items-center rounded-md px-2 text-sm';
  const idle = 'bg-brand-soft text-brand hover:bg-brand hover:text-white';
  return (
    <nav aria-label={t('pagination')} className="mt-8 flex flex-wrap justify-center gap-2" data-variant="red" data-testid="list-pager">
      {page > 1 && (
        <Link href={href(page - 1)} className={`${base} ${idle}`} aria-label={t('previous')} rel="prev">
          <ChevronLeft size={16} aria-hidden="true" />
        </Link>
      )}
      {pageWindow(page, totalPages).map((p, i) =>
        p === 0 ? (
          <span key={`gap-${i}`} className={`${base} text-muted`} aria-hidden="true">…</span>
        ) : (
          <Link key={p} href={href(p)} className={`${base} ${p === page ? 'bg-brand font-bold text-white' : idle}`} aria-current={p === page ? 'page' : undefined} aria-label={t('page', { page: p })}>
            {p}
          </Link>
        ),
      )}
      {page < totalPages && (
        <Link href={href(page + 1)} className={`${base} ${idle}`} aria-label={t('next')} rel="next">
          <ChevronRight size={16} aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}
