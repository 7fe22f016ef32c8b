import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';

/**
 * Every message namespace for the client components below (the personal pages' layout): they use
 * namespaces a catalogue page never sends (first-render-messages.ts). A server component:
 * next-intl's provider passes all messages when none are named.
 */
export function AllMessages({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider>{children}</NextIntlClientProvider>;
}
