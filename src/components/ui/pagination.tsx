import { ChevronLeft, ChevronRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/** §2 pagination in two variants: 'origin' (outlined) and 'red' (filled brand colour) (R2.92). */
export type PaginationVariant = 'origin' | 'red';

/** Page numbers to show: first, last, and a window around the current page; 0 marks a gap. */
export function pageWindow(current: number, totalPages: number, radius = 2): number[] {
  const pages: number[] = [];
  for (let p = 1; p <= totalPages; p++) {
    if (p === 1 || p === totalPages || Math.abs(p - current) <= radius) pages.push(p);
    else if (pages[pages.length - 1] !== 0) pages.push(0);
  }
  return pages;
}

export async function Pagination({
  pathname,
  query,
  page,
  pageSize,
  total,
  variant = 'red',
}: {
  pathname: string;
  query: Record<string, string>;
  page: number;
  pageSize: number;
  total: number;
  variant?: PaginationVariant;
}) {
  const t = await getTranslations('list');
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  if (totalPages <= 1) return null;
  const href = (p: number) => ({ pathname, query: { ...query, page: String(p) } });
  const base = 'grid h-10 min-w-10 place-items-center rounded-md px-2 text-sm';
  const idle = variant === 'red' ? 'bg-brand-soft text-brand hover:bg-brand hover:text-white' : 'border border-line hover:border-brand hover:text-brand';
  const current = variant === 'red' ? 'bg-brand font-bold text-white' : 'border border-ink font-bold';
  return (
    <nav aria-label={t('pagination')} className="mt-8 flex flex-wrap justify-center gap-2" data-variant={variant}>
      {page > 1 && (
        <Link href={href(page - 1)} className={`${base} ${idle}`} aria-label={t('previous')} rel="prev">
          <ChevronLeft size={16} aria-hidden="true" />
        </Link>
      )}
      {pageWindow(page, totalPages).map((p, i) =>
        p === 0 ? (
          <span key={`gap-${i}`} className={`${base} text-muted`} aria-hidden="true">…</span>
        ) : (
          <Link key={p} href={href(p)} className={`${base} ${p === page ? current : idle}`} aria-current={p === page ? 'page' : undefined} aria-label={t('page', { page: p })}>
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
