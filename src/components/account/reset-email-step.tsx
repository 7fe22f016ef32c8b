'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { resetEmailFormSchema } from '@/lib/validation/account';
import { sendResetEmail } from './account-api';
import { FormField } from './form-field';
import type { ResetFlow } from './reset-flow';
import { ResetStepButtons } from './reset-step-buttons';
import { useAccountMessage } from './use-account-message';

/** §4 reset step 2: the email the code goes to (ResetPwdByEmail, language EN or empty). */
export function ResetEmailStep({ flow }: { flow: ResetFlow }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const { tr, explain } = useAccountMessage();
  const { register, handleSubmit, setValue, formState } = useForm<{ email: string }>({
    resolver: zodResolver(resetEmailFormSchema),
    defaultValues: { email: flow.email },
  });
  // A reset link that failed its check lands here with the email prefilled (R4.39).
  useEffect(() => setValue('email', flow.email), [flow.email, setValue]);

  async function onSubmit({ email }: { email: string }) {
    try {
      await sendResetEmail(email, locale);
      toast.success(t('sendEmailSuccess'));
      flow.go({ email, code: '', step: 'code', sentAt: Date.now() });
    } catch (error) {
      toast.error(explain(error, { 429: 'account.tooManyAttempts' }, 'account.sendEmailFailed'));
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" data-testid="reset-email-form">
      <p className="text-sm text-muted">{t('resetEmailLead')}</p>
      <FormField label={t('email')} type="email" autoComplete="email" error={tr(formState.errors.email?.message)} data-testid="reset-email" {...register('email')} />
      <ResetStepButtons flow={flow} step="email" submitting={formState.isSubmitting} />
    </form>
  );
}
