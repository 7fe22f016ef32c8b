'use client';

import { Menu } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithAllMessages } from '@/i18n/all-messages-client';
import { loadMenuTopics, usePreloadMenuTopics } from './menu-topics-store';

/** §9: the side drawer opens after hovering its trigger for 500 ms (or at once on click). */
export const DRAWER_HOVER_DELAY_MS = 500;

// The drawer (a Radix dialog) is not in the page's first JavaScript; its chunk loads
// with the tree, on the first hover, focus or click of the button.
const CategoryDrawerPanel = lazyWithAllMessages(() => import('./category-drawer-panel').then((m) => m.default));

/**
 * The tree comes from /api/Home/Menu (`menuUrl`, shared with the mega menu), loaded
 * when the browser idles or on the first hover, focus or click of the trigger; the drawer's
 * content exists only while it is open, so no page carries the tree in its markup or payload.
 */
export function CategoryDrawer({ menuUrl }: { menuUrl: string }) {
  const th = useTranslations('header');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The account drawers give focus back to the menu button: the drawer's own button is gone by then.
  const trigger = useRef<HTMLButtonElement>(null);
  usePreloadMenuTopics(menuUrl);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (open) setLoaded(true);
  }, [open]);
  const intent = () => {
    loadMenuTopics(menuUrl);
    CategoryDrawerPanel.preload();
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="grid size-10 place-items-center rounded-md hover:bg-brand-soft hover:text-brand"
        aria-label={th('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        data-testid="drawer-trigger"
        onFocus={intent}
        onClick={() => {
          intent();
          clearTimeout(timer.current);
          setOpen((was) => !was);
        }}
        onMouseEnter={() => {
          intent();
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setOpen(true), DRAWER_HOVER_DELAY_MS);
        }}
        onMouseLeave={() => clearTimeout(timer.current)}
      >
        <Menu size={22} aria-hidden="true" />
      </button>
      {(loaded || open) && (
        <Suspense fallback={null}>
          <CategoryDrawerPanel menuUrl={menuUrl} open={open} setOpen={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
