import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ResetView } from '@/components/account/page-flows';
import type { Locale } from '@/i18n/routing';
import { env } from '@/server/env';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('reset') };
}

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /reset: change password when signed in, else the reset flow; `?email=&code=` checks the code (R4.38). */
export default async function Page({ params, searchParams }: Props) {
  setRequestLocale((await params).locale as Locale);
  const query = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
  const email = one(query.email);
  const code = one(query.code);
  return (
    <div className="container-x py-8">
      <ResetView link={email && code ? { email, code } : null} googleClientId={env().GOOGLE_CLIENT_ID} />
    </div>
  );
}
