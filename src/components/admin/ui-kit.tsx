'use client';

import { AlertDialog } from 'radix-ui';
import { useTranslate } from 'ra-core';
import type { ButtonHTMLAttributes, ComponentProps, ReactNode } from 'react';
import { errorText } from './http';

// The workspace's small primitives (styles in src/app/admin/admin.css): dense, quiet, keyboard
// friendly. Radix gives the dialogs their focus trap and Escape.

type Tone = 'primary' | 'default' | 'danger' | 'ghost';

export function Button({
  tone = 'default',
  small,
  busy,
  className = '',
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: Tone; small?: boolean; busy?: boolean }) {
  return (
    <button type="button" {...rest} disabled={rest.disabled || busy} aria-busy={busy || undefined} className={`a-btn a-btn-${tone}${small ? ' a-btn-sm' : ''} ${className}`}>
      {busy ? <span className="a-spin" aria-hidden /> : null}
      {children}
    </button>
  );
}

export function TextInput({ className = '', invalid, ...rest }: ComponentProps<'input'> & { invalid?: boolean }) {
  return <input {...rest} aria-invalid={invalid || undefined} className={`a-input ${className}`} />;
}

export function Switch({ checked, onChange, label, id, disabled }: { checked: boolean; onChange: (value: boolean) => void; label?: string; id?: string; disabled?: boolean }) {
  return (
    <button type="button" role="switch" id={id} aria-checked={checked} aria-label={label} disabled={disabled} className="a-switch" onClick={() => onChange(!checked)}>
      <span className="a-switch-thumb" />
    </button>
  );
}

export function Badge({ tone = 'muted', children, testId }: { tone?: 'muted' | 'green' | 'red' | 'amber' | 'blue'; children: ReactNode; testId?: string }) {
  return (
    <span className={`a-badge a-badge-${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}

export function Card({ title, actions, children, className = '' }: { title?: ReactNode; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`a-card ${className}`}>
      {title || actions ? (
        <header className="a-card-head">
          {title ? <h2 className="a-card-title">{title}</h2> : <span />}
          {actions}
        </header>
      ) : null}
      <div className="a-card-body">{children}</div>
    </section>
  );
}

export function PageHead({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="a-pagehead">
      <div>
        <h1 className="a-h1">{title}</h1>
        {subtitle ? <p className="a-sub">{subtitle}</p> : null}
      </div>
      {actions ? <div className="a-actions">{actions}</div> : null}
    </div>
  );
}

export function Spinner({ label }: { label?: string }) {
  return (
    <div className="a-loading" role="status" aria-live="polite">
      <span className="a-spin" aria-hidden /> {label}
    </div>
  );
}

export function Refused() {
  const t = useTranslate();
  return (
    <div className="a-state" data-state="refused" role="alert">
      <div className="a-state-icon">⛔</div>
      <h1 className="a-h1">{t('refused.title')}</h1>
      <p className="a-sub">{t('refused.body')}</p>
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useTranslate();
  const status = typeof error === 'object' && error && 'status' in error ? (error as { status: number }).status : undefined;
  if (status === 403) return <Refused />;
  return (
    <div className="a-state" role="alert">
      <h2 className="a-h2">{t('list.error')}</h2>
      <p className="a-sub">{errorText(error)}</p>
      {onRetry ? <Button onClick={onRetry}>{t('list.retry')}</Button> : null}
    </div>
  );
}

/** A confirmation before something that cannot be undone (Radix AlertDialog: focus trap, Escape). */
export function Confirm({
  trigger,
  title,
  body,
  onConfirm,
  confirmLabel,
}: {
  trigger: ReactNode;
  title: ReactNode;
  body?: ReactNode;
  onConfirm: () => void;
  confirmLabel?: string;
}) {
  const t = useTranslate();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="a-overlay" />
        <AlertDialog.Content className="a-dialog">
          <AlertDialog.Title className="a-h2">{title}</AlertDialog.Title>
          {body ? <AlertDialog.Description className="a-sub">{body}</AlertDialog.Description> : <AlertDialog.Description />}
          <div className="a-dialog-actions">
            <AlertDialog.Cancel asChild>
              <Button>{t('action.cancel')}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button tone="danger" onClick={onConfirm} data-testid="confirm">
                {confirmLabel ?? t('action.confirm')}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** A field's label, input and error in one block. */
export function FieldRow({
  label,
  htmlFor,
  error,
  hint,
  children,
  wide,
}: {
  label: ReactNode;
  htmlFor?: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`a-field${wide ? ' a-field-wide' : ''}`}>
      <label className="a-label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="a-error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className="a-hint">{hint}</p>
      ) : null}
    </div>
  );
}

/** One choice of a Select: its value and the words shown. */
export interface Choice {
  value: string | number;
  label: ReactNode;
}

/**
 * A workspace select: an empty first choice when `empty` is given ("all", "choose…", "none"),
 * then `choices` (codes shown as themselves when given as plain strings), then any children.
 */
export function Select({ empty, choices = [], className = '', children, ...select }: ComponentProps<'select'> & { empty?: ReactNode; choices?: readonly (Choice | string)[] }) {
  return (
    <select className={`a-input a-select ${className}`.trim()} {...select}>
      {empty !== undefined ? <option value="">{empty}</option> : null}
      {choices.map((choice) => {
        const { value, label } = typeof choice === 'string' ? { value: choice, label: choice } : choice;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
      {children}
    </select>
  );
}
