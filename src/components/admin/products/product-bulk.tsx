'use client';

import { useDataProvider, useLocaleState, useRefresh, useTranslate } from 'ra-core';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ProductBulk, ProductBulkChange, ProductBulkResult } from '@/lib/validation/admin/product-bulk';
import { useBusyAction } from '../busy-action';
import type { WorkspaceDataProvider } from '../data-provider';
import { errorText, jsonBody } from '../http';
import { Button } from '../ui-kit';
import { BulkBreaksDialog, BulkBreaksUndo } from './bulk-breaks-dialog';
import { BulkDialogShell, LastBulkUndo, useBulkDialogSteps } from './bulk-dialog-shell';
import { changeOfDraft, emptyDraft, type BulkDraft, type DraftErrors } from './bulk-draft';
import { BulkEditFields } from './bulk-edit-form';
import { BulkPreview } from './bulk-preview';
import { rememberBulkEdit, useLastBulkEdit } from './bulk-undo-store';

// Bulk edit of a selection: a form (prices per currency, stock, MOQ, marks, topic), then the
// server's preview of every product's before → after, then apply — one POST, one transaction.
// The last bulk edit of the session can be undone from the list (ProductBulkUndo).

/** POST /products/bulk (a preview when `preview`) and /products/bulk/undo, through ra-core's dataProvider. */
function useBulkCalls() {
  const provider = useDataProvider<WorkspaceDataProvider>();
  const post = async (path: string, body: unknown) => (await provider.call<{ dto: ProductBulkResult }>(path, { method: 'POST', body: jsonBody(body) })).dto;
  return {
    send: (body: ProductBulk) => post('/api/admin/products/bulk', body),
    undo: (body: { products: { id: number; before: unknown; after: unknown }[] }) => post('/api/admin/products/bulk/undo', body),
  };
}

function BulkEditDialog({ ids, onDone }: { ids: readonly number[]; onDone: () => void }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const bulk = useBulkCalls();
  const [draft, setDraft] = useState<BulkDraft>(emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const { preview, setPreview, applied, shell } = useBulkDialogSteps<{ change: ProductBulkChange; result: ProductBulkResult }>(() => {
    setDraft(emptyDraft());
    setErrors({});
    setServerError(null);
  }, onDone);
  const [busy, setBusy] = useState(false);

  async function run(task: () => Promise<void>) {
    setBusy(true);
    setServerError(null);
    try {
      await task();
    } catch (error) {
      setServerError(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  const showPreview = () => {
    const parsed = changeOfDraft(draft);
    if ('errors' in parsed) return setErrors(parsed.errors);
    setErrors({});
    void run(async () => setPreview({ change: parsed.change, result: await bulk.send({ ids: [...ids], change: parsed.change, preview: true }) }));
  };

  const apply = () =>
    preview &&
    void run(async () => {
      const result = await bulk.send({ ids: [...ids], change: preview.change });
      rememberBulkEdit(result);
      toast.success(t('products.bulk.done', { count: result.changed }));
      applied();
    });

  return (
    <BulkDialogShell
      {...shell}
      trigger={{ label: t('products.bulk.edit'), testId: 'bulk-edit', primary: true }}
      title={preview ? t('products.bulk.previewTitle') : t('products.bulk.editTitle', { count: ids.length })}
      onSubmit={() => (preview ? apply() : showPreview())}
      submit={
        preview
          ? { label: t('products.bulk.apply', { count: preview.result.products.length }), testId: 'bulk-apply' }
          : { label: t('products.bulk.preview'), testId: 'bulk-preview-button' }
      }
      busy={busy}
    >
      {preview ? <BulkPreview rows={preview.result.products} locale={locale} /> : <BulkEditFields draft={draft} errors={errors} onChange={setDraft} />}
      {errors.form ? (
        <p className="a-error" role="alert">
          {t(`products.bulk.errors.${errors.form.key}`)}
        </p>
      ) : null}
      {serverError ? (
        <p className="a-error" role="alert" data-testid="bulk-error">
          {serverError}
        </p>
      ) : null}
    </BulkDialogShell>
  );
}

/** One-click publish and unpublish (no preview needed: the list shows the mark, and undo is one click). */
export function ProductBulkActions({ ids, clear }: { ids: readonly number[]; clear: () => void }) {
  const t = useTranslate();
  const refresh = useRefresh();
  const bulk = useBulkCalls();
  const { busy, run } = useBusyAction();

  const publish = (published: boolean) =>
    run('publish', async () => {
      const result = await bulk.send({ ids: [...ids], change: { published } });
      rememberBulkEdit(result);
      toast.success(t('products.bulk.done', { count: result.changed }));
      clear();
      refresh();
    });

  return (
    <div className="a-bulk-actions" aria-busy={busy !== null || undefined}>
      <BulkEditDialog ids={ids} onDone={clear} />
      <BulkBreaksDialog ids={ids} onDone={clear} />
      <Button small onClick={() => void publish(true)} disabled={busy !== null} data-testid="bulk-publish">
        {t('products.bulk.publish')}
      </Button>
      <Button small onClick={() => void publish(false)} disabled={busy !== null} data-testid="bulk-unpublish">
        {t('products.bulk.unpublish')}
      </Button>
    </div>
  );
}

/** The undo bars of the session's last bulk edits: fields, and quantity breaks. */
export function ProductBulkUndo() {
  return (
    <>
      <FieldsUndo />
      <BulkBreaksUndo />
    </>
  );
}

/** "N products were just bulk edited · Undo": puts back the values the last bulk edit replaced. */
function FieldsUndo() {
  const bulk = useBulkCalls();
  return <LastBulkUndo last={useLastBulkEdit()} undo={bulk.undo} forget={() => rememberBulkEdit(null)} messages="products.bulk" testId="bulk-undo" />;
}
