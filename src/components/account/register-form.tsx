'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import type { z } from 'zod';
import { ApiRequestError } from '@/lib/api-client';
import { registerFormSchema, type RegisterForm as RegisterValues } from '@/lib/validation/account';
import type { GoogleProfile } from '@/stores/account-ui-store';
import { register as registerCall } from './account-api';
import { CaptchaField } from './captcha-field';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';
import { SexField } from './sex-field';
import { formField, useAccountMessage } from './use-account-message';
import { useCaptcha } from './use-captcha';
import { useCompleteSignIn } from './use-session';

type Output = z.output<typeof registerFormSchema>;
type Props = { variant: 'drawer' | 'dialog'; google?: { profile: GoogleProfile; token: string } | null };
const FIELDS = ['email', 'nick', 'companyName', 'pwd', 'checkPwd', 'sex', 'verifyCode'] as const;

/**
 * §3 register form. Drawer (and /register): with sex (default 0, R3.29). Centered dialog: no sex;
 * after an unregistered Google sign-in it arrives prefilled with name, email and picture (R4.45).
 */
export function RegisterForm({ variant, google }: Props) {
  const t = useTranslations('account');
  const locale = useLocale() === 'zh' ? 'zh' : 'en';
  const { tr, explain } = useAccountMessage();
  const completeSignIn = useCompleteSignIn();
  const { register, handleSubmit, setValue, setError, watch, formState } = useForm<RegisterValues, unknown, Output>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      email: google?.profile.email ?? '',
      nick: google?.profile.nick ?? '',
      companyName: '',
      pwd: '',
      checkPwd: '',
      sex: 0,
      verifyCode: '',
      verifyGuid: '',
      ...(google ? { wxhead: google.profile.wxhead || undefined, googleToken: google.token } : {}),
    },
  });
  const captcha = useCaptcha(
    (guid) => setValue('verifyGuid', guid),
    () => setValue('verifyCode', ''),
  );

  async function onSubmit(values: Output) {
    try {
      const dto = await registerCall(values, variant, locale);
      if (dto) return completeSignIn(dto, 'register');
      // R5.29: no response or no dto → nothing happens beyond a fresh captcha.
      captcha.refresh();
    } catch (error) {
      // §8: a failed registration shows the (translated) server message and refreshes the captcha.
      const message = explain(error, { 409: 'account.emailTaken', 429: 'account.tooManyAttempts', '400:verifyCode': 'account.captchaError' }, 'account.registerFailed');
      captcha.refresh();
      const field = error instanceof ApiRequestError ? formField(error.field) : undefined;
      const known = FIELDS.find((f) => f === field);
      if (known) setError(known, { message });
      toast.error(message);
    }
  }

  const { errors } = formState;
  const wxhead = google?.profile.wxhead;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-3.5" data-testid="register-form" data-variant={variant}>
      {wxhead && (
        <div className="flex items-center gap-3 rounded-md bg-paper p-3 text-sm">
          <img src={wxhead} alt="" width={48} height={48} referrerPolicy="no-referrer" className="size-12 rounded-full object-cover" data-testid="register-head" />
          <span>{t('googleContinue')}</span>
        </div>
      )}
      <FormField label={t('email')} type="email" autoComplete="email" error={tr(errors.email?.message)} data-testid="register-email" {...register('email')} />
      <FormField label={t('nick')} autoComplete="name" error={tr(errors.nick?.message)} data-testid="register-nick" {...register('nick')} />
      <FormField label={t('companyName')} autoComplete="organization" error={tr(errors.companyName?.message)} data-testid="register-company" {...register('companyName')} />
      <NewPasswordFields label={t('password')} testId="register" register={register} errors={errors} tr={tr} />
      {variant === 'drawer' && <SexField value={watch('sex') ?? 0} onChange={(sex) => setValue('sex', sex, { shouldValidate: true })} error={tr(errors.sex?.message)} />}
      <CaptchaField guid={captcha.guid} onRefresh={captcha.refresh} error={tr(errors.verifyCode?.message ?? errors.verifyGuid?.message)} {...register('verifyCode')} />
      <SubmitButton busy={formState.isSubmitting} testId="register-submit">
        {formState.isSubmitting ? t('registering') : t('register')}
      </SubmitButton>
    </form>
  );
}
