import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccessCodeForm } from '@/components/access/access-code-form';
import { PageTitle } from '@/components/ui/page-title';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('accessCode'), robots: { index: false } };
}

/** §2 /accessCode (§4 area check): why the visitor is here and the form that unlocks the site. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations('pages');
  const a = await getTranslations('accessCode');
  return (
    <div className="container-x space-y-6 py-8" data-testid="access-code-page">
      <PageTitle>{t('accessCode')}</PageTitle>
      <p className="max-w-[90rem] text-base" data-testid="access-code-intro">
        {a('intro')}
      </p>
      <AccessCodeForm />
      <p className="text-sm text-muted">
        {a('noCode')}{' '}
        <Link href="/contact" className="text-brand underline underline-offset-4" data-testid="access-code-contact">
          {a('contactUs')}
        </Link>
      </p>
    </div>
  );
}
