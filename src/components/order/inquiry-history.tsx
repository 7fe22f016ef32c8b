'use client';

import { useTranslations } from 'next-intl';
import { parseTimelineReason } from '@/lib/timeline-reason';
import { useDeskFormat } from './desk-format';
import { DeskSection } from './inquiry-quote';
import type { BuyerInquiry } from './order-api';

/** The messages between the buyer and the supplier, oldest first (never internal notes: the server keeps them). */
export function InquiryConversation({ messages }: { messages: BuyerInquiry['messages'] }) {
  const t = useTranslations('order.desk');
  const format = useDeskFormat();
  return (
    <DeskSection title={t('conversation')}>
      {messages.length === 0 ? (
        <p className="text-sm text-muted" data-testid="inquiry-no-messages">
          {t('noMessages')}
        </p>
      ) : (
        <ol className="max-h-[64rem] space-y-3 overflow-y-auto pr-1" data-testid="inquiry-conversation">
          {messages.map((message) => {
            const mine = message.authorKind === 'buyer';
            return (
              <li key={message.id} className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-testid="inquiry-message" data-author={message.authorKind}>
                <div className={`max-w-[85%] rounded-lg px-3 py-2 text-sm ${mine ? 'bg-brand-soft' : 'border border-line bg-paper'}`}>
                  <p className="mb-0.5 text-xs text-muted">
                    <span className="font-semibold">{t(`author.${message.authorKind}`)}</span> · <time dateTime={message.at}>{format.when(message.at)}</time>
                  </p>
                  <p className="break-words whitespace-pre-line">{message.body}</p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </DeskSection>
  );
}

/** How the inquiry moved, oldest first, in the buyer's words (the server leaves out who it was assigned to). */
export function InquiryTimeline({ entries }: { entries: BuyerInquiry['timeline'] }) {
  const t = useTranslations('order.desk');
  const format = useDeskFormat();
  // The buyer never sees assignments (the server drops them): only versions, expiry and people's own words.
  const reasonText = (event: string, reason: string) => {
    const note = parseTimelineReason(event, reason);
    if (note.kind === 'version') return t('reason.version', { version: note.version });
    if (note.kind === 'expired') return t('reason.expired', { version: note.version, date: format.day(note.validUntil) });
    return reason;
  };
  return (
    <DeskSection title={t('timeline')}>
      <ol className="relative ml-1.5 space-y-3 border-l border-line pl-4" data-testid="inquiry-timeline">
        {entries.map((entry, i) => (
          <li key={`${entry.at}-${i}`} className="relative text-sm" data-testid="timeline-entry" data-event={entry.event}>
            <span className="absolute top-1.5 -left-[calc(var(--spacing)*5.25+0.5px)] size-2.5 rounded-full border-2 border-white bg-brand ring-1 ring-line" aria-hidden="true" />
            <p className="font-medium">{t(`event.${entry.event}`)}</p>
            <p className="text-xs text-muted">
              <time dateTime={entry.at}>{format.when(entry.at)}</time>
              {entry.reason && <span className="break-words"> · {reasonText(entry.event, entry.reason)}</span>}
            </p>
          </li>
        ))}
      </ol>
    </DeskSection>
  );
}
