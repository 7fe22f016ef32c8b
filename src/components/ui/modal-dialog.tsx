'use client';

import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useOpenerFocus } from './opener-focus';

/** The title bar's classes: above a form (address, inquiry), or a banded bar above a full-height panel (quick order). */
const HEADER_LOOKS = {
  form: { bar: 'mb-4 flex items-start justify-between gap-4', title: 'text-lg font-semibold', description: 'text-sm text-muted' },
  panel: { bar: 'flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6', title: 'text-xl font-bold', description: 'sr-only' },
} as const;

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The panel's own classes (size, padding, layout). */
  className: string;
  testId: string;
  title: ReactNode;
  /** Shown under the title, or only to screen readers in the `panel` look. */
  description: ReactNode;
  closeLabel: string;
  headerLook?: keyof typeof HEADER_LOOKS;
  /** Where focus goes back on close when the opener is gone (useOpenerFocus). */
  opener?: () => HTMLElement | null;
  children: ReactNode;
}

/** A centered Radix dialog over the dimmed page, opened from state, with a title bar and a close button. */
export function ModalDialog({ open, onOpenChange, className, testId, title, description, closeLabel, headerLook = 'form', opener, children }: Props) {
  const focus = useOpenerFocus(opener);
  const look = HEADER_LOOKS[headerLook];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content {...focus} className={className} data-testid={testId}>
          <div className={look.bar}>
            <div>
              <Dialog.Title className={look.title}>{title}</Dialog.Title>
              <Dialog.Description className={look.description}>{description}</Dialog.Description>
            </div>
            <Dialog.Close className="grid size-9 shrink-0 place-items-center rounded-md hover:bg-paper" aria-label={closeLabel}>
              <X size={20} aria-hidden="true" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
