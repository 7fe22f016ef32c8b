import { Fragment, type ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AddressCard } from '@/components/content/address-card';
import { ContactMap } from '@/components/content/contact-map';
import { PageTitle } from '@/components/ui/page-title';
import type { Locale } from '@/i18n/routing';
import { getContactInfo } from '@/server/content/contact-info';
import { env } from '@/server/env';
import { pageContext } from '@/server/pages/page-context';

/**
 * Contact page (R2.03, R3.38, R3.39): tel, the phones split on commas, email and the company
 * address; a map only when AMAP_KEY is configured, otherwise an address card.
 */
export default async function ContactPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('pages');
  const f = await getTranslations('footer');
  const c = await getTranslations('contact');
  const { db, siteId } = await pageContext();
  const contact = await getContactInfo(db, siteId, locale);
  const amapKey = env().AMAP_KEY;
  const link = (href: string, text: string, className = '') => (
    <a href={href} className={`${className} hover:text-brand`}>
      {text}
    </a>
  );
  // R3.38: tel, phone (several), email and company address.
  const entries: [string, ReactNode][] = contact
    ? [
        [f('tel'), link(`tel:${contact.tel}`, contact.tel)],
        [
          f('phone'),
          <ul key="phones">
            {contact.phones.map((p) => (
              <li key={p}>{link(`tel:${p.replace(/[^\d+]/g, '')}`, p)}</li>
            ))}
          </ul>,
        ],
        [f('email'), link(`mailto:${contact.email}`, contact.email, 'break-all')],
        [f('address'), contact.companyaddress],
      ]
    : [];
  return (
    <div className="container-x space-y-6 py-8">
      <PageTitle>{t('contact')}</PageTitle>
      {contact && (
        <>
          <dl className="grid max-w-[90rem] gap-4 rounded-lg border border-line p-6 text-base sm:grid-cols-[10rem_1fr]" data-testid="contact-card">
            {entries.map(([label, value]) => (
              <Fragment key={label}>
                <dt className="text-muted">{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
          {amapKey ? (
            <ContactMap amapKey={amapKey} title={contact.companyname || c('map')} />
          ) : (
            <AddressCard title={c('addressCard')} company={contact.companyname} address={contact.companyaddress} />
          )}
        </>
      )}
    </div>
  );
}
