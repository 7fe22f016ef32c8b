'use client';

import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useRouter } from '@/i18n/navigation';
import { useSearchHistoryStore } from '@/stores/search-history-store';
import { SearchPanel } from './search-panel';

/**
 * Header search. §2: the panel opens on focus and closes on submit, on a click on its mask (and on
 * Escape). §5: an empty keyword warns and is blocked (R5.21, R5.22).
 */
export function SearchBox() {
  const t = useTranslations('header');
  const router = useRouter();
  const remember = useSearchHistoryStore((s) => s.remember);
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The header renders one box per layout (phone row, desktop row): ids must differ.
  const inputId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        input.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  function search(text: string) {
    remember(text);
    setOpen(false);
    input.current?.blur();
    router.push({ pathname: '/products', query: { keyword: text, page: 1 } });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = keyword.trim();
    if (!text) {
      toast.warning(t('searchEmpty'));
      return;
    }
    search(text);
  }

  return (
    <div className="relative w-full max-w-[60rem]">
      {open && <div className="fixed inset-0 z-40 bg-black/30" onClick={() => setOpen(false)} data-testid="search-mask" aria-hidden="true" />}
      <form role="search" onSubmit={submit} className="relative z-50 flex h-11 w-full items-center overflow-hidden rounded-full border-2 border-brand bg-white">
        <label htmlFor={inputId} className="sr-only">{t('searchLabel')}</label>
        <input
          ref={input}
          id={inputId}
          name="keyword"
          type="search"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onFocus={() => setOpen(true)}
          placeholder={t('searchPlaceholder')}
          className="h-full min-w-0 flex-1 bg-transparent px-4 text-sm outline-none"
          autoComplete="off"
          maxLength={100}
        />
        <button type="submit" className="flex h-full items-center gap-1 bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-dark" aria-label={t('searchSubmit')}>
          <Search size={18} aria-hidden="true" />
          <span className="hidden sm:inline">{t('searchSubmit')}</span>
        </button>
      </form>
      {open && (
        <SearchPanel
          onPick={(text) => {
            setKeyword(text);
            search(text);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
