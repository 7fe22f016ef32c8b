import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/** R2.18: 'This page could not be found' with a link home; served with HTTP 404. */
export default async function NotFound() {
  const t = await getTranslations('errors');
  return (
    <section className="container-x py-24 text-center" data-testid="not-found">
      <p className="text-4xl font-bold text-brand">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{t('notFound')}</h1>
      <Link href="/" className="mt-8 inline-block rounded-md bg-brand px-6 py-2.5 font-semibold text-white hover:bg-brand-dark">
        {t('backHome')}
      </Link>
    </section>
  );
}
