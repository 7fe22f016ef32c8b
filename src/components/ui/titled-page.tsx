import type { Messages } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { PageTitle } from './page-title';

// The frame the site's plain pages share (server components only): a page named in messages
// `pages.*` has that name as its <title> and as its heading, in the site's container.

export type PageName = keyof Messages['pages'];

/** What a page under `[locale]` receives. */
export type LocalePageProps = { params: Promise<{ locale: string }> };

/** A page's `generateMetadata` when its <title> is its name. */
export const titleMetadata = (name: PageName) => async () => ({ title: (await getTranslations('pages'))(name) });

/** The page's locale, set for the request first so that everything the page translates renders statically. */
export async function pageLocale(params: LocalePageProps['params']): Promise<Locale> {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return locale;
}

interface Props {
  name: PageName;
  /** The container's classes, when a page needs more than the usual padding. */
  className?: string;
  children: ReactNode;
}

export async function TitledPage({ name, className = 'container-x py-8', children }: Props) {
  const t = await getTranslations('pages');
  return (
    <div className={className}>
      <PageTitle>{t(name)}</PageTitle>
      {children}
    </div>
  );
}
