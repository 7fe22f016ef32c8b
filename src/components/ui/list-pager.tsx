'use client';

import { useTranslations } from 'next-intl';
import { PageLinks } from './page-links';

/**
 * The red pagination of §2 (R2.92) for lists that load in the browser (favorites, inquiries):
 * the same links as the server `Pagination`, whose total the server cannot know here. The page
 * lives in the URL (`?page=n`).
 */
export function ListPager({ pathname, page, pageSize, total }: { pathname: '/favorites' | '/order'; page: number; pageSize: number; total: number }) {
  const t = useTranslations('list');
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  if (totalPages <= 1) return null;
  const labels = { pagination: t('pagination'), previous: t('previous'), next: t('next'), page: (p: number) => t('page', { page: p }) };
  return <PageLinks page={page} totalPages={totalPages} href={(p) => ({ pathname, query: { page: String(p) } })} variant="red" labels={labels} testId="list-pager" />;
}
