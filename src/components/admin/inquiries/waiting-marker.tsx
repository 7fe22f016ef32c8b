'use client';

import { useTranslate } from 'ra-core';
import type { InquiryRow } from '@/lib/validation/admin/inquiries';
import { Badge } from '../ui-kit';

// What an inquiry asks of the desk now: the buyer's unanswered question, and how long the buyer
// has waited for our answer (red from a day on: the desk's answer time), or the version the
// buyer accepted. Counted from the server's `waitingSince` (ADR 0039).

const HOUR = 3_600_000;
/** From this wait on the marker turns red: a buyer abroad has slept on an unanswered request. */
const LATE_HOURS = 24;

export function waitedHours(since: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(since)) / HOUR));
}

export function WaitingMarker({ row }: { row: Pick<InquiryRow, 'id' | 'buyerAsked' | 'waitingSince' | 'acceptedVersion' | 'state'> }) {
  const t = useTranslate();
  const hours = row.waitingSince ? waitedHours(row.waitingSince) : null;
  return (
    <>
      {row.buyerAsked ? (
        <Badge tone="red" testId={`inquiry-asked-${row.id}`}>
          {t('desk.asked')}
        </Badge>
      ) : null}
      {hours !== null ? (
        <span className={`a-wait${hours >= LATE_HOURS ? ' a-wait-late' : ''}`} data-testid={`inquiry-waiting-${row.id}`} title={t('desk.waiting')}>
          {hours >= 48 ? t('desk.waitedDays', { days: Math.floor(hours / 24) }) : t('desk.waitedHours', { hours })}
        </span>
      ) : null}
      {row.acceptedVersion !== null && row.state === 'accepted' ? <Badge tone="green">{t('desk.acceptedVersion', { version: row.acceptedVersion })}</Badge> : null}
    </>
  );
}
