'use client';

import { useGetIdentity, useLocaleState, useTranslate } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { StaffMe, StaffTotpStart } from '@/lib/validation/staff';
import { setCurrentMember } from '../auth-provider';
import { errorText, fieldOf, getDto, jsonBody } from '../http';
import { Badge, Button, Card, FieldRow, PageHead, TextInput } from '../ui-kit';

// My account: name and language, password, and the optional second factor (the otpauth URL and
// secret are shown as text: no QR library, and any authenticator app accepts the secret typed in).

type Failure = { field?: string; message: string } | null;
const failureOf = (error: unknown): Failure => ({ field: fieldOf(error), message: errorText(error) });

export function AccountScreen() {
  const t = useTranslate();
  const { identity, refetch } = useGetIdentity();
  const [locale, setLocale] = useLocaleState();
  const [name, setName] = useState<string | null>(null);
  const [language, setLanguage] = useState<string | null>(null);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [pending, setPending] = useState<StaffTotpStart | null>(null);
  const [code, setCode] = useState('');
  const [offPassword, setOffPassword] = useState('');
  const [failure, setFailure] = useState<Failure>(null);
  const member = identity as unknown as (StaffMe & { fullName: string }) | undefined;
  if (!member) return null;
  const shownName = name ?? member.fullName;
  const shownLanguage = language ?? locale;
  const errorOf = (field: string) => (failure?.field === field ? failure.message : undefined);

  async function act(run: () => Promise<void>, done: string) {
    setFailure(null);
    try {
      await run();
      toast.success(done);
    } catch (error) {
      setFailure(failureOf(error));
      if (!fieldOf(error)) toast.error(errorText(error));
    }
  }

  const saveProfile = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      const me = await getDto<StaffMe>('/me', { method: 'PUT', body: jsonBody({ name: shownName, language: shownLanguage }) });
      setCurrentMember(me);
      setLocale(me.language);
      await refetch();
    }, t('form.saved'));
  };
  const savePassword = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      await getDto('/me/password', { method: 'POST', body: jsonBody({ currentPassword: current, newPassword: next }) });
      setCurrent('');
      setNext('');
    }, t('account.passwordChanged'));
  };
  const refreshMe = async () => {
    setCurrentMember(null);
    await refetch();
  };

  return (
    <>
      <PageHead title={t('account.title')} subtitle={member.email} />
      <div className="a-cols">
        <Card title={t('account.profile')}>
          <form onSubmit={saveProfile} className="a-stack">
            <FieldRow label={t('setup.name')} htmlFor="me-name" error={errorOf('name')}>
              <TextInput id="me-name" value={shownName} onChange={(e) => setName(e.target.value)} />
            </FieldRow>
            <FieldRow label={t('app.language')} htmlFor="me-language" error={errorOf('language')}>
              <select id="me-language" className="a-input a-select" value={shownLanguage} onChange={(e) => setLanguage(e.target.value)}>
                <option value="zh">中文</option>
                <option value="en">English</option>
              </select>
            </FieldRow>
            <Button tone="primary" type="submit">
              {t('action.save')}
            </Button>
          </form>
        </Card>
        <Card title={t('account.password')}>
          <form onSubmit={savePassword} className="a-stack">
            <FieldRow label={t('account.currentPassword')} htmlFor="me-current" error={errorOf('currentPassword')}>
              <TextInput id="me-current" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
            </FieldRow>
            <FieldRow label={t('account.newPassword')} htmlFor="me-new" error={errorOf('newPassword')}>
              <TextInput id="me-new" type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
            </FieldRow>
            <Button tone="primary" type="submit">
              {t('action.save')}
            </Button>
          </form>
        </Card>
        <Card title={t('account.totp')} actions={member.totpOn ? <Badge tone="green">{t('account.totpOn')}</Badge> : <Badge>{t('account.totpOff')}</Badge>}>
          {member.totpOn ? (
            <form
              className="a-stack"
              onSubmit={(event) => {
                event.preventDefault();
                void act(async () => {
                  await getDto('/me/totp', { method: 'DELETE', body: jsonBody({ password: offPassword }) });
                  setOffPassword('');
                  await refreshMe();
                }, t('form.saved'));
              }}
            >
              <FieldRow label={t('login.password')} htmlFor="totp-off" error={errorOf('password')}>
                <TextInput id="totp-off" type="password" value={offPassword} onChange={(e) => setOffPassword(e.target.value)} />
              </FieldRow>
              <Button tone="danger" type="submit">
                {t('account.totpDisable')}
              </Button>
            </form>
          ) : pending ? (
            <form
              className="a-stack"
              onSubmit={(event) => {
                event.preventDefault();
                void act(async () => {
                  await getDto('/me/totp', { method: 'PUT', body: jsonBody({ code }) });
                  setPending(null);
                  setCode('');
                  await refreshMe();
                }, t('account.totpOn'));
              }}
            >
              <FieldRow label={t('account.totpSecret')}>
                <code className="a-code a-select-all" data-testid="totp-secret">
                  {pending.secret}
                </code>
              </FieldRow>
              <FieldRow label={t('account.totpUrl')}>
                <code className="a-code a-select-all a-break">{pending.otpauthUrl}</code>
              </FieldRow>
              <FieldRow label={t('account.totpCode')} htmlFor="totp-code" error={errorOf('code')}>
                <TextInput id="totp-code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
              </FieldRow>
              <Button tone="primary" type="submit">
                {t('account.totpConfirm')}
              </Button>
            </form>
          ) : (
            <Button onClick={() => void act(async () => setPending(await getDto<StaffTotpStart>('/me/totp', { method: 'POST' })), t('account.totpStart'))}>{t('account.totpStart')}</Button>
          )}
        </Card>
      </div>
    </>
  );
}
