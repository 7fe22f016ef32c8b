import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageTitle } from '@/components/ui/page-title';
import type { Locale } from '@/i18n/routing';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('cart') };
}

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations('pages');
  return (
    <div className="container-x py-8">
      <PageTitle>{t('cart')}</PageTitle>
    </div>
  );
}
