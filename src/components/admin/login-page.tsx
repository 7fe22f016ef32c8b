'use client';

import { useLogin, useTranslate } from 'ra-core';
import { useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { Toaster } from 'sonner';
import { SignInError } from './auth-provider';
import { LanguageSwitch } from './language-switch';
import { Button, FieldRow, TextInput } from './ui-kit';

// Sign-in: email and password; the authenticator code field appears when the server asks for it
// (401 naming `totp`).

type SignInFailure = { field?: string; message: string } | null;

/** One sign-in box; the refusal shows under it when the server names its field. */
function SignInField({ name, label, hint, error, ...input }: ComponentProps<typeof TextInput> & { name: string; label: string; hint?: string; error: SignInFailure }) {
  return (
    <FieldRow label={label} htmlFor={name} error={error?.field === name ? error.message : undefined} hint={hint}>
      <TextInput id={name} name={name} invalid={error?.field === name} {...input} />
    </FieldRow>
  );
}

export function LoginPage() {
  const t = useTranslate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [askTotp, setAskTotp] = useState(false);
  const [error, setError] = useState<SignInFailure>(null);
  const [busy, setBusy] = useState(false);
  const totpInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login({ email, password, totp: askTotp ? totp : undefined });
    } catch (caught) {
      const failure = caught instanceof SignInError ? caught : new SignInError(String(caught), undefined, undefined);
      if (failure.field === 'totp') {
        // The first 401 naming totp only asks for the code; later ones say it was wrong.
        if (askTotp) setError({ field: 'totp', message: failure.message });
        setAskTotp(true);
        setTimeout(() => totpInput.current?.focus(), 0);
      } else setError({ field: failure.field ?? 'password', message: failure.message });
    } finally {
      setBusy(false);
    }
  }

  const box = (name: string, input: Omit<ComponentProps<typeof SignInField>, 'name' | 'label' | 'error'>) => (
    <SignInField name={name} label={t(`login.${name}`)} error={error} {...input} />
  );

  return (
    <div className="a-auth">
      <form className="a-auth-card" onSubmit={(e) => void submit(e)} noValidate data-testid="sign-in">
        <div className="a-auth-head">
          <span className="a-brand-mark a-brand-mark-lg">灯</span>
          <div>
            <h1 className="a-h1">{t('login.title')}</h1>
            <p className="a-sub">{t('login.subtitle')}</p>
          </div>
        </div>
        {box('email', { type: 'email', autoComplete: 'username', autoFocus: true, required: true, value: email, onChange: (e) => setEmail(e.target.value) })}
        {box('password', { type: 'password', autoComplete: 'current-password', required: true, value: password, onChange: (e) => setPassword(e.target.value) })}
        {askTotp
          ? box('totp', { ref: totpInput, hint: t('login.totpHint'), autoComplete: 'one-time-code', maxLength: 24, value: totp, onChange: (e) => setTotp(e.target.value) })
          : null}
        {error && !['email', 'password', 'totp'].includes(error.field ?? '') ? (
          <p className="a-error" role="alert">
            {error.message}
          </p>
        ) : null}
        <Button tone="primary" type="submit" busy={busy} className="a-btn-block" data-testid="sign-in-submit">
          {t('login.submit')}
        </Button>
        <div className="a-auth-foot">
          <LanguageSwitch />
        </div>
      </form>
      <Toaster position="top-center" richColors />
    </div>
  );
}
