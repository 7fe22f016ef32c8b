'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useHydrated } from '@/stores/use-hydrated';
import { isSignedIn, useUserStore } from '@/stores/user-store';

/**
 * §2 footer links. Signed out: Login, Register, About Us, Contact Us, My Cart, FAQs (R2.66).
 * Signed in: About Us, Contact Us, My Cart, My Favorites, FAQs (R2.67).
 */
export function FooterLinks() {
  const t = useTranslations('footer');
  const hydrated = useHydrated();
  const signedIn = useUserStore((s) => isSignedIn(s.user)) && hydrated;
  const links: { href: string; label: string; id: string }[] = signedIn
    ? [
        { href: '/about', label: t('aboutUs'), id: 'about' },
        { href: '/contact', label: t('contactUs'), id: 'contact' },
        { href: '/cart', label: t('myCart'), id: 'cart' },
        { href: '/favorites', label: t('myFavorites'), id: 'favorites' },
        { href: '/FAQs', label: t('faqs'), id: 'faqs' },
      ]
    : [
        { href: '/login', label: t('login'), id: 'login' },
        { href: '/register', label: t('register'), id: 'register' },
        { href: '/about', label: t('aboutUs'), id: 'about' },
        { href: '/contact', label: t('contactUs'), id: 'contact' },
        { href: '/cart', label: t('myCart'), id: 'cart' },
        { href: '/FAQs', label: t('faqs'), id: 'faqs' },
      ];
  return (
    <ul className="space-y-2" data-testid="footer-links">
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className="text-white/75 hover:text-white" data-testid={`footer-link-${link.id}`}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
