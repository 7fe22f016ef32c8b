import { getTranslations } from 'next-intl/server';
import type { ContactInfo } from '@/server/content/contact-info';
import { FooterView } from './footer-view';

/** §2 footer, drawn by FooterView from only the fields it shows. */
export async function Footer({ contact }: { contact: ContactInfo | null }) {
  const brand = await getTranslations('brand');
  const t = await getTranslations('footer');
  const shown = contact && { tel: contact.tel, phones: contact.phones, email: contact.email, companyaddress: contact.companyaddress };
  const company = contact?.companyname || brand('name');
  // Formatted here, not in the client view: the line hydrates as rendered (the server's year), and
  // the browser compiles no ICU message on a first view (~40 ms of a phone's main thread, ADR 0036).
  const copyright = t('copyright', { year: new Date().getFullYear(), company, endsWithStop: company.endsWith('.') ? 'yes' : 'no' });
  return <FooterView contact={shown} copyright={copyright} />;
}
