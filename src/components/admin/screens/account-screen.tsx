'use client';

import { useGetIdentity, useLocaleState, useTranslate } from 'ra-core';
import { useState } from 'react';
import { toast } from 'sonner';
import type { StaffMe } from '@/lib/validation/staff';
import { setCurrentMember } from '../auth-provider';
import { errorText, fieldOf, getDto, jsonBody } from '../http';
import { PasswordInput } from '../password-input';
import { Card, FieldRow, PageHead } from '../ui-kit';
import { ActionForm, TextField } from './account-form';
import { TotpCard } from './totp-card';

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
  const [failure, setFailure] = useState<Failure>(null);
  const member = identity as (StaffMe & { fullName: string }) | undefined;
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
  // The member as the server has it now (the cached one would keep showing the old 2FA state).
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
            <FieldRow label={t('account.currentPassword')} htmlFor="me-current" error={errorOf('currentPassword')}>
              <PasswordInput id="me-current" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
            </FieldRow>
            <FieldRow label={t('account.newPassword')} htmlFor="me-new" error={errorOf('newPassword')}>
              <PasswordInput id="me-new" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
            </FieldRow>
          </ActionForm>
        </Card>
        <TotpCard member={member} act={act} errorOf={errorOf} refreshMe={refreshMe} />
      </div>
    </>
  );
}
