'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { LoadingOverlay } from './loading-overlay';

/** §2 loading bar: shown only for navigations slower than the 200 ms throttle, gone after 5000 ms at most. */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;
/** Ours: a navigation still pending after 1 s also shows the full-screen 'Loading......' (R2.87). */
export const LOADING_OVERLAY_DELAY_MS = 1000;

export function LoadingBar() {
  const pathname = usePathname();
  const search = useSearchParams();
  const [visible, setVisible] = useState(false);
  const [slow, setSlow] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const clear = () => {
      timers.current.forEach(clearTimeout);
      timers.current = [];
    };
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || anchor.target === '_blank' || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin || (url.pathname === location.pathname && url.search === location.search)) return;
      clear();
      timers.current.push(setTimeout(() => setVisible(true), LOADING_BAR_THROTTLE_MS));
      timers.current.push(setTimeout(() => setSlow(true), LOADING_OVERLAY_DELAY_MS));
      timers.current.push(
        setTimeout(() => {
          setVisible(false);
          setSlow(false);
        }, LOADING_BAR_DURATION_MS),
      );
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      clear();
    };
  }, []);

  useEffect(() => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
    setVisible(false);
    setSlow(false);
  }, [pathname, search]);

  return (
    <>
      <LoadingOverlay visible={slow} />
      <div aria-hidden="true" className={`pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px] transition-opacity ${visible ? 'opacity-100' : 'opacity-0'}`}>
        <div className={`h-full bg-brand ${visible ? 'w-4/5 transition-[width] duration-[5000ms] ease-out' : 'w-0'}`} />
      </div>
    </>
  );
}
