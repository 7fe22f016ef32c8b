'use client';

import type { Messages } from 'next-intl';
import { NextIntlClientProvider, useLocale, useTimeZone } from 'next-intl';
import { lazy, use, type ComponentType, type ReactNode } from 'react';
import type { Locale } from './routing';

// A catalogue page carries only the namespaces of its first render (first-render-messages.ts).
// Overlays, drawers and dialogs load when first wanted, and with them the whole message file of
// the locale (one static chunk per language, ~7 kB compressed, loaded once).
const files: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('../../messages/en.json'),
  zh: () => import('../../messages/zh.json'),
};
const loading = new Map<Locale, Promise<Messages>>();

function loadAllMessages(locale: Locale): Promise<Messages> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = files[locale]().then((file) => file.default);
    // A failed chunk load (a deploy replaced it) is tried again next time, not remembered.
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

/** The page's language as the layout wrote it on <html> (zh-CN or en). */
function documentLocale(): Locale {
  return document.documentElement.lang.startsWith('zh') ? 'zh' : 'en';
}

/** Every namespace of the current locale for `children` (suspends until the file has loaded). */
function AllMessagesClient({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const messages = use(loadAllMessages(locale));
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * React.lazy for a component that needs namespaces a catalogue page does not carry: it renders
 * inside a provider with all of them. `preload()` (on hover or focus) fetches its chunk and the
 * locale's messages side by side, so a first open waits for neither.
 */
export function lazyWithAllMessages<P extends object>(load: () => Promise<ComponentType<P>>) {
  const preload = () => Promise.all([load(), loadAllMessages(documentLocale())]);
  const component = lazy(async () => {
    const [Component] = await preload();
    function WithAllMessages(props: P) {
      return (
        <AllMessagesClient>
          <Component {...props} />
        </AllMessagesClient>
      );
    }
    return { default: WithAllMessages };
  });
  return Object.assign(component, { preload: () => void preload().catch(() => undefined) });
}
