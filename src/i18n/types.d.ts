import type { routing } from './routing';
import type messages from '../../messages/en.json';

// A key missing from en.json fails the type check; key parity with zh.json is a unit test.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
