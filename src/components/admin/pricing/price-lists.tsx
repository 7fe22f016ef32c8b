'use client';

import { LinkBase, useLocaleState, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { PriceListRow } from '@/lib/validation/admin/pricing';
import { DataTable, LinkRow } from '../data-table';
import { Pager } from '../schema-list';
import { Badge, ErrorState, Select } from '../ui-kit';
import { RecordListHead, useRecordPage } from './record-editor';

// The price lists (ADR 0052): each with its terms, its dates and whether it applies today, and
// where it came from — made by hand, or kept from an inquiry's accepted quote (named by number).

const STATUS_TONE = { valid: 'green', upcoming: 'blue', expired: 'muted' } as const;

export function useListWords() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const tag = locale === 'en' ? 'en-GB' : 'zh-CN';
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(tag, { timeZone: 'Asia/Shanghai', dateStyle: 'medium' }) : null);
  return {
    terms: (list: Pick<PriceListRow, 'kind' | 'percentOff' | 'itemCount'>) =>
      list.kind === 'percent' ? t('pricing.lists.percentTerms', { percent: list.percentOff ?? 0 }) : t('pricing.lists.fixedTerms', { count: list.itemCount }),
    dates: (list: Pick<PriceListRow, 'validFrom' | 'validTo'>) => {
      const from = date(list.validFrom);
      const to = date(list.validTo);
      if (from && to) return t('pricing.lists.between', { from, to });
      if (from) return t('pricing.lists.from', { from });
      if (to) return t('pricing.lists.until', { to });
      return t('pricing.lists.always');
    },
    status: (list: Pick<PriceListRow, 'status'>) => (
      <Badge tone={STATUS_TONE[list.status]} testId="list-status">
        {t(`pricing.lists.status.${list.status}`)}
      </Badge>
    ),
  };
}

export function PriceListList() {
  const t = useTranslate();
  const words = useListWords();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const lists = useRecordPage<PriceListRow>('price-lists', { q, status }, { page, perPage }, { field: 'updatedAt', order: 'DESC' });
  return (
    <>
      <RecordListHead
        resource="price-lists"
        words="lists"
        q={q}
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
      >
        <Select
          aria-label={t('pricing.lists.statusFilter')}
          value={status}
          empty={t('pricing.lists.anyStatus')}
          choices={(['valid', 'upcoming', 'expired'] as const).map((s) => ({ value: s, label: t(`pricing.lists.status.${s}`) }))}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
        />
      </RecordListHead>
      {lists.error ? <ErrorState error={lists.error} onRetry={() => void lists.refetch()} /> : null}
      <DataTable
        testId="price-list-list"
        columns={[
          { label: t('pricing.lists.name') },
          { label: t('pricing.lists.terms') },
          { label: t('pricing.lists.dates') },
          { label: t('pricing.lists.origin') },
          { label: t('pricing.lists.holders'), right: true },
        ]}
        loading={lists.isPending}
        empty={lists.data?.data.length === 0 ? t('pricing.lists.empty') : undefined}
      >
        {lists.data?.data.map((list) => (
          <LinkRow key={list.id} to={`/price-lists/${list.id}`} testId={`price-list-${list.id}`}>
            <td className="a-strong">{list.name}</td>
            <td>{words.terms(list)}</td>
            <td>
              {words.status(list)} <span className="a-small a-muted">{words.dates(list)}</span>
            </td>
            <td>
              {list.fromOrder ? (
                <LinkBase to={`/inquiries/${list.fromOrder.id}`}>{t('pricing.lists.keptFrom', { orderNo: list.fromOrder.orderNo })}</LinkBase>
              ) : (
                t('pricing.lists.byHand')
              )}
            </td>
            <td className="a-right">{list.holderCount}</td>
          </LinkRow>
        ))}
      </DataTable>
      <Pager page={page} perPage={perPage} total={lists.data?.total ?? 0} setPage={setPage} setPerPage={setPerPage} />
    </>
  );
}
