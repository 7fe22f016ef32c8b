import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { ListSort } from '@/lib/validation/list-page-query';

/**
 * How the buyer orders a list: one link per order, the current one marked. Links, not a control
 * with state, so each order has its own address (shared, bookmarked, cached like any list page);
 * the list's own order carries no `sort` parameter, and a new order starts at page 1.
 */
export async function SortBar({
  pathname,
  query,
  options,
  current,
  defaultSort,
}: {
  pathname: string;
  query: Record<string, string>;
  options: readonly ListSort[];
  current: ListSort;
  defaultSort: ListSort;
}) {
  const t = await getTranslations('list.sort');
  return (
    <nav aria-label={t('label')} className="mb-4 flex items-center gap-2 overflow-x-auto text-sm whitespace-nowrap" data-testid="sort-bar">
      <span className="text-muted">{t('label')}</span>
      {options.map((sort) => {
        const href = { pathname, query: sort === defaultSort ? { ...query } : { ...query, sort } };
        const active = sort === current;
        return (
          <Link
            key={sort}
            href={href}
            aria-current={active ? 'true' : undefined}
            className={`rounded-full border px-3 py-1 ${active ? 'border-brand bg-brand text-white' : 'border-line hover:border-brand hover:text-brand'}`}
            data-testid={`sort-${sort}`}
          >
            {t(sort)}
          </Link>
        );
      })}
    </nav>
  );
}
