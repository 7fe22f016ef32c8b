'use client';

import { RefreshCw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes, Ref } from 'react';
import { captchaUrl } from './account-api';
import { FormField } from './form-field';

type Props = InputHTMLAttributes<HTMLInputElement> & { guid: string; onRefresh(): void; error?: string; ref?: Ref<HTMLInputElement> };

/** §3 captcha: the 4-digit picture for `guid` (a click takes a new one) and its input. */
export function CaptchaField({ guid, onRefresh, error, ref, ...input }: Props) {
  const t = useTranslations('account');
  const picture = (
    <button
      type="button"
      onClick={onRefresh}
      title={t('captchaRefresh')}
      aria-label={t('captchaRefresh')}
      className="relative h-11 w-28 shrink-0 overflow-hidden rounded-md border border-line bg-paper"
    >
      {guid ? (
        <img
          src={captchaUrl(guid)}
          alt={t('captchaAlt')}
          width={112}
          height={44}
          className="size-full object-contain"
          data-testid="captcha-image"
          data-guid={guid}
          // R8.27: a picture that fails to load is reported, and a click retries.
          onError={() => console.error(new Error('get NumberVerifyCode error'))}
        />
      ) : (
        <RefreshCw size={16} className="mx-auto animate-spin text-muted" aria-hidden="true" />
      )}
    </button>
  );
  return (
    <FormField
      ref={ref}
      label={t('captcha')}
      placeholder={t('captchaPlaceholder')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={8}
      error={error}
      trailing={picture}
      data-testid="captcha-input"
      {...input}
    />
  );
}
