'use client';

import { LinkBase, useGetIdentity, useLocation, useLogout, useTranslate } from 'ra-core';
import { useEffect, useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import type { StaffMe } from '@/lib/validation/staff';
import { canOpen } from './access';
import { KeyIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { NotificationBridge } from './notification-bridge';
import { InquiryNavCount } from './inquiries/inquiry-nav-count';
import { Refused } from './ui-kit';

// The workspace frame: a sidebar of the screens the member's role opens (the role table decides), a slim top bar
// (language, account, sign out) and the screen. On a phone (a sales member answering a buyer
// away from the desk) the sidebar is a drawer behind a menu button in the top bar.

export interface NavItem {
  to: string;
  label: string;
  /** The screen the entry opens; the role table (ADR 0042) says which roles see it. */
  resource: string;
  icon: ReactNode;
}

export const NAV_GROUPS: { title: string; items: NavItem[] }[] = [
  {
    title: 'nav.catalogue',
    items: [
      { to: '/products', label: 'nav.products', resource: 'products', icon: '▦' },
      { to: '/topics', label: 'nav.topics', resource: 'topics', icon: '☷' },
      { to: '/import', label: 'nav.import', resource: 'import', icon: '⇅' },
    ],
  },
  {
    title: 'nav.site',
    items: [{ to: '/content', label: 'nav.content', resource: 'content', icon: '✎' }],
  },
  {
    title: 'nav.sales',
    items: [
      { to: '/inquiries', label: 'nav.inquiries', resource: 'inquiries', icon: '✉' },
      { to: '/inquiry-rules', label: 'nav.inquiryRules', resource: 'inquiry-rules', icon: '⇢' },
      { to: '/reply-templates', label: 'nav.replyTemplates', resource: 'reply-templates', icon: '❝' },
      { to: '/exchange-rate', label: 'nav.exchangeRate', resource: 'exchange-rate', icon: '¥' },
      { to: '/customers', label: 'nav.customers', resource: 'customers', icon: '☺' },
      { to: '/price-lists', label: 'nav.priceLists', resource: 'price-lists', icon: '%' },
      { to: '/customer-groups', label: 'nav.customerGroups', resource: 'customer-groups', icon: '⚇' },
      { to: '/access', label: 'nav.access', resource: 'access', icon: <KeyIcon /> },
    ],
  },
  {
    title: 'nav.admin',
    items: [
      { to: '/staff', label: 'nav.staff', resource: 'staff', icon: '◎' },
      { to: '/audit', label: 'nav.audit', resource: 'audit', icon: '≡' },
      { to: '/roles', label: 'nav.roles', resource: 'roles', icon: '⚿' },
    ],
  },
];

/** The menu a role sees: each group with the entries whose screen the role table opens to it (empty groups left out). */
export function navFor(role: StaffMe['role'] | undefined): { title: string; items: NavItem[] }[] {
  return NAV_GROUPS.map((group) => ({ ...group, items: group.items.filter((item) => canOpen(role, item.resource)) })).filter((group) => group.items.length > 0);
}

export function Shell({ children }: { children: ReactNode }) {
  const t = useTranslate();
  const { pathname } = useLocation();
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const role = identity?.role as StaffMe['role'] | undefined;

  const [navOpen, setNavOpen] = useState(false);
  // A link followed in the drawer closes it: the screen it opened is what the member wants to see.
  useEffect(() => setNavOpen(false), [pathname]);

  const active = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  return (
    <div className="a-shell">
      <a href="#a-main" className="a-skip">
        {t('app.skipToContent')}
      </a>
      {navOpen ? <button type="button" className="a-backdrop" aria-label={t('app.closeMenu')} onClick={() => setNavOpen(false)} data-testid="nav-backdrop" /> : null}
      <aside className={`a-side${navOpen ? ' a-side-open' : ''}`} id="a-side">
        <LinkBase to="/" className="a-brand">
          <span className="a-brand-mark">灯</span>
          <span>{t('app.title')}</span>
        </LinkBase>
        <nav aria-label={t('app.title')} data-testid="side-nav">
          <LinkBase to="/" className={`a-nav${pathname === '/' ? ' a-nav-on' : ''}`} aria-current={pathname === '/' ? 'page' : undefined}>
            <span className="a-nav-icon">◈</span>
            {t('nav.dashboard')}
          </LinkBase>
          {navFor(role).map(({ title, items }) => (
            <div key={title} className="a-nav-group">
              <div className="a-nav-title">{t(title)}</div>
              {items.map((item) => (
                <LinkBase
                  key={item.to}
                  to={item.to}
                  className={`a-nav${active(item.to) ? ' a-nav-on' : ''}`}
                  aria-current={active(item.to) ? 'page' : undefined}
                  data-testid={`nav-${item.resource}`}
                >
                  <span className="a-nav-icon">{item.icon}</span>
                  {t(item.label)}
                  {item.resource === 'inquiries' ? <InquiryNavCount /> : null}
                </LinkBase>
              ))}
            </div>
          ))}
        </nav>
      </aside>
      <div className="a-body">
        <header className="a-top">
          <button
            type="button"
            className="a-btn a-btn-ghost a-btn-sm a-menu-btn"
            aria-expanded={navOpen}
            aria-controls="a-side"
            onClick={() => setNavOpen((open) => !open)}
            data-testid="nav-toggle"
          >
            ☰ {t('app.menu')}
          </button>
          <span className="a-grow" />
          <LanguageSwitch />
          <LinkBase to="/account" className="a-me" data-testid="my-account">
            <span className="a-avatar">{(identity?.fullName ?? '?').slice(0, 1).toUpperCase()}</span>
            <span>
              <span className="a-me-name">{identity?.fullName}</span>
              <span className="a-me-role">{role ? t(`roles.${role}`) : ''}</span>
            </span>
          </LinkBase>
          <button type="button" className="a-btn a-btn-ghost a-btn-sm" onClick={() => logout()} data-testid="sign-out">
            {t('action.signOut')}
          </button>
        </header>
        <main id="a-main" className="a-main">
          {children}
        </main>
      </div>
      <NotificationBridge />
      <Toaster position="top-center" richColors closeButton />
    </div>
  );
}

/** Shows the refused state instead of a screen the member's role cannot open. */
export function RoleGate({ resource, children }: { resource: string; children: ReactNode }) {
  const { identity, isPending } = useGetIdentity();
  if (isPending) return null;
  return canOpen(identity?.role as StaffMe['role'] | undefined, resource) ? <>{children}</> : <Refused />;
}
