'use client';

import { LinkBase, useGetIdentity, useGetList, useTranslate } from 'ra-core';
import type { StaffMe } from '@/lib/validation/staff';
import { canOpen } from '../access';
import { Card, PageHead } from '../ui-kit';
import { DashboardFigures } from './dashboard-figures';

// The overview: the counts staff look at first, each a link to the list it counts, and for the
// owner and sales the inquiry and visit figures (./dashboard-figures).

function Count({ resource, filter, label, to, tone }: { resource: string; filter?: Record<string, unknown>; label: string; to: string; tone?: string }) {
  const { total, isPending, error } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, filter });
  return (
    <LinkBase to={to} className={`a-stat${tone ? ` a-stat-${tone}` : ''}`}>
      <span className="a-stat-label">{label}</span>
      <span className="a-stat-value">{error ? '—' : isPending ? '…' : (total ?? 0).toLocaleString()}</span>
    </LinkBase>
  );
}

const filterLink = (resource: string, filter: Record<string, unknown>) => `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

export function Dashboard() {
  const t = useTranslate();
  const { identity } = useGetIdentity();
  const role = identity?.role as StaffMe['role'] | undefined;
  return (
    <>
      <PageHead title={t('dashboard.welcome', { name: identity?.fullName ?? '' })} subtitle={role ? t(`roles.${role}`) : undefined} />
      {canOpen(role, 'products') ? (
        <div className="a-stats" data-testid="dashboard-counts">
          <Count resource="products" label={t('dashboard.products')} to="/products" />
          <Count resource="products" filter={{ published: 'true' }} label={t('dashboard.published')} to={filterLink('products', { published: 'true' })} tone="green" />
          <Count resource="products" filter={{ published: 'false' }} label={t('dashboard.unpublished')} to={filterLink('products', { published: 'false' })} />
          <Count resource="products" filter={{ stock: 'out' }} label={t('dashboard.outOfStock')} to={filterLink('products', { stock: 'out' })} tone="amber" />
          <Count resource="topics" label={t('dashboard.topics')} to="/topics" />
          {canOpen(role, 'staff') ? <Count resource="staff" label={t('dashboard.staff')} to="/staff" /> : null}
        </div>
      ) : null}
      {canOpen(role, 'customers') ? (
        <div className="a-stats">
          <Count resource="customers" label={t('nav.customers')} to="/customers" />
        </div>
      ) : null}
      {/* Inquiry and visit figures, for the members who work the inquiry desk. */}
      {canOpen(role, 'dashboard') ? <DashboardFigures /> : null}
      {canOpen(role, 'products') ? (
        <Card title={t('dashboard.quick')}>
          <div className="a-actions">
            <LinkBase to="/products/create" className="a-btn a-btn-primary">
              + {t('dashboard.newProduct')}
            </LinkBase>
            <LinkBase to="/import" className="a-btn a-btn-default">
              ⇅ {t('dashboard.importProducts')}
            </LinkBase>
            <LinkBase to="/topics" className="a-btn a-btn-default">
              {t('nav.topics')}
            </LinkBase>
          </div>
        </Card>
      ) : null}
    </>
  );
}
