'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useHydrated } from '@/stores/use-hydrated';
import { useUserStore } from '@/stores/user-store';

/**
 * §2 footer links. Signed out: Login, Register, About Us, Contact Us, My Cart, FAQs (R2.66).
 * Signed in: About Us, Contact Us, My Cart, My Favorites, FAQs (R2.67).
 */
export function FooterLinks() {
  const t = useTranslations('footer');
  const hydrated = useHydrated();
  const signedIn = useUserStore((s) => s.user?.isLogin === true) && hydrated;
  const links: { href: string; label: string }[] = signedIn
    ? [
        { href: '/about', label: t('aboutUs') },
        { href: '/contact', label: t('contactUs') },
        { href: '/cart', label: t('myCart') },
        { href: '/favorites', label: t('myFavorites') },
        { href: '/FAQs', label: t('faqs') },
      ]
    : [
        { href: '/login', label: t('login') },
        { href: '/register', label: t('register') },
        { href: '/about', label: t('aboutUs') },
        { href: '/contact', label: t('contactUs') },
        { href: '/cart', label: t('myCart') },
        { href: '/FAQs', label: t('faqs') },
      ];
  return (
    <ul className="space-y-2" data-testid="footer-links">
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className="text-white/75 hover:text-white">{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
