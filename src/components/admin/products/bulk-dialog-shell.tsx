'use client';

import { useRefresh, useTranslate } from 'ra-core';
import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { useBusyAction } from '../busy-action';
import { Button } from '../ui-kit';

// The frame every bulk dialog shares: a trigger button, a title, the form (then the server's
// preview of it), a way back from the preview, and one submit that previews, then applies.

export interface BulkDialogShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: { label: string; testId: string; primary?: boolean };
  title: string;
  /** The preview is shown (the submit applies; the other button goes back to the form). */
  previewing: boolean;
  onBack: () => void;
  onSubmit: () => void;
  submit: { label: string; testId: string; disabled?: boolean };
  busy: boolean;
  children: ReactNode;
}

/**
 * A bulk dialog's steps: the form, the server's preview of the change, applied. Closing it clears
 * the form (`clearForm`) and the preview; `applied` closes it once the change is written, then
 * tells the list (`onDone`) and reads it again. `shell` is what BulkDialogShell needs of them.
 */
export function useBulkDialogSteps<Preview>(clearForm: () => void, onDone: () => void) {
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const toggle = (next: boolean) => {
    setOpen(next);
    if (next) return;
    clearForm();
    setPreview(null);
  };
  return {
    preview,
    setPreview,
    applied: () => {
      toggle(false);
      onDone();
      refresh();
    },
    shell: { open, onOpenChange: toggle, previewing: preview !== null, onBack: () => setPreview(null) },
  };
}

export function BulkDialogShell({ open, onOpenChange, trigger, title, previewing, onBack, onSubmit, submit, busy, children }: BulkDialogShellProps) {
  const t = useTranslate();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button small tone={trigger.primary ? 'primary' : undefined} data-testid={trigger.testId}>
          {trigger.label}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="a-overlay" />
        <Dialog.Content className="a-dialog a-dialog-wide" aria-describedby={undefined}>
          <Dialog.Title className="a-h2">{title}</Dialog.Title>
          <form
            className="a-stack"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            {children}
            <div className="a-dialog-actions">
              {previewing ? (
                <Button type="button" onClick={onBack} disabled={busy}>
                  {t('products.bulk.backToForm')}
                </Button>
              ) : (
                <Dialog.Close asChild>
                  <Button type="button">{t('action.cancel')}</Button>
                </Dialog.Close>
              )}
              <Button tone="primary" type="submit" busy={busy} disabled={busy || submit.disabled} data-testid={submit.testId}>
                {submit.label}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** "N products were just … · Undo": the bar a bulk edit leaves until it is undone or replaced. */
export function BulkUndoBar({ text, testId, busy, onUndo }: { text: string; testId: string; busy: boolean; onUndo: () => void }) {
  const t = useTranslate();
  return (
    <div className="a-bulk-undo" role="status" data-testid={`${testId}-bar`}>
      <span>{text}</span>
      <Button small onClick={onUndo} busy={busy} disabled={busy} data-testid={testId}>
        {t('products.bulk.undo')}
      </Button>
    </div>
  );
}

interface UndoneProduct {
  id: number;
  before: unknown;
  after: unknown;
}

export interface LastBulkUndoProps {
  /** The session's last bulk edit of this kind (null: nothing to undo, no bar). */
  last: { products: readonly UndoneProduct[] } | null;
  undo: (body: { products: UndoneProduct[] }) => Promise<{ changed: number; skipped: readonly unknown[] }>;
  /** Drops the remembered edit once it is undone. */
  forget: () => void;
  /** Where the bar's words live: `undoLast`, `undone` and `undoSkipped` under it. */
  messages: string;
  testId: string;
}

/** The undo bar of one kind of bulk edit: sends back what the edit was shown, then says how many changed and how many were left. */
export function LastBulkUndo({ last, undo, forget, messages, testId }: LastBulkUndoProps) {
  const t = useTranslate();
  const refresh = useRefresh();
  const { busy, run } = useBusyAction();
  if (!last) return null;

  const undoLast = () =>
    run('undo', async () => {
      const answer = await undo({ products: last.products.map(({ id, before, after }) => ({ id, before, after })) });
      forget();
      toast.success(t(`${messages}.undone`, { count: answer.changed }));
      if (answer.skipped.length) toast.warning(t(`${messages}.undoSkipped`, { count: answer.skipped.length }));
      refresh();
    });

  return <BulkUndoBar text={t(`${messages}.undoLast`, { count: last.products.length })} testId={testId} busy={busy !== null} onUndo={() => void undoLast()} />;
}
