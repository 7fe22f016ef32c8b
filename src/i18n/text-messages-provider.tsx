'use client';

import type { Messages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from './routing';

// The first render's messages travel as one JSON text rather than as an object (ADR 0061). React's
// flight serialiser visits every key and value of an object prop, and the HTML renderer's flight
// reader visits them again: for ~350 messages on every uncached page. A long text is one raw row
// each way. Parsed once per text: in the browser once per page load, on the server once per
// locale (the server renders the same text for every page of a language).
const parsed = new Map<string, Messages>();
const MAX_TEXTS = 8; // a few locales' first-render sets; cleared past that (never reached in practice)

function messagesOf(text: string): Messages {
  let messages = parsed.get(text);
  if (!messages) {
    if (parsed.size >= MAX_TEXTS) parsed.clear();
    parsed.set(text, (messages = JSON.parse(text) as Messages));
  }
  return messages;
}

/** NextIntlClientProvider for the messages in `messagesText` (firstRenderMessagesText). */
export function TextMessagesProvider({ locale, timeZone, messagesText, children }: { locale: Locale; timeZone: string; messagesText: string; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messagesOf(messagesText)}>
      {children}
    </NextIntlClientProvider>
  );
}
