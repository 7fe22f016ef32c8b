'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import type { z } from 'zod';
import { useRouter } from '@/i18n/navigation';
import { ApiRequestError } from '@/lib/api-client';
import { changePwdFormSchema, type ChangePwdForm } from '@/lib/validation/account';
import { useUserStore } from '@/stores/user-store';
import { changePassword } from './account-api';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';
import { useAccountMessage } from './use-account-message';

type Output = z.output<typeof changePwdFormSchema>;

/** §1 / R1.24 change password (signed in): current password, new one, confirmation (R7.30). */
export function ChangePasswordForm() {
  const t = useTranslations('account');
  const tm = useTranslations('message');
  const router = useRouter();
  const { tr, explain } = useAccountMessage();
  const { register, handleSubmit, reset, setError, formState } = useForm<ChangePwdForm, unknown, Output>({
    resolver: zodResolver(changePwdFormSchema),
    defaultValues: { oldPwd: '', pwd: '', checkPwd: '' },
  });

  async function onSubmit({ oldPwd, pwd, checkPwd }: Output) {
    try {
      await changePassword(oldPwd, pwd, checkPwd);
      toast.success(t('changePwdSuccess'));
      reset();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) {
        // The server session is gone: signed out, as the route guard would have it.
        useUserStore.getState().logout();
        toast.warning(tm('loginFirst'), { id: 'login-first' });
        return router.replace('/');
      }
      if (!(error instanceof ApiRequestError) || error.status >= 500) console.error(new Error('changePassword error', { cause: error }));
      const message = explain(error, { '400:oldPwd': 'account.oldPwdWrong', 429: 'account.tooManyAttempts' }, 'account.changePwdFailed');
      if (error instanceof ApiRequestError && (error.field === 'oldPwd' || error.field === 'pwd' || error.field === 'checkPwd')) setError(error.field, { message });
      toast.error(message);
    }
  }

  const { errors } = formState;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" data-testid="change-password-form">
      <FormField
        label={t('oldPassword')}
        type="password"
        autoComplete="current-password"
        error={tr(errors.oldPwd?.message)}
        data-testid="change-old-password"
        {...register('oldPwd')}
      />
      <NewPasswordFields label={t('newPassword')} testId="change" register={register} errors={errors} tr={tr} />
      <SubmitButton busy={formState.isSubmitting} testId="change-password-submit">
        {t('changePassword')}
      </SubmitButton>
    </form>
  );
}
