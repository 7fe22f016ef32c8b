import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import type en from '../../messages/en.json';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Both files hold the same keys (tests/unit/messages.test.ts).
    messages: ((await import(`../../messages/${locale}.json`)) as { default: typeof en }).default,
  };
});
