import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageTitle } from '@/components/ui/page-title';
import type { Locale } from '@/i18n/routing';
import { getContactInfo } from '@/server/content/contact-info';
import { pageContext } from '@/server/page-context';

/** Contact page: an address card (a map loads only when a map key is configured — issue 6). */
export default async function ContactPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('pages');
  const f = await getTranslations('footer');
  const { db, siteId } = await pageContext();
  const contact = await getContactInfo(db, siteId, locale);
  return (
    <div className="container-x py-8">
      <PageTitle>{t('contact')}</PageTitle>
      {contact && (
        <dl className="grid max-w-[90rem] gap-4 rounded-lg border border-line p-6 text-base sm:grid-cols-[10rem_1fr]" data-testid="contact-card">
          <dt className="text-muted">{f('tel')}</dt>
          <dd><a href={`tel:${contact.tel}`} className="hover:text-brand">{contact.tel}</a></dd>
          <dt className="text-muted">{f('phone')}</dt>
          <dd>
            <ul>{contact.phones.map((p) => <li key={p}>{p}</li>)}</ul>
          </dd>
          <dt className="text-muted">{f('email')}</dt>
          <dd><a href={`mailto:${contact.email}`} className="hover:text-brand">{contact.email}</a></dd>
          <dt className="text-muted">{f('address')}</dt>
          <dd>{contact.companyaddress}</dd>
        </dl>
      )}
    </div>
  );
}
