'use client';

import { createNavigation } from 'next-intl/navigation';
import type { ComponentProps, FocusEvent, PointerEvent, TouchEvent } from 'react';
import { useRef, useSyncExternalStore } from 'react';
import { routing } from './routing';

const { Link: IntlLink, useRouter } = createNavigation(routing);

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
  addEventListener?(type: 'change', listener: () => void): void;
  removeEventListener?(type: 'change', listener: () => void): void;
}

const connection = () => (navigator as Navigator & { connection?: NetworkInformation }).connection;

/** §7: no prefetching on 2g or with data-saver on. */
export function isSlowConnection(): boolean {
  const info = connection();
  return info?.saveData === true || /2g/.test(info?.effectiveType ?? '');
}

/** Subscribes to changes of the connection's type (useSyncExternalStore). */
export function subscribeToConnection(onChange: () => void) {
  const info = connection();
  info?.addEventListener?.('change', onChange);
  return () => info?.removeEventListener?.('change', onChange);
}

/**
 * next-intl's Link, prefetching on intent only: the route is fetched when the
 * pointer rests on the link, it gets focus or a finger touches it — never for every link that
 * scrolls into view (the home page alone fired 211 viewport prefetches in 4 s). Nothing is
 * prefetched on 2g or with data-saver on (R7.98), nor for `prefetch={false}`.
 */
export function Link({ prefetch, onPointerEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof IntlLink>) {
  const slow = useSyncExternalStore(subscribeToConnection, isSlowConnection, () => false);
  const router = useRouter();
  const done = useRef(false);
  const intent = () => {
    if (done.current || slow || prefetch === false) return;
    const { href } = props;
    // Object hrefs name a pathname (filter ticks, price bands): one without is nothing to fetch.
    const target = typeof href === 'string' ? href : href.pathname ? { pathname: href.pathname, query: href.query as Record<string, string> } : undefined;
    if (!target) return;
    done.current = true;
    router.prefetch(target, props.locale ? { locale: props.locale } : undefined);
  };
  return (
    <IntlLink
      {...props}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event);
        intent();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        intent();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        intent();
      }}
    />
  );
}
