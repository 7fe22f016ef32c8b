'use client';

import { useRef } from 'react';

/**
 * A Radix dialog opened from state (no Dialog.Trigger) has nowhere to send focus when
 * it closes, so focus would fall to <body>. Spread the result on Dialog.Content: it notes the
 * element that had focus as the dialog opened and focuses it again on close. `fallback` is
 * asked first, for openers that are gone by then (a menu item, a drawer's button).
 */
export function useOpenerFocus(fallback?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Radix asks before it moves focus in: the active element is still the opener.
      opener.current = document.activeElement as HTMLElement | null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = [fallback?.(), opener.current].find((element) => element?.isConnected && element !== document.body);
      if (!target) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
