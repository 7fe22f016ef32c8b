'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { newPasswordFormSchema } from '@/lib/validation/account';
import { resetPassword } from './account-api';
import { NewPasswordFields } from './new-password-fields';
import type { ResetFlow } from './reset-flow';
import { ResetStepButtons } from './reset-step-buttons';
import { useAccountMessage } from './use-account-message';

type Values = { pwd: string; checkPwd: string };

/** §4 reset step 4: the new password (not empty, §5); success goes back to step 1, sign in. */
export function ResetPasswordStep({ flow }: { flow: ResetFlow }) {
  const t = useTranslations('account');
  const { tr } = useAccountMessage();
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { pwd: '', checkPwd: '' },
  });

  async function onSubmit({ pwd }: Values) {
    try {
      await resetPassword(flow.email, flow.code, pwd);
      toast.success(t('setPwdSuccess'));
      reset();
      flow.go({ step: 'signIn', code: '', sentAt: null });
    } catch {
      toast.error(t('setPwdFailed'));
    }
  }

  // §5: an empty new password warns (besides the message under the field).
  const onInvalid = (errors: typeof formState.errors) => {
    if (errors.pwd?.message === 'account.pwdRequired') toast.warning(t('pwdRequired'));
  };

  const { errors } = formState;
  return (
    <form onSubmit={handleSubmit(onSubmit, onInvalid)} noValidate className="space-y-4" data-testid="reset-password-form">
      <p className="text-sm text-muted">{t('newPasswordLead', { email: flow.email })}</p>
      <NewPasswordFields label={t('newPassword')} testId="reset" register={register} errors={errors} tr={tr} />
      <ResetStepButtons flow={flow} step="password" submitting={formState.isSubmitting} />
    </form>
  );
}
