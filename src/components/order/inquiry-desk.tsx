'use client';

import { useTranslations } from 'next-intl';
import { LoadFailed } from '@/components/cart/list-states';
import { InquiryActions } from './inquiry-actions';
import { InquiryConversation, InquiryTimeline } from './inquiry-history';
import { InquiryQuote } from './inquiry-quote';
import type { BuyerInquiry, Order } from './order-api';
import { useBuyerInquiry } from './use-buyer-inquiry';

/**
 * An opened inquiry — the quote and the buyer's answers on the left, the conversation
 * and the history on the right (one column on phones). Loaded when opened: reading it is what
 * clears its unread marker.
 */
export function InquiryDesk({ order, onChange }: { order: Order; onChange(inquiry: BuyerInquiry): void }) {
  const t = useTranslations('order.desk');
  const { status, inquiry, busy, load, run } = useBuyerInquiry(order.id, onChange);

  if (!inquiry) {
    if (status === 'failed') return <LoadFailed message={t('loadError')} onRetry={() => void load()} />;
    return <div className="h-48 animate-pulse rounded-md bg-paper" aria-busy="true" data-testid="inquiry-desk-loading" />;
  }
  const names = new Map(order.listOrderDetailDTO.map((line) => [line.id, line.productDTO.displayName]));
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,64rem)]" data-testid="inquiry-desk" data-state={inquiry.state} aria-busy={busy}>
      <div className="min-w-0 space-y-5">
        <InquiryQuote quotes={inquiry.quotes} names={names} />
        <InquiryActions inquiry={inquiry} busy={busy} run={run} />
      </div>
      <div className="min-w-0 space-y-6 lg:border-l lg:border-line lg:pl-6">
        <InquiryConversation messages={inquiry.messages} />
        <InquiryTimeline entries={inquiry.timeline} />
      </div>
    </div>
  );
}
