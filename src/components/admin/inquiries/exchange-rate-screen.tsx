'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ExchangeRateAnswer } from '@/lib/validation/admin/exchange-rate';
import { DataTable } from '../data-table';
import { errorText, fieldOf, getDto, jsonBody } from '../http';
import { Button, Card, ErrorState, FieldRow, PageHead, Spinner, TextInput } from '../ui-kit';
import { useFormatters } from './inquiry-data';

// The owner's USD → CNY rate for quotes (ADR 0038): the rate now, setting a new one, the last
// few with when and who. Quote lines without a list price in the quote's currency use it.

const RATE_KEY = ['inquiries', 'exchange-rate'] as const;
const shown = (rate: string) => Number(rate).toString();

export function ExchangeRateScreen() {
  const t = useTranslate();
  const client = useQueryClient();
  const format = useFormatters();
  const { data, error, isPending, refetch } = useQuery({ queryKey: RATE_KEY, queryFn: () => getDto<ExchangeRateAnswer>('/exchange-rate') });
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    setFieldError(undefined);
    try {
      await getDto<ExchangeRateAnswer>('/exchange-rate', { method: 'PUT', body: jsonBody({ cnyPerUsd: value.trim() }) });
      toast.success(t('quoteMoney.rateSaved'));
      setValue('');
      await client.invalidateQueries({ queryKey: RATE_KEY });
    } catch (caught) {
      if (fieldOf(caught)) setFieldError(errorText(caught));
      else toast.error(errorText(caught));
    } finally {
      setSaving(false);
    }
  }

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (isPending) return <Spinner />;
  return (
    <>
      <PageHead title={t('quoteMoney.rateTitle')} subtitle={t('quoteMoney.rateIntro')} />
      <Card title={data.current ? t('quoteMoney.rateCurrent', { rate: shown(data.current.cnyPerUsd) }) : t('quoteMoney.rateNone')}>
        <form
          className="a-grid"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          data-testid="rate-form"
        >
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
          <div className="a-savebar a-field-wide">
            <span className="a-grow" />
            <Button tone="primary" type="submit" busy={saving} data-testid="rate-save">
              {t('quoteMoney.rateSave')}
            </Button>
          </div>
        </form>
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
