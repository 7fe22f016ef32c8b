'use client';

import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Suspense, useId, useRef, useState, type FormEvent, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { lazyWithAllMessages } from '@/i18n/all-messages-client';
import { usePathname, useRouter } from '@/i18n/navigation';
import { useSearchHistoryStore } from '@/stores/search-history-store';

// The panel (recommendations, history, recently viewed) loads when the pointer or
// focus first reaches the box, not with the page.
const SearchPanel = lazyWithAllMessages(() => import('./search-panel').then((m) => m.SearchPanel));

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea, select, [tabindex]:not([tabindex="-1"])';

/**
 * While the panel is open, Tab and Shift+Tab go round the box and its panel. A Radix
 * dialog does not fit here: the input that opens the panel stays in use while it is open.
 */
function keepTabInside(event: ReactKeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const inside = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => el.getClientRects().length > 0);
  const first = inside[0];
  const last = inside.at(-1);
  if (!first || !last) return;
  if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  }
}

/**
 * Header search. §2: the panel opens on focus and closes on submit, on a click on its mask (and on
 * Escape). §5: an empty keyword warns and is blocked (R5.21, R5.22), with a message
 * under the box, not a toast, which lay over the box and blocked clicks into it while hovered.
 */
export function SearchBox() {
  const t = useTranslations('header');
  const router = useRouter();
  const remember = useSearchHistoryStore((s) => s.remember);
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  // The warning belongs to the attempt on this page: it goes with the next page.
  const pathname = usePathname();
  const [emptyOn, setEmptyOn] = useState<string | null>(null);
  const empty = emptyOn === pathname;
  const input = useRef<HTMLInputElement>(null);
  const quiet = useRef(false);
  // The header renders one box per layout (phone row, desktop row): ids must differ.
  const inputId = useId();
  const warningId = `${inputId}-empty`;

  /** Escape or the close button: focus goes back to the box without opening the panel again. */
  function dismiss() {
    setOpen(false);
    quiet.current = true;
    input.current?.focus();
    quiet.current = false;
  }

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
      setOpen(false); // the panel would cover the warning
      setEmptyOn(pathname);
      return;
    }
    search(text);
  }

  return (
    // While open, focus stays in the box (keepTabInside), so Escape is heard here.
    <div className="relative w-full max-w-[60rem]" onKeyDown={open ? (event) => (event.key === 'Escape' ? dismiss() : keepTabInside(event)) : undefined}>
      {open && <div className="fixed inset-0 z-40 bg-black/30" onClick={() => setOpen(false)} data-testid="search-mask" aria-hidden="true" />}
      <form role="search" onSubmit={submit} className="relative z-50 flex h-11 w-full items-center overflow-hidden rounded-full border-2 border-brand bg-white">
        <label htmlFor={inputId} className="sr-only">
          {t('searchLabel')}
        </label>
        <input
          ref={input}
          id={inputId}
          name="keyword"
          type="search"
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setEmptyOn(null);
          }}
          onPointerEnter={SearchPanel.preload}
          onFocus={() => {
            if (quiet.current) return;
            setOpen(true);
            setEmptyOn(null);
          }}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? warningId : undefined}
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
      {empty && (
        // Below the box, never over it; it covers only page content until the visitor types.
        <p
          id={warningId}
          role="alert"
          className="absolute top-full left-4 z-50 mt-1.5 rounded-md border border-brand/30 bg-white px-3 py-1.5 text-xs font-medium text-brand shadow-md"
          data-testid="search-empty"
        >
          {t('searchEmpty')}
        </p>
      )}
      {open && (
        <Suspense fallback={null}>
          <SearchPanel
            onPick={(text) => {
              setKeyword(text);
              search(text);
            }}
            onClose={() => setOpen(false)}
            onDismiss={dismiss}
          />
        </Suspense>
      )}
    </div>
  );
}
