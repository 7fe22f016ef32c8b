'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LinkBase, useLocaleState, useTranslate } from 'ra-core';
import { useState } from 'react';
import { DEFAULT_KEPT_DAYS, MAX_KEPT_DAYS } from '@/lib/pricing/kept-days';
import type { InquiryDetail } from '@/lib/validation/admin/inquiries';
import { useBusyAction } from '../busy-action';
import { Badge, Button, Card, TextInput } from '../ui-kit';
import { useDeskPath, useDeskProvider, useFormatters } from './inquiry-data';

// "Keep as the buyer's prices" (ADR 0052): once the buyer accepted a version, one click turns its
// unit prices into a price list the buyer holds for N days, so the next cart costs what was agreed.
// Keeping again replaces the list kept before (a fresh N days from today).

const keptKey = (id: number) => ['inquiries', 'kept-prices', id] as const;

export function KeptPricesCard({ detail }: { detail: InquiryDetail }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const provider = useDeskProvider();
  const client = useQueryClient();
  const format = useFormatters();
  const path = useDeskPath();
  const { busy, run } = useBusyAction();
  const [days, setDays] = useState(String(DEFAULT_KEPT_DAYS));
  const kept = useQuery({ queryKey: keptKey(detail.id), queryFn: async () => (await provider.getKeptPrices(detail.id)).data, enabled: detail.acceptedVersion !== null });
  if (detail.acceptedVersion === null) return null;
  const count = Number(days);
  const valid = Number.isInteger(count) && count >= 1 && count <= MAX_KEPT_DAYS;
  const keep = () =>
    run(
      'keep',
      async () => {
        const answer = await provider.keepQuotePrices(detail.id, count, locale === 'zh' ? 'zh' : 'en');
        // A first read still on its way was answered before the keep: it must not overwrite the kept list.
        await client.cancelQueries({ queryKey: keptKey(detail.id) });
        client.setQueryData(keptKey(detail.id), answer.data);
      },
      t('desk.keptPrices.done', { days: count }),
    );
  const list = kept.data?.list ?? null;
  return (
    <Card title={t('desk.keptPrices.title')}>
      {list ? (
        <p className="a-small" data-testid="kept-prices">
          <LinkBase to={path(`/price-lists/${list.id}`)}>{list.name}</LinkBase>{' '}
          <Badge tone={list.status === 'valid' ? 'green' : 'muted'}>{t(`pricing.lists.status.${list.status}`)}</Badge>
          <br />
          <span className="a-muted">{t('desk.keptPrices.until', { date: format.dateTime(list.validTo), count: list.items })}</span>
        </p>
      ) : (
        <p className="a-muted a-small">{t('desk.keptPrices.none')}</p>
      )}
      <div className="p-kept-form">
        <label className="a-small p-kept-days">
          {t('desk.keptPrices.days')}{' '}
          <TextInput type="number" min={1} max={MAX_KEPT_DAYS} value={days} invalid={!valid} onChange={(e) => setDays(e.target.value)} className="p-days" data-testid="kept-days" />
        </label>
        <Button tone="primary" small busy={busy === 'keep'} disabled={!valid} onClick={() => void keep()} data-testid="keep-prices">
          {list ? t('desk.keptPrices.again') : t('desk.keptPrices.keep')}
        </Button>
      </div>
      {!valid ? <p className="a-error">{t('desk.keptPrices.daysRange', { max: MAX_KEPT_DAYS })}</p> : null}
    </Card>
  );
}
