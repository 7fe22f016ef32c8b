'use client';

import { useGetIdentity, useLocaleState, useTranslate } from 'ra-core';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { StaffMe, StaffTotpStart } from '@/lib/validation/staff';
import { setCurrentMember } from '../auth-provider';
import { errorText, fieldOf, getDto, jsonBody } from '../http';
import { Badge, Button, Card, FieldRow, PageHead, TextInput } from '../ui-kit';

// My account: name and language, password, and the optional second factor (the otpauth URL and
// secret are shown as text: no QR library, and any authenticator app accepts the secret typed in).

type Failure = { field?: string; message: string } | null;
const failureOf = (error: unknown): Failure => ({ field: fieldOf(error), message: errorText(error) });

/** One of this screen's forms: its fields, then its one submit button. */
function ActionForm({ onSubmit, submit, tone = 'primary', children }: { onSubmit: () => unknown; submit: string; tone?: 'primary' | 'danger'; children: ReactNode }) {
  return (
    <form
      className="a-stack"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      <Button tone={tone} type="submit">
        {submit}
      </Button>
    </form>
  );
}

/** A labelled text box whose server error (a 400 naming its field) shows under it. */
function TextField({
  id,
  label,
  error,
  onValue,
  ...input
}: { id: string; label: string; error?: string; onValue: (value: string) => void } & Omit<ComponentProps<'input'>, 'id' | 'onChange'>) {
  return (
    <FieldRow label={label} htmlFor={id} error={error}>
      <TextInput id={id} {...input} onChange={(e) => onValue(e.target.value)} />
    </FieldRow>
  );
}

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

  const saveProfile = () =>
    act(async () => {
      const me = await getDto<StaffMe>('/me', { method: 'PUT', body: jsonBody({ name: shownName, language: shownLanguage }) });
      setCurrentMember(me);
      setLocale(me.language);
      await refetch();
    }, t('form.saved'));
  const savePassword = () =>
    act(async () => {
      await getDto('/me/password', { method: 'POST', body: jsonBody({ currentPassword: current, newPassword: next }) });
      setCurrent('');
      setNext('');
    }, t('account.passwordChanged'));
  const refreshMe = async () => {
    setCurrentMember(null);
    await refetch();
  };

  return (
    <>
      <PageHead title={t('account.title')} subtitle={member.email} />
      <div className="a-cols">
        <Card title={t('account.profile')}>
          <ActionForm onSubmit={saveProfile} submit={t('action.save')}>
            <TextField id="me-name" label={t('setup.name')} error={errorOf('name')} value={shownName} onValue={setName} />
            <FieldRow label={t('app.language')} htmlFor="me-language" error={errorOf('language')}>
              <select id="me-language" className="a-input a-select" value={shownLanguage} onChange={(e) => setLanguage(e.target.value)}>
                <option value="zh">中文</option>
                <option value="en">English</option>
              </select>
            </FieldRow>
          </ActionForm>
        </Card>
        <Card title={t('account.password')}>
          <ActionForm onSubmit={savePassword} submit={t('action.save')}>
            <TextField
              id="me-current"
              label={t('account.currentPassword')}
              error={errorOf('currentPassword')}
              type="password"
              autoComplete="current-password"
              value={current}
              onValue={setCurrent}
            />
            <TextField id="me-new" label={t('account.newPassword')} error={errorOf('newPassword')} type="password" autoComplete="new-password" value={next} onValue={setNext} />
          </ActionForm>
        </Card>
        <Card title={t('account.totp')} actions={member.totpOn ? <Badge tone="green">{t('account.totpOn')}</Badge> : <Badge>{t('account.totpOff')}</Badge>}>
          {member.totpOn ? (
            <ActionForm
              onSubmit={() =>
                act(async () => {
                  await getDto('/me/totp', { method: 'DELETE', body: jsonBody({ password: offPassword }) });
                  setOffPassword('');
                  await refreshMe();
                }, t('form.saved'))
              }
              submit={t('account.totpDisable')}
              tone="danger"
            >
              <TextField id="totp-off" label={t('login.password')} error={errorOf('password')} type="password" value={offPassword} onValue={setOffPassword} />
            </ActionForm>
          ) : pending ? (
            <ActionForm
              onSubmit={() =>
                act(async () => {
                  await getDto('/me/totp', { method: 'PUT', body: jsonBody({ code }) });
                  setPending(null);
                  setCode('');
                  await refreshMe();
                }, t('account.totpOn'))
              }
              submit={t('account.totpConfirm')}
            >
              <FieldRow label={t('account.totpSecret')}>
                <code className="a-code a-select-all" data-testid="totp-secret">
                  {pending.secret}
                </code>
              </FieldRow>
              <FieldRow label={t('account.totpUrl')}>
                <code className="a-code a-select-all a-break">{pending.otpauthUrl}</code>
              </FieldRow>
              <TextField id="totp-code" label={t('account.totpCode')} error={errorOf('code')} inputMode="numeric" autoComplete="one-time-code" value={code} onValue={setCode} />
            </ActionForm>
          ) : (
            <Button onClick={() => void act(async () => setPending(await getDto<StaffTotpStart>('/me/totp', { method: 'POST' })), t('account.totpStart'))}>{t('account.totpStart')}</Button>
          )}
        </Card>
      </div>
    </>
  );
}
