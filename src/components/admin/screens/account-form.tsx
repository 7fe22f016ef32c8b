'use client';

import type { ComponentProps, ReactNode } from 'react';
import { Button, FieldRow, TextInput } from '../ui-kit';

// The small forms of My account: fields, then one submit button; a server 400 naming a field
// shows under that field.

/** Runs one change of the account and tells how it went (a toast, or the field's error). */
export type Act = (run: () => Promise<void>, done: string) => Promise<void>;

export function ActionForm({
  onSubmit,
  submit,
  tone = 'primary',
  testId,
  children,
}: {
  onSubmit: () => unknown;
  submit: string;
  tone?: 'primary' | 'danger';
  testId?: string;
  children: ReactNode;
}) {
  return (
    <form
      className="a-stack"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      <Button tone={tone} type="submit" data-testid={testId}>
        {submit}
      </Button>
    </form>
  );
}

/** A labelled text box whose server error (a 400 naming its field) shows under it. */
export function TextField({
  id,
  label,
  error,
  hint,
  onValue,
  ...input
}: { id: string; label: string; error?: string; hint?: string; onValue: (value: string) => void } & Omit<ComponentProps<'input'>, 'id' | 'onChange'>) {
  return (
    <FieldRow label={label} htmlFor={id} error={error} hint={hint}>
      <TextInput id={id} {...input} onChange={(e) => onValue(e.target.value)} />
    </FieldRow>
  );
}
