'use client';

import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { StaffMe, StaffTotpOn, StaffTotpStart } from '@/lib/validation/staff';
import { getDto, jsonBody, statusOf } from '../http';
import { PasswordInput } from '../password-input';
import { Badge, Button, Card, FieldRow } from '../ui-kit';
import { ActionForm, TextField, type Act } from './account-form';

// The second factor on My account. Its state is the server's (GET /api/admin/me `totpOn`), read
// again after every change, so the badge and the offered action cannot disagree with the staff
// list. Switching on: start → the secret → a code of it → on, then the recovery codes once.
// Switching off asks for the password and a current code (or an unused recovery code).

const NO_OFF = { password: '', code: '' };

export function TotpCard({ member, act, errorOf, refreshMe }: { member: StaffMe; act: Act; errorOf: (field: string) => string | undefined; refreshMe: () => Promise<void> }) {
  const t = useTranslate();
  const [pending, setPending] = useState<StaffTotpStart | null>(null);
  const [code, setCode] = useState('');
  // Switching off: the password and a current (or recovery) code, sent as they are.
  const [off, setOff] = useState(NO_OFF);
  const [recovery, setRecovery] = useState<string[] | null>(null);

  const start = () =>
    act(async () => {
      try {
        setPending(await getDto<StaffTotpStart>('/me/totp', { method: 'POST' }));
      } catch (error) {
        // Already on (switched on in another tab): show the truth instead of failing silently.
        if (statusOf(error) === 409) return void (await refreshMe());
        throw error;
      }
    }, t('account.totpStart'));

  const confirm = () =>
    act(async () => {
      const on = await getDto<StaffTotpOn>('/me/totp', { method: 'PUT', body: jsonBody({ code }) });
      setPending(null);
      setCode('');
      setRecovery(on.recoveryCodes);
      await refreshMe();
    }, t('account.totpOn'));

  const afterOff = async () => {
    setOff(NO_OFF);
    setRecovery(null);
    await refreshMe();
  };
  const switchOff = () => act(() => getDto('/me/totp', { method: 'DELETE', body: jsonBody(off) }).then(afterOff), t('account.totpTurnedOff'));

  const badge = member.totpOn ? (
    <Badge tone="green" testId="totp-state">
      {t('account.totpOn')}
    </Badge>
  ) : (
    <Badge testId="totp-state">{t('account.totpOff')}</Badge>
  );

  const offCodeWords = { label: t('account.totpOffCode'), hint: t('account.totpOffHint') };
  return (
    <Card title={t('account.totp')} actions={badge}>
      {recovery ? (
        <div className="a-stack" data-testid="recovery-codes">
          <h3 className="a-h3">{t('account.recoveryTitle')}</h3>
          <p className="a-sub">{t('account.recoveryText')}</p>
          <ul className="a-recovery">
            {recovery.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
          <Button onClick={() => setRecovery(null)}>{t('account.recoverySaved')}</Button>
        </div>
      ) : member.totpOn ? (
        <ActionForm onSubmit={switchOff} submit={t('account.totpDisable')} tone="danger" testId="totp-off-submit">
          <p className="a-sub">{t('account.totpOnText')}</p>
          <FieldRow label={t('login.password')} htmlFor="totp-off-password" error={errorOf('password')}>
            <PasswordInput id="totp-off-password" autoComplete="current-password" value={off.password} onChange={(e) => setOff({ ...off, password: e.target.value })} />
          </FieldRow>
          <TextField id="totp-off-code" {...offCodeWords} error={errorOf('code')} autoComplete="one-time-code" value={off.code} onValue={(c) => setOff({ ...off, code: c })} />
        </ActionForm>
      ) : pending ? (
        <ActionForm onSubmit={confirm} submit={t('account.totpConfirm')} testId="totp-confirm">
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
        <div className="a-stack">
          <p className="a-sub">{t('account.totpOffText')}</p>
          <Button onClick={() => void start()} data-testid="totp-start">
            {t('account.totpStart')}
          </Button>
        </div>
      )}
    </Card>
  );
}
