'use client';

import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useOpenerFocus } from '@/components/ui/opener-focus';
import { type AccountOverlay, useAccountUiStore } from '@/stores/account-ui-store';

/** Focus the first empty field of the visible form rather than the close button (hidden slides are inert). */
function focusFirstField(event: Event) {
  const content = event.currentTarget as HTMLElement | null;
  const fields = Array.from(content?.querySelectorAll('input') ?? []).filter((input) => input.type !== 'hidden' && !input.closest('[inert]'));
  // A prefilled field (Google profile, reset link) is skipped: the first one left to type in.
  const field = fields.find((input) => input.value === '' && input.type !== 'checkbox' && input.type !== 'radio') ?? fields[0];
  if (!field) return;
  event.preventDefault();
  field.focus({ preventScroll: true });
}

/** Focus goes back to the control that opened the first overlay (kept in the store across switches). */
function useReturnFocus() {
  const { onOpenAutoFocus, onCloseAutoFocus } = useOpenerFocus(() => useAccountUiStore.getState().returnFocus);
  return {
    onOpenAutoFocus: (event: Event) => {
      onOpenAutoFocus();
      focusFirstField(event);
    },
    onCloseAutoFocus,
  };
}

type ShellProps = { open: boolean; onClose(): void; title: string; description?: string; testId: string; children: ReactNode };

function Header({ title, description }: { title: string; description?: string }) {
  const t = useTranslations('account');
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <Dialog.Title className="text-2xl font-bold">{title}</Dialog.Title>
        <Dialog.Description className={description ? 'mt-1 text-sm text-muted' : 'sr-only'}>{description ?? title}</Dialog.Description>
      </div>
      <Dialog.Close className="grid size-9 shrink-0 place-items-center rounded-md hover:bg-paper" aria-label={t('close')} data-testid={`close-overlay`}>
        <X size={20} aria-hidden="true" />
      </Dialog.Close>
    </div>
  );
}

/** Whether `overlay` is the one open, with the store's actions to close it or switch to another. */
export function useOverlay(overlay: AccountOverlay) {
  const open = useAccountUiStore((s) => s.overlay === overlay);
  const { close, open: switchTo } = useAccountUiStore.getState();
  return { open, close, switchTo: (next: AccountOverlay) => switchTo(next) };
}

/** The classes of the dimmed page behind and of the panel: a right-hand drawer or a centered dialog. */
const LOOKS = {
  drawer: {
    overlay: 'fixed inset-0 z-50 bg-black/40',
    content: 'fixed inset-y-0 right-0 z-50 flex outline-none w-full max-w-[66rem] flex-col gap-6 overflow-y-auto bg-white p-6 shadow-2xl sm:p-8',
  },
  dialog: {
    overlay: 'fixed inset-0 z-50 bg-black/50',
    content:
      'fixed top-1/2 left-1/2 z-50 flex outline-none max-h-[92vh] w-[calc(100vw-24px)] max-w-[68rem] -translate-x-1/2 -translate-y-1/2 flex-col gap-5 overflow-y-auto rounded-lg bg-white p-6 shadow-2xl sm:p-8',
  },
} as const;

/** A Radix dialog with the title bar, in one of the two looks. */
function Shell({ look, open, onClose, title, description, testId, children }: ShellProps & { look: keyof typeof LOOKS }) {
  const focus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={LOOKS[look].overlay} />
        <Dialog.Content {...focus} className={LOOKS[look].content} data-testid={testId}>
          <Header title={title} description={description} />
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** §2 login, register and account drawers: a Radix dialog as a right-hand side panel. */
export const SideDrawer = (props: ShellProps) => <Shell look="drawer" {...props} />;

/** §2 centered login and register dialogs. */
export const CenteredDialog = (props: ShellProps) => <Shell look="dialog" {...props} />;
