'use client';

import { useDataProvider, useLocaleState, useTranslate } from 'ra-core';
import { useState } from 'react';
import { toast } from 'sonner';
import type {
  BulkBreakCurrency,
  ProductBulkBreaks,
  ProductBulkBreaksChange,
  ProductBulkBreaksResult,
  ProductBulkBreaksUndoResult,
} from '@/lib/validation/admin/product-bulk-breaks';
import { useBusyAction } from '../busy-action';
import type { WorkspaceDataProvider } from '../data-provider';
import { errorText, jsonBody } from '../http';
import { breaksChangeOf, emptyBreaksDraft, type BreaksDraft } from './bulk-breaks-draft';
import { BulkBreaksFields } from './bulk-breaks-fields';
import { BulkBreaksPreview } from './bulk-breaks-preview';
import { BulkDialogShell, LastBulkUndo, useBulkDialogSteps } from './bulk-dialog-shell';
import { rememberBulkBreaks, useLastBulkBreaks } from './bulk-undo-store';

// "Set quantity breaks" on a selection (ADR 0055): the ranges, then the server's preview of each
// product's prices and of the products skipped with why, then apply — one POST, one transaction.
// The last one of the session can be undone from the list, like the other bulk edits.

function useBreaksCalls() {
  const provider = useDataProvider<WorkspaceDataProvider>();
  return {
    send: async (body: ProductBulkBreaks) =>
      (await provider.call<{ dto: ProductBulkBreaksResult }>('/api/admin/products/bulk/breaks', { method: 'POST', body: jsonBody(body) })).dto,
    undo: async (body: { products: { id: number; before: unknown; after: unknown }[] }) =>
      (await provider.call<{ dto: ProductBulkBreaksUndoResult }>('/api/admin/products/bulk/breaks/undo', { method: 'POST', body: jsonBody(body) })).dto,
  };
}

export function BulkBreaksDialog({ ids, onDone }: { ids: readonly number[]; onDone: () => void }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const calls = useBreaksCalls();
  const [draft, setDraft] = useState<BreaksDraft>(emptyBreaksDraft);
  const [error, setError] = useState<{ text: string; currency?: BulkBreakCurrency } | null>(null);
  const { preview, setPreview, applied, shell } = useBulkDialogSteps<{ change: ProductBulkBreaksChange; result: ProductBulkBreaksResult }>(() => {
    setDraft(emptyBreaksDraft());
    setError(null);
  }, onDone);
  const { busy, run } = useBusyAction();
  // A refusal from the server (a product gone since the selection) is shown in the dialog.
  const attempt = (name: string, task: () => Promise<void>) =>
    run(name, async () => {
      try {
        await task();
      } catch (failure) {
        setError({ text: errorText(failure) });
      }
    });

  const showPreview = () => {
    const parsed = breaksChangeOf(draft);
    if ('error' in parsed) return setError({ text: t(`bulkBreaks.errors.${parsed.error}`), currency: parsed.currency });
    setError(null);
    void attempt('preview', async () => setPreview({ change: parsed.change, result: await calls.send({ ids: [...ids], breaks: parsed.change, preview: true }) }));
  };

  const apply = () =>
    preview &&
    void attempt('apply', async () => {
      const result = await calls.send({ ids: [...ids], breaks: preview.change });
      rememberBulkBreaks(result);
      toast.success(t('bulkBreaks.done', { count: result.changed }));
      applied();
    });

  return (
    <BulkDialogShell
      {...shell}
      trigger={{ label: t('bulkBreaks.open'), testId: 'bulk-breaks' }}
      title={preview ? t('bulkBreaks.previewTitle') : t('bulkBreaks.title', { count: ids.length })}
      onSubmit={() => (preview ? apply() : showPreview())}
      submit={
        preview
          ? { label: t('bulkBreaks.apply', { count: preview.result.products.length }), testId: 'bulk-breaks-apply', disabled: preview.result.products.length === 0 }
          : { label: t('products.bulk.preview'), testId: 'bulk-breaks-preview-button' }
      }
      busy={busy !== null}
    >
      {preview ? <BulkBreaksPreview result={preview.result} locale={locale} /> : <BulkBreaksFields draft={draft} error={error} onChange={setDraft} />}
      {preview && error ? (
        <p className="a-error" role="alert" data-testid="bulk-breaks-error">
          {error.text}
        </p>
      ) : null}
    </BulkDialogShell>
  );
}

/** "Quantity breaks were just set on N products · Undo": puts back the breaks they replaced. */
export function BulkBreaksUndo() {
  const calls = useBreaksCalls();
  return <LastBulkUndo last={useLastBulkBreaks()} undo={calls.undo} forget={() => rememberBulkBreaks(null)} messages="bulkBreaks" testId="bulk-breaks-undo" />;
}
