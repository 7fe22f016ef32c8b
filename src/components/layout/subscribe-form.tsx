'use client';

import { useTranslations } from 'next-intl';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import type { SubscribeForm as SubscribeValues } from '@/lib/validation/subscribe';

// Issue 7 §2 browser budget: the footer is on every page, so its zod schema loads with the first
// validation (the first submit) rather than with the page.
const subscribeResolver: Resolver<SubscribeValues> = async (values, context, options) => {
  const [{ zodResolver }, { subscribeFormSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/validation/subscribe')]);
  return zodResolver(subscribeFormSchema)(values, context, options);
};

/** §2 footer subscribe: the §5 email rule (R5.07), 'Subscribe email successfully!' (R8.14). */
export function SubscribeForm() {
  const t = useTranslations('footer');
  const tm = useTranslations();
  const { register, handleSubmit, reset, formState } = useForm<SubscribeValues>({
    resolver: subscribeResolver,
    defaultValues: { email: '' },
  });

  async function onSubmit(values: SubscribeValues) {
    const response = await fetch('/api/SubscribeMail/AddSubscribeMail', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: values.email, deviceCode: localStorage.getItem('deviceCode') ?? '' }),
    }).catch(() => null);
    if (response?.ok) {
      toast.success(t('subscribeSuccess'));
      reset();
    } else {
      toast.error(tm('errors.title'));
    }
  }

  const error = formState.errors.email?.message;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-2" data-testid="subscribe-form">
      <label htmlFor="subscribe-email" className="block text-sm text-white/75">{t('subscribeTitle')}</label>
      <div className="flex overflow-hidden rounded-md bg-white">
        <input
          id="subscribe-email"
          type="email"
          placeholder={t('subscribeLabel')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'subscribe-error' : undefined}
          className="h-10 min-w-0 flex-1 px-3 text-sm text-ink outline-none"
          {...register('email')}
        />
        <button type="submit" disabled={formState.isSubmitting} className="bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-60">
          {t('subscribeButton')}
        </button>
      </div>
      {error && (
        <p id="subscribe-error" role="alert" className="text-xs text-[#ffb3bf]">
          {tm('message.mailRule')}
        </p>
      )}
    </form>
  );
}
