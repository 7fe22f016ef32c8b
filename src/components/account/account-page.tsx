import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { pageLocale, TitledPage, type LocalePageProps, type PageName } from '@/components/ui/titled-page';
import { AccountCard } from './account-card';
import { SignedInOnly } from './signed-in-only';

interface Frame {
  /** The form sits in the account card (/register, /forget, /changePassword); lists do not. */
  card?: boolean;
  /** Signed-in pages show a sign-in prompt to visitors (the route guard's pages, R4.24-R4.28). */
  signedIn?: boolean;
}

/**
 * The page component of an account page: its locale set, its title as heading, and its body in
 * the account card and/or behind the sign-in prompt. Each page file names only what it shows.
 */
export function accountPage<P extends LocalePageProps>(
  name: PageName,
  body: (locale: Locale, props: P) => ReactNode | Promise<ReactNode>,
  { card = false, signedIn = false }: Frame,
) {
  return async function Page(props: P) {
    const locale = await pageLocale(props.params);
    const content = await body(locale, props);
    const framed = card ? <AccountCard>{content}</AccountCard> : content;
    return <TitledPage name={name}>{signedIn ? <SignedInOnly>{framed}</SignedInOnly> : framed}</TitledPage>;
  };
}
