'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import { useState } from 'react';
import { QUOTE_CURRENCIES, type QuoteCurrency } from '@/lib/inquiry-states';
import type { ProductBreaks } from '@/lib/validation/admin/pricing';
import { useBusyAction } from '../busy-action';
import type { WorkspaceDataProvider } from '../data-provider';
import { errorText, fieldOf } from '../http';
import { Button, Card, ErrorState, Spinner } from '../ui-kit';
import { checkBreaks, draftOf, type BreakDraftRow } from './break-draft';
import { BreakRows } from './break-rows';

// The product form's "Quantity breaks" section (ADR 0052): per currency, the list price's range
// from the MOQ and up to four breaks below it. Saved per currency (PUT /api/admin/price-breaks/{id}),
// apart from the product's own save: a break is checked against the MOQ and list price as stored.

const breaksKey = (id: number) => ['price-breaks', id] as const;

function CurrencyBreaks({ product, currency, onSaved }: { product: ProductBreaks; currency: QuoteCurrency; onSaved: (next: ProductBreaks) => void }) {
  const t = useTranslate();
  const provider = useDataProvider<WorkspaceDataProvider>();
  const { busy, run } = useBusyAction();
  const [rows, setRows] = useState<BreakDraftRow[]>(() => draftOf(product.breaks[currency]));
  const [serverProblem, setServerProblem] = useState<{ index: number; message: string } | null>(null);
  const listPrice = product.listPrice[currency];
  const check = checkBreaks(listPrice, product.moq, rows);
  const save = () =>
    run(
      `save-${currency}`,
      async () => {
        try {
          const answer = await provider.call<{ dto: ProductBreaks }>(`/api/admin/price-breaks/${product.productId}`, {
            method: 'PUT',
            body: JSON.stringify({ currency, breaks: check.breaks ?? [] }),
          });
          setRows(draftOf(answer.dto.breaks[currency]));
          onSaved(answer.dto);
        } catch (error) {
          const line = /^breaks\.(\d+)$/.exec(fieldOf(error) ?? '');
          if (line) setServerProblem({ index: Number(line[1]), message: errorText(error) });
          throw error;
        }
      },
      t('pricing.breaks.saved', { currency }),
    );
  return (
    <div className="p-currency" data-testid={`currency-${currency}`}>
      <h3 className="p-currency-title">
        {currency} <span className="a-muted a-small">{t('pricing.breaks.listPrice', { price: listPrice, moq: product.moq })}</span>
      </h3>
      {listPrice > 0 ? (
        <>
          <BreakRows
            rows={rows}
            check={check}
            currency={currency}
            serverProblem={serverProblem}
            testId={`breaks-${currency}`}
            onChange={(next) => {
              setRows(next);
              setServerProblem(null);
            }}
          />
          <Button tone="primary" small busy={busy === `save-${currency}`} disabled={check.breaks === null} onClick={() => void save()} data-testid={`breaks-${currency}-save`}>
            {t('pricing.breaks.save', { currency })}
          </Button>
        </>
      ) : (
        <p className="a-hint">{t('pricing.breaks.noListPrice')}</p>
      )}
    </div>
  );
}

export function ProductBreaksSection({ productId, updatedAt }: { productId: number; updatedAt: string }) {
  const t = useTranslate();
  const provider = useDataProvider<WorkspaceDataProvider>();
  const client = useQueryClient();
  // The product's save may change its MOQ or list prices: read again after it (updatedAt).
  const query = useQuery({
    queryKey: [...breaksKey(productId), updatedAt],
    queryFn: async () => (await provider.call<{ dto: ProductBreaks }>(`/api/admin/price-breaks/${productId}`)).dto,
  });
  return (
    <Card title={t('pricing.breaks.title')} className="p-breaks-card">
      <p className="a-hint">{t('pricing.breaks.intro')}</p>
      {query.error ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Spinner />
      ) : (
        <div className="p-currencies">
          {QUOTE_CURRENCIES.map((currency) => (
            <CurrencyBreaks key={currency} product={query.data} currency={currency} onSaved={(next) => client.setQueryData([...breaksKey(productId), updatedAt], next)} />
          ))}
        </div>
      )}
    </Card>
  );
}
