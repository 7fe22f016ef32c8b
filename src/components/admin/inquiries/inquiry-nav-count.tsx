'use client';

import { useTranslate } from 'ra-core';
import { useInbox } from './inquiry-data';

// The number beside "Inquiries" in the side nav: the inquiries the member sees with
// something nobody on the desk has read yet (a new inquiry, a buyer's question or answer). It
// refreshes with the inbox (every minute, and after each write).

export function InquiryNavCount() {
  const t = useTranslate();
  const { data } = useInbox({ page: 1, pageSize: 1 });
  const waiting = data?.unread ?? 0;
  if (!waiting) return null;
  return (
    <span className="a-nav-count" title={t('inquiries.navCount', { count: waiting })} data-testid="nav-inquiries-count">
      {waiting > 99 ? '99+' : waiting}
    </span>
  );
}
