'use client';

import { X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ViewedPicture } from '@/components/ui/viewed-picture';
import { Link } from '@/i18n/navigation';
import { apiGet } from '@/lib/api-client';
import { thumbnailUrl } from '@/lib/media-url';
import { useSearchHistoryStore } from '@/stores/search-history-store';
import { useViewedStore } from '@/stores/viewed-store';

interface Recommended {
  id: number;
  name: string;
  nameen: string;
  pics: string[];
}

/** §2 search panel: recommended items, search history (clearable) and browsing history. */
export function SearchPanel({ onPick, onClose, onDismiss }: { onPick: (keyword: string) => void; onClose: () => void; onDismiss: () => void }) {
  const t = useTranslations('search');
  const locale = useLocale();
  const history = useSearchHistoryStore((s) => s.history);
  const clear = useSearchHistoryStore((s) => s.clear);
  const viewed = useViewedStore((s) => s.slots).filter((slot) => slot !== null);
  const [recommended, setRecommended] = useState<Recommended[]>([]);

  useEffect(() => {
    apiGet<{ data: { listdto: Recommended[] } }>('/api/Product/GetRecommendProductFromERPLink', { PageSize: 6 })
      .then((body) => setRecommended(body.data.listdto.slice(0, 6)))
      .catch(() => setRecommended([]));
  }, []);

  const nameOf = (item: { name: string; nameen: string }) => (locale === 'zh' ? item.name : item.nameen);

  return (
    <div
      className="absolute inset-x-0 top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-lg border border-line bg-white p-4 text-sm shadow-2xl outline-none"
      role="dialog"
      aria-label={t('panel')}
      tabIndex={-1}
      data-testid="search-panel"
    >
      <button type="button" onClick={onDismiss} className="absolute top-2 right-2 grid size-8 place-items-center rounded-md hover:bg-paper" aria-label={t('close')}>
        <X size={16} aria-hidden="true" />
      </button>
      <section className="mb-4">
        <div className="mb-2 flex items-center gap-3">
          <h2 className="font-semibold">{t('history')}</h2>
          {history.length > 0 && (
            <button type="button" onClick={clear} className="text-xs text-brand hover:underline" data-testid="clear-history">
              {t('clearHistory')}
            </button>
          )}
        </div>
        {history.length > 0 ? (
          <ul className="flex flex-wrap gap-2" data-testid="search-history">
            {history.map((keyword) => (
              <li key={keyword}>
                <button type="button" onClick={() => onPick(keyword)} className="rounded-full bg-paper px-3 py-1 hover:bg-brand-soft hover:text-brand">
                  {keyword}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-xs text-muted">{t('empty')}</p>
        )}
      </section>
      <section className="mb-4">
        <h2 className="mb-2 font-semibold">{t('recommended')}</h2>
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" data-testid="search-recommended">
          {recommended.map((item) => (
            <li key={item.id}>
              <Link href={`/product-detail/${item.id}`} onClick={onClose} className="block text-xs hover:text-brand">
                {item.pics[0] && (
                  <img src={thumbnailUrl(item.pics[0], 100)} alt="" width={100} height={100} loading="lazy" className="aspect-square w-full rounded-md bg-paper object-cover" />
                )}
                <span className="mt-1 line-clamp-2">{nameOf(item)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 className="mb-2 font-semibold">{t('browsing')}</h2>
        {viewed.length > 0 ? (
          <ul className="grid grid-cols-4 gap-2 sm:grid-cols-8" data-testid="search-viewed">
            {viewed.map((item) => (
              <li key={item.id}>
                <Link href={`/product-detail/${item.id}`} onClick={onClose} className="block text-xs hover:text-brand" title={nameOf(item)}>
                  {item.cover && <ViewedPicture src={item.cover} name={nameOf(item)} size={100} />}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-xs text-muted">{t('empty')}</p>
        )}
      </section>
    </div>
  );
}
