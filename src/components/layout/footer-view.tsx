'use client';

import { Mail, MapPin, Phone, Smartphone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { FooterLinks } from './footer-links';
import { SocialIcons } from './social-icons';
import { SubscribeForm } from './subscribe-form';

export interface FooterContact {
  tel: string;
  phones: string[];
  email: string;
  companyaddress: string;
}

/**
 * §2 footer: link set, contact column (from the database), subscribe form, social icons, copyright.
 * A client component: the flight payload carries these few props, not the element tree.
 */
export function FooterView({ contact, copyright }: { contact: FooterContact | null; copyright: string }) {
  const t = useTranslations('footer');
  const brand = useTranslations('brand');
  return (
    // ADR 0037: laid out and painted only when it nears the viewport, so a phone's first view
    // paints the catalogue above it sooner. Only here: a skipped section in mid-page would overlap the
    // next one (its placeholder is not its height); `auto` keeps the height once measured.
    <footer className="mt-16 bg-ink text-sm text-white [contain-intrinsic-size:auto_520px] [content-visibility:auto]" data-testid="site-footer">
      {/* The floating-room classes keep the end of the footer out from under the floating buttons. */}
      <div className="container-x floating-room-right grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="text-xl font-bold">{brand('name')}</p>
          <p className="text-white/70">{brand('tagline')}</p>
          <p className="inline-block rounded border border-gold/60 px-2 py-1 text-xs text-gold">{t('audits')}</p>
        </div>
        <div>
          <h2 className="mb-3 font-semibold">{t('customerService')}</h2>
          <FooterLinks />
        </div>
        <address className="space-y-2 not-italic" data-testid="footer-contact">
          <h2 className="mb-3 font-semibold">{t('contact')}</h2>
          {contact && (
            <>
              <ContactLine icon={Phone} label={t('tel')}>
                <a href={`tel:${contact.tel}`} className="hover:text-white">
                  {contact.tel}
                </a>
              </ContactLine>
              {contact.phones.length > 0 && (
                <ContactLine icon={Smartphone} label={t('phone')}>
                  {contact.phones.join(' / ')}
                </ContactLine>
              )}
              <ContactLine icon={Mail} label={t('email')}>
                <a href={`mailto:${contact.email}`} className="hover:text-white">
                  {contact.email}
                </a>
              </ContactLine>
              <ContactLine icon={MapPin} label={t('address')}>
                {contact.companyaddress}
              </ContactLine>
            </>
          )}
        </address>
        <div className="space-y-4">
          <h2 className="font-semibold">{t('subscribe')}</h2>
          <SubscribeForm />
          <div>
            <h2 className="mb-2 font-semibold">{t('followUs')}</h2>
            <SocialIcons />
          </div>
        </div>
      </div>
      <div className="container-x floating-room-right floating-room-bottom border-t border-white/10 py-4 text-center text-xs text-white/60" data-testid="copyright">
        {/* "Co., Ltd." already ends the sentence: no second full stop after it. */}
        {copyright}
      </div>
    </footer>
  );
}

/** One line of the footer's contact column: icon, label, value (R2.68). */
function ContactLine({ icon: Icon, label, children }: { icon: typeof Phone; label: string; children: ReactNode }) {
  return (
    <p className="flex gap-2 text-white/75">
      <Icon size={16} className="mt-0.5 shrink-0" aria-hidden="true" />
      <span>
        {label}: {children}
      </span>
    </p>
  );
}
