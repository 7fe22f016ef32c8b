import type { ReactNode } from 'react';
import { AllMessages } from '@/i18n/all-messages';

/**
 * The personal pages (cart, inquiries, favorites, address book, account forms): their components
 * use namespaces a catalogue page does not send (src/i18n/first-render-messages.ts), so this group
 * gives them every one. A route group: the URLs stay /cart, /order, …
 */
export default function PersonalLayout({ children }: { children: ReactNode }) {
  return <AllMessages>{children}</AllMessages>;
}
