'use client';

import { createNavigation } from 'next-intl/navigation';
import type { ComponentProps } from 'react';
import { useSyncExternalStore } from 'react';
import { routing } from './routing';

const { Link: IntlLink } = createNavigation(routing);

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
  addEventListener?(type: 'change', listener: () => void): void;
  removeEventListener?(type: 'change', listener: () => void): void;
}

const connection = () => (navigator as Navigator & { connection?: NetworkInformation }).connection;

/** §7: no prefetching on 2g or with data-saver on. */
function isSlowConnection(): boolean {
  const info = connection();
  return info?.saveData === true || /2g/.test(info?.effectiveType ?? '');
}

function subscribe(onChange: () => void) {
  const info = connection();
  info?.addEventListener?.('change', onChange);
  return () => info?.removeEventListener?.('change', onChange);
}

/**
 * next-intl's Link, with prefetching turned off on 2g or data-saver connections (R7.98). The
 * server renders the default; the browser's answer applies right after hydration.
 */
export function Link(props: ComponentProps<typeof IntlLink>) {
  const slow = useSyncExternalStore(subscribe, isSlowConnection, () => false);
  return <IntlLink {...props} prefetch={slow ? false : props.prefetch} />;
}
