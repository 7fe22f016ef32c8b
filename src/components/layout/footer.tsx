import { getTranslations } from 'next-intl/server';
import type { ContactInfo } from '@/server/content/contact-info';
import { FooterView } from './footer-view';

/** §2 footer, drawn by FooterView from only the fields it shows (issue 13 §3). */
export async function Footer({ contact }: { contact: ContactInfo | null }) {
  const brand = await getTranslations('brand');
  const shown = contact && { tel: contact.tel, phones: contact.phones, email: contact.email, companyaddress: contact.companyaddress };
  // The year comes from the server so the copyright line hydrates as rendered.
  return <FooterView contact={shown} company={contact?.companyname || brand('name')} year={new Date().getFullYear()} />;
}
