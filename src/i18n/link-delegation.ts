'use client';

import { useRouter } from 'next/navigation';
import type { FocusEvent, MouseEvent, PointerEvent, TouchEvent } from 'react';
import { useRef, useSyncExternalStore } from 'react';
import { isSlowConnection, subscribeToConnection } from './link';

type AnyEvent = MouseEvent<HTMLElement> | PointerEvent<HTMLElement> | FocusEvent<HTMLElement> | TouchEvent<HTMLElement>;

/** The href of the same-origin link the event happened in, when it lies inside the element that listens. */
function hrefOf(event: AnyEvent): string | null {
  const anchor = (event.target as Element).closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return null;
  const href = anchor.getAttribute('href') ?? '';
  // Only app paths: '//host' is another origin, and a target or download is the browser's business.
  if (!href.startsWith('/') || href.startsWith('//') || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  return href;
}

/**
 * Soft navigation and intent prefetching for many plain links under one element (a grid of 20–50
 * product cards). Each `<Link>` hydrates four components with a dozen hooks; the home page's cards
 * were most of its main-thread work on a phone (ADR 0036). The links stay `<a href>` — already
 * localised by the server — so they work before hydration, in a new tab and for crawlers; these
 * handlers make a plain click a client-side navigation like `<Link>`'s, and prefetch a card's page
 * when the pointer rests on it, it gets focus or a finger touches it, as `./link.tsx` does (never on
 * 2g or with data-saver on, R7.98).
 */
export function useLinkDelegation() {
  const router = useRouter();
  const slow = useSyncExternalStore(subscribeToConnection, isSlowConnection, () => false);
  const prefetched = useRef(new Set<string>());
  const intent = (event: AnyEvent) => {
    const href = hrefOf(event);
    if (!href || slow || prefetched.current.has(href)) return;
    prefetched.current.add(href);
    router.prefetch(href);
  };
  return {
    onClick(event: MouseEvent<HTMLElement>) {
      // Modified and middle clicks open tabs and windows, as on any link.
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const href = hrefOf(event);
      if (!href) return;
      event.preventDefault();
      router.push(href);
    },
    onPointerOver: intent,
    onFocus: intent,
    onTouchStart: intent,
  };
}
