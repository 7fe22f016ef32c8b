'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { resetCodeSchema } from '@/lib/validation/account';
import { checkResetCode, sendResetEmail } from './account-api';
import { CodeInput } from './code-input';
import { linkButton } from './form-styles';
import { useCountdown, type ResetFlow } from './reset-flow';
import { ResetStepButtons } from './reset-step-buttons';

/**
 * §4 reset step 3: the six-character code. Resend after the 60 s countdown (then a retrieve link
 * appears, R4.41); Back returns to step 2 only when no countdown runs (R4.37).
 */
export function ResetCodeStep({ flow, active }: { flow: ResetFlow; active: boolean }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const seconds = useCountdown(flow.sentAt);
  const [code, setCode] = useState(flow.code);
  const [busy, setBusy] = useState(false);
  useEffect(() => setCode(flow.code), [flow.code, flow.sentAt]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = resetCodeSchema.safeParse(code);
    // §5: fewer than 6 characters warns 'enter a 6-digit code'.
    if (!parsed.success) return void toast.warning(t('codeLength'));
    setBusy(true);
    try {
      await checkResetCode(flow.email, parsed.data);
      toast.success(t('codePassed'));
      flow.go({ code: parsed.data, step: 'newPassword' });
    } catch {
      toast.error(t('codeError'));
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setBusy(true);
    try {
      await sendResetEmail(flow.email, locale);
      toast.success(t('sendEmailSuccess'));
      flow.go({ sentAt: Date.now() });
    } catch {
      toast.error(t('sendEmailFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="reset-code-form">
      <p className="text-sm text-muted">{t('codeSentTo', { email: flow.email })}</p>
      {active && <CodeInput value={code} onChange={setCode} label={t('code')} autoFocus />}
      <div className="flex min-h-6 items-center justify-end text-sm">
        {seconds > 0 ? (
          <span className="text-muted" data-testid="reset-countdown">
            {t('resendIn', { seconds })}
          </span>
        ) : (
          <button type="button" onClick={resend} disabled={busy} className={linkButton} data-testid="reset-resend">
            {t('retrieveCode')}
          </button>
        )}
      </div>
      <ResetStepButtons flow={flow} step="code" submitting={busy} backDisabled={seconds > 0} />
    </form>
  );
}
