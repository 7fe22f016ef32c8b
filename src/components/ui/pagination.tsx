import { getTranslations } from 'next-intl/server';
import { PageLinks, type PaginationVariant } from './page-links';

/** §2 pagination of a server-rendered list (R2.92); the other query parameters stay in the links. */
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
  const labels = { pagination: t('pagination'), previous: t('previous'), next: t('next'), page: (p: number) => t('page', { page: p }) };
  return <PageLinks page={page} totalPages={totalPages} href={(p) => ({ pathname, query: { ...query, page: String(p) } })} variant={variant} labels={labels} />;
}
