import { defineRouting } from 'next-intl/routing';

// §2: English at the root, Chinese under /zh; the chosen language is saved in a cookie (R9.28).
export const routing = defineRouting({
  locales: ['en', 'zh'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365 },
});

export type Locale = (typeof routing.locales)[number];
