import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import zh from '../../messages/zh.json';
import { InquiryActions } from '@/components/order/inquiry-actions';
import { InquiryConversation, InquiryTimeline } from '@/components/order/inquiry-history';
import { InquiryQuote } from '@/components/order/inquiry-quote';
import { InquiryStateBadge } from '@/components/order/inquiry-state-badge';
import type { BuyerInquiry } from '@/components/order/order-api';
import { buyerActionsFor } from '@/lib/inquiry-buyer-actions';
import { INQUIRY_STATES, type InquiryState } from '@/lib/inquiry-states';

// The buyer's desk renders in both languages without a missing message, shows the
// buttons each state allows under the test ids the e2e uses, and the quote's figures.

const quote = (version: number): BuyerInquiry['quotes'][number] => ({
  version,
  currency: 'USD',
  lines: [{ orderLineId: 5, code: 'LAMP-1', unitPrice: 1.255, quantity: 1200, moq: 12, leadTimeDays: 30 }],
  incoterm: 'FOB',
  port: 'Ningbo',
  paymentTerms: '30% deposit',
  validUntil: '2026-12-04',
  note: 'Best price',
  createdAt: '2026-11-27T08:00:00Z',
  sentAt: '2026-11-27T08:01:00Z',
});
const inquiry = (state: InquiryState): BuyerInquiry => ({
  id: 7,
  orderNo: 'LT-1',
  state,
  unread: false,
  timeline: [
    { event: 'submit', from: null, to: 'new', actorKind: 'buyer', reason: '', at: '2026-11-27T07:00:00Z' },
    { event: 'send_quote', from: 'new', to: 'quoted', actorKind: 'staff', reason: 'v2', at: '2026-11-27T08:00:00Z' },
  ],
  quotes: [quote(1), quote(2)],
  messages: [
    { id: 1, authorKind: 'staff', body: 'Can ship in May.', at: '2026-11-27T08:00:00Z' },
    { id: 2, authorKind: 'buyer', body: 'Lower MOQ?', at: '2026-11-27T09:00:00Z' },
  ],
});

const testIds = (html: string) => [...html.matchAll(/data-testid="([^"]+)"/g)].map((m) => m[1]);

describe.each([
  ['en', en],
  ['zh', zh],
] as const)('the buyer desk in %s', (locale, messages) => {
  const render = (node: ReactNode) =>
    renderToStaticMarkup(
      h(NextIntlClientProvider, {
        locale,
        messages,
        timeZone: 'UTC',
        // A missing message or a bad ICU argument fails the test instead of rendering the key.
        onError: (error) => {
          throw error;
        },
        children: node,
      }),
    );

  it.each(INQUIRY_STATES)('shows in %s the state badge and exactly the buttons the state allows', (state) => {
    const html = render(h('div', null, h(InquiryStateBadge, { state }), h(InquiryActions, { inquiry: inquiry(state), busy: false, run: async () => true })));
    expect(html).toContain(`data-state="${state}"`);
    const buttons = testIds(html).filter((id) => /^inquiry-(accept|decline|ask|cancel)$/.test(id!));
    expect(buttons).toEqual(buyerActionsFor(state).map((action) => `inquiry-${action}`));
    expect(html.includes('data-testid="proforma-download"')).toBe(state === 'accepted');
    if (state === 'accepted') expect(html).toMatch(/href="\/api\/Order\/Inquiry\/7\/Proforma" download=""/);
  });

  it('shows the current quote with its lines, total and terms, the versions, the conversation and the history', () => {
    const { quotes, messages: chat, timeline } = inquiry('quoted');
    const html = render(
      h('div', null, h(InquiryQuote, { quotes, names: new Map([[5, 'Star lamp']]) }), h(InquiryConversation, { messages: chat }), h(InquiryTimeline, { entries: timeline })),
    );
    expect(html).toContain('data-version="2"');
    expect(html.match(/<option /g)).toHaveLength(2);
    expect(html).toMatch(/data-testid="quote-total">(US)?\$1,506\.00</);
    expect(html).toContain('Star lamp');
    expect(testIds(html).filter((id) => id === 'quote-line')).toHaveLength(1);
    expect(testIds(html).filter((id) => id === 'inquiry-message')).toHaveLength(2);
    expect(testIds(html).filter((id) => id === 'timeline-entry')).toHaveLength(2);
  });

  it('says the account menu’s unread replies with a plural', () => {
    const t = createTranslator({ locale, messages, namespace: 'userMenu' });
    expect([1, 2].map((count) => t('unreadReplies', { count }))).toEqual(locale === 'en' ? ['1 new reply', '2 new replies'] : ['1 条新回复', '2 条新回复']);
  });
});
