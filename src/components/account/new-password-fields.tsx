'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';

type Field = 'pwd' | 'checkPwd';

interface Props {
  /** 'New password' or, when registering, 'Password'. */
  label: string;
  /** Test ids `<testId>-password` and `<testId>-check-password`. */
  testId: string;
  /** The form's `register` and `formState.errors`, and how its message keys are translated. */
  register(name: Field): UseFormRegisterReturn;
  errors: Partial<Record<Field, { message?: string }>>;
  tr(key: string | undefined): string | undefined;
}

/** §5's new password and its confirmation, as registering, resetting and changing a password ask for them. */
export function NewPasswordFields({ label, testId, register, errors, tr }: Props) {
  const t = useTranslations('account');
  const field = (name: Field) => ({ type: 'password', autoComplete: 'new-password', error: tr(errors[name]?.message), ...register(name) });
  return (
    <>
      <FormField label={label} placeholder={t('pwdHint')} data-testid={`${testId}-password`} {...field('pwd')} />
      <FormField label={t('checkPwd')} data-testid={`${testId}-check-password`} {...field('checkPwd')} />
    </>
  );
}
