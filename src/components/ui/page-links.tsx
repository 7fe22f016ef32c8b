import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';

// The §2 pagination's links (R2.92), drawn the same by the server `Pagination` (catalogue lists)
// and the client `ListPager` (favorites, inquiries): no hooks here, so either side can render it.

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

/** The `list.*` messages the links are labelled with. */
export interface PageLinkLabels {
  pagination: string;
  previous: string;
  next: string;
  page(page: number): string;
}

interface Props {
  page: number;
  totalPages: number;
  href(page: number): ComponentProps<typeof Link>['href'];
  variant: PaginationVariant;
  labels: PageLinkLabels;
  testId?: string;
}

const LOOKS = {
  red: { idle: 'bg-brand-soft text-brand hover:bg-brand hover:text-white', current: 'bg-brand font-bold text-white' },
  origin: { idle: 'border border-line hover:border-brand hover:text-brand', current: 'border border-ink font-bold' },
} as const;

export function PageLinks({ page, totalPages, href, variant, labels, testId }: Props) {
  const base = 'grid h-10 min-w-10 place-items-center rounded-md px-2 text-sm';
  const { idle, current } = LOOKS[variant];
  return (
    <nav aria-label={labels.pagination} className="mt-8 flex flex-wrap justify-center gap-2" data-variant={variant} data-testid={testId} data-dock-clear="">
      {page > 1 && (
        <Link href={href(page - 1)} className={`${base} ${idle}`} aria-label={labels.previous} rel="prev">
          <ChevronLeft size={16} aria-hidden="true" />
        </Link>
      )}
      {pageWindow(page, totalPages).map((p, i) =>
        p === 0 ? (
          <span key={`gap-${i}`} className={`${base} text-muted`} aria-hidden="true">
            …
          </span>
        ) : (
          <Link key={p} href={href(p)} className={`${base} ${p === page ? current : idle}`} aria-current={p === page ? 'page' : undefined} aria-label={labels.page(p)}>
            {p}
          </Link>
        ),
      )}
      {page < totalPages && (
        <Link href={href(page + 1)} className={`${base} ${idle}`} aria-label={labels.next} rel="next">
          <ChevronRight size={16} aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}
