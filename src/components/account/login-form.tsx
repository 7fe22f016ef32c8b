'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import type { z } from 'zod';
import { ApiRequestError } from '@/lib/api-client';
import { loginFormSchema, type LoginForm as LoginValues } from '@/lib/validation/account';
import { login } from './account-api';
import { CaptchaField } from './captcha-field';
import { FormField } from './form-field';
import { primaryButton } from './form-styles';
import { formField, useAccountMessage } from './use-account-message';
import { useCaptcha } from './use-captcha';
import { useCompleteSignIn } from './use-session';

type Props = { defaultEmail?: string; forgot?: ReactNode };

/** §3 login form: email, pwd, verifyCode, verifyGuid, autoLogin (default true, R3.27). */
export function LoginForm({ defaultEmail = '', forgot }: Props) {
  const t = useTranslations('account');
  const { tr, explain } = useAccountMessage();
  const completeSignIn = useCompleteSignIn();
  const { register, handleSubmit, setValue, setError, formState } = useForm<LoginValues, unknown, z.output<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: defaultEmail, pwd: '', verifyCode: '', verifyGuid: '', autoLogin: true },
  });
  const captcha = useCaptcha(
    (guid) => setValue('verifyGuid', guid),
    () => setValue('verifyCode', ''),
  );

  async function onSubmit(values: z.output<typeof loginFormSchema>) {
    try {
      completeSignIn(await login(values), 'login');
    } catch (error) {
      const message = explain(error, { 401: 'account.wrongPassword', 429: 'account.tooManyAttempts', '400:verifyCode': 'account.captchaError' }, 'account.loginFailed');
      // §8: a failed login refreshes the captcha and clears its input.
      captcha.refresh();
      const field = error instanceof ApiRequestError ? formField(error.field) : undefined;
      if (field === 'email' || field === 'pwd' || field === 'verifyCode') setError(field, { message });
      toast.error(message);
    }
  }

  const { errors } = formState;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" data-testid="login-form">
      <FormField label={t('email')} type="email" autoComplete="email" error={tr(errors.email?.message)} data-testid="login-email" {...register('email')} />
      <FormField label={t('password')} type="password" autoComplete="current-password" error={tr(errors.pwd?.message)} data-testid="login-password" {...register('pwd')} />
      <CaptchaField guid={captcha.guid} onRefresh={captcha.refresh} error={tr(errors.verifyCode?.message ?? errors.verifyGuid?.message)} {...register('verifyCode')} />
      <div className="flex items-center justify-between gap-4 text-sm">
        <label className="flex cursor-pointer items-center gap-2">
          <input type="checkbox" className="size-4 accent-brand" data-testid="login-auto" {...register('autoLogin')} />
          {t('autoLogin')}
        </label>
        {forgot}
      </div>
      <button type="submit" disabled={formState.isSubmitting} className={primaryButton} data-testid="login-submit">
        {formState.isSubmitting ? t('signingIn') : t('signIn')}
      </button>
    </form>
  );
}
