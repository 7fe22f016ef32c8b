'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import type { z } from 'zod';
import { FormField } from '@/components/account/form-field';
import { SubmitButton } from '@/components/account/submit-button';
import { useAccountMessage } from '@/components/account/use-account-message';
import { useRouter } from '@/i18n/navigation';
import { apiPost, ApiRequestError } from '@/lib/api-client';
import { accessCodeFormSchema, type AccessCodeForm as FormInput } from '@/lib/validation/access';
import { afterAccessCode, useAreaStore } from './area-state';

type Output = z.output<typeof accessCodeFormSchema>;

/**
 * §4 / R7.15: the access code unlocks this address (UseSafeIp); then the visitor goes to the page
 * the server's gate stopped them at (`from`, ADR 0046), else home.
 */
export function AccessCodeForm() {
  const t = useTranslations('accessCode');
  const router = useRouter();
  const { tr, explain } = useAccountMessage();
  const { register, handleSubmit, setError, formState } = useForm<FormInput, unknown, Output>({
    resolver: zodResolver(accessCodeFormSchema),
    defaultValues: { accessCode: '' },
  });

  async function onSubmit({ accessCode }: Output) {
    try {
      await apiPost('/api/AreaLimit/UseSafeIp', { accessCode });
      useAreaStore.getState().setRestricted(false);
      toast.success(t('unlocked'));
      router.replace(afterAccessCode());
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status >= 500) console.error(new Error('UseSafeIp error', { cause: error }));
      setError('accessCode', { message: explain(error, { '400:accessCode': 'accessCode.wrong', 429: 'accessCode.tooMany' }, 'accessCode.failed') });
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="max-w-[44rem] space-y-4" data-testid="access-code-form">
      <FormField
        label={t('label')}
        placeholder={t('placeholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={tr(formState.errors.accessCode?.message)}
        data-testid="access-code-input"
        {...register('accessCode')}
      />
      <SubmitButton busy={formState.isSubmitting} testId="access-code-submit">
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
