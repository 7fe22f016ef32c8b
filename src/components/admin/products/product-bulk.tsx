'use client';

import { useRefresh, useTranslate } from 'ra-core';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ProductBulk, ProductBulkChange, ProductBulkResult } from '@/lib/validation/admin/products';
import { dataProvider } from '../data-provider';
import { errorText, jsonBody } from '../http';
import { TopicSelect } from '../topic-select';
import { Button } from '../ui-kit';

// Issue 15: bulk edit of a selection — price ± %, move to a topic, hot/new, publish/unpublish —
// one POST /api/admin/products/bulk, one transaction on the server.

/** The one-click changes: each button sends its flag, on or off, to the whole selection. */
const FLAG_BUTTONS: readonly { change: ProductBulkChange; label: string; tone?: 'primary'; testId?: string }[] = [
  { change: { hot: true }, label: 'products.bulk.hotOn' },
  { change: { hot: false }, label: 'products.bulk.hotOff' },
  { change: { new: true }, label: 'products.bulk.newOn' },
  { change: { new: false }, label: 'products.bulk.newOff' },
  { change: { published: true }, label: 'products.bulk.publish', tone: 'primary', testId: 'bulk-publish' },
  { change: { published: false }, label: 'products.bulk.unpublish', testId: 'bulk-unpublish' },
];

export function ProductBulkActions({ ids, clear }: { ids: readonly number[]; clear: () => void }) {
  const t = useTranslate();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);

  async function apply(change: ProductBulkChange) {
    setBusy(true);
    try {
      const body: ProductBulk = { ids: [...ids], change };
      const result = await dataProvider.call<{ dto: ProductBulkResult }>('/api/admin/products/bulk', { method: 'POST', body: jsonBody(body) });
      toast.success(t('products.bulk.done', { count: result.dto.changed }));
      clear();
      refresh();
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  function price() {
    const text = window.prompt(t('products.bulk.pricePrompt'), '5');
    if (text === null) return;
    const pricePercent = Number(text.replace('%', '').trim());
    if (!Number.isFinite(pricePercent) || pricePercent === 0) return;
    void apply({ pricePercent });
  }

  return (
    <div className="a-bulk-actions" aria-busy={busy || undefined}>
      <Button small onClick={price} disabled={busy} data-testid="bulk-price">
        {t('products.bulk.price')}
      </Button>
      <TopicSelect value={null} allowEmpty emptyLabel={t('products.bulk.topic')} onChange={(topicId) => topicId && void apply({ topicId })} />
      {FLAG_BUTTONS.map(({ change, label, tone, testId }) => (
        <Button key={label} small tone={tone} onClick={() => void apply(change)} disabled={busy} data-testid={testId}>
          {t(label)}
        </Button>
      ))}
    </div>
  );
}
