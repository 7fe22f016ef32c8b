'use client';

import { useLogin, useParams, useTranslate } from 'ra-core';
import { useEffect, useState, type FormEvent } from 'react';
import type { StaffSetupInfo } from '@/lib/validation/staff';
import { errorText, getDto, jsonBody, fieldOf } from './http';
import { LanguageSwitch } from './language-switch';
import { PasswordInput } from './password-input';
import { Button, FieldRow, Spinner, TextInput } from './ui-kit';

// /admin/setup/<token>: the one-time link of a new member (or the first owner, or a reset):
// name and password, then straight into the workspace.

export function SetupPage() {
  const t = useTranslate();
  const { token = '' } = useParams<{ token: string }>();
  const login = useLogin();
  const [info, setInfo] = useState<StaffSetupInfo | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    getDto<StaffSetupInfo>(`/setup/${encodeURIComponent(token)}`)
      .then((answer) => {
        setInfo(answer);
        setEmail(answer.email);
        // The name the owner typed when adding the member; theirs to correct.
        setName(answer.name);
      })
      .catch(() => setInvalid(true));
  }, [token]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await getDto('/setup', { method: 'POST', body: jsonBody({ token, email: info?.email ? undefined : email, name, password }) });
      await login({ email: info?.email || email, password });
    } catch (caught) {
      setError({ field: fieldOf(caught), message: errorText(caught) });
    } finally {
      setBusy(false);
    }
  }

  if (invalid)
    return (
      <div className="a-auth">
        <div className="a-auth-card" role="alert">
          <h1 className="a-h1">{t('setup.invalid')}</h1>
        </div>
      </div>
    );
  if (!info) return <Spinner />;
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  return (
    <div className="a-auth">
      <form className="a-auth-card" onSubmit={(e) => void submit(e)} noValidate>
        <h1 className="a-h1">{info.purpose === 'reset' ? t('setup.titleReset') : t('setup.title')}</h1>
        <p className="a-sub">{t('setup.subtitle')}</p>
        <FieldRow label={t('setup.email')} htmlFor="email" error={errorOf('email')}>
          <TextInput id="email" type="email" autoComplete="username" value={email} readOnly={Boolean(info.email)} onChange={(e) => setEmail(e.target.value)} />
        </FieldRow>
        <FieldRow label={t('setup.name')} htmlFor="name" error={errorOf('name')}>
          <TextInput id="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} autoFocus />
        </FieldRow>
        <FieldRow label={t('setup.password')} htmlFor="password" error={errorOf('password')}>
          <PasswordInput id="password" autoComplete="new-password" minLength={12} value={password} onChange={(e) => setPassword(e.target.value)} />
        </FieldRow>
        {error && !['email', 'name', 'password'].includes(error.field ?? '') ? <p className="a-error">{error.message}</p> : null}
        <Button tone="primary" type="submit" busy={busy} className="a-btn-block">
          {t('setup.submit')}
        </Button>
        <div className="a-auth-foot">
          <LanguageSwitch />
        </div>
      </form>
    </div>
  );
}
