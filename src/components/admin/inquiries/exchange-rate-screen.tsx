'use client';

import { useGetOne, useTranslate, useUpdate } from 'ra-core';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ExchangeRateAnswer } from '@/lib/validation/admin/exchange-rate';
import { DataTable } from '../data-table';
import { Card, ErrorState, FieldRow, PageHead, Spinner, TextInput } from '../ui-kit';
import { SaveForm, useFieldSave } from './editable-list';
import { useFormatters } from './inquiry-data';

// The owner's USD → CNY rate for quotes (ADR 0038): the rate now, setting a new one, the last
// few with when and who. Quote lines without a list price in the quote's currency use it.

// One record per site: GET/PUT /api/admin/exchange-rate (the dataProvider's singleton resources).
const RATE = 'exchange-rate';
const shown = (rate: string) => Number(rate).toString();

export function ExchangeRateScreen() {
  const t = useTranslate();
  const format = useFormatters();
  const { data, error, isPending, refetch } = useGetOne<ExchangeRateAnswer & { id: string }>(RATE, { id: RATE });
  const [update] = useUpdate();
  const [value, setValue] = useState('');
  const { errors, saving, save } = useFieldSave();
  // The server names the rate's field (cnyPerUsd): its words show under the one box.
  const fieldError = Object.values(errors)[0];
  const write = () => update(RATE, { id: RATE, data: { cnyPerUsd: value.trim() }, previousData: data }, { mutationMode: 'pessimistic', returnPromise: true });
  const done = async () => {
    toast.success(t('quoteMoney.rateSaved'));
    setValue('');
    await refetch();
  };

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (isPending) return <Spinner />;
  return (
    <>
      <PageHead title={t('quoteMoney.rateTitle')} subtitle={t('quoteMoney.rateIntro')} />
      <Card title={data.current ? t('quoteMoney.rateCurrent', { rate: shown(data.current.cnyPerUsd) }) : t('quoteMoney.rateNone')}>
        <SaveForm testId="rate" saving={saving} saveLabel={t('quoteMoney.rateSave')} onSave={() => void save(write, done)}>
          <FieldRow label={t('quoteMoney.rateField')} htmlFor="rate-value" error={fieldError}>
            <TextInput
              id="rate-value"
              inputMode="decimal"
              maxLength={14}
              value={value}
              invalid={Boolean(fieldError)}
              placeholder={data.current ? shown(data.current.cnyPerUsd) : '7.18'}
              onChange={(e) => setValue(e.target.value)}
            />
          </FieldRow>
        </SaveForm>
      </Card>
      {data.history.length ? (
        <Card title={t('quoteMoney.rateHistory')}>
          <DataTable
            testId="rate-history"
            columns={[{ label: t('quoteMoney.rateField'), right: true }, { label: t('quoteMoney.rateSetAt') }, { label: t('quoteMoney.rateSetBy') }]}
          >
            {data.history.map((row) => (
              <tr key={row.setAt}>
                <td className="a-right a-num">{shown(row.cnyPerUsd)}</td>
                <td className="a-nowrap">{format.dateTime(row.setAt)}</td>
                <td>{row.setByName || '—'}</td>
              </tr>
            ))}
          </DataTable>
        </Card>
      ) : null}
    </>
  );
}
