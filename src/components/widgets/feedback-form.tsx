'use client';

import { useTranslations } from 'next-intl';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import type { z } from 'zod';
import { FormField, inputClass, primaryButton } from '@/components/account/form-field';
import { apiPost, ApiRequestError } from '@/lib/api-client';
import type { feedbackFormSchema, FeedbackForm as FeedbackValues } from '@/lib/validation/feedback';

type Parsed = z.output<typeof feedbackFormSchema>;

// Browser budget: the history panel is in every page's layout, so the zod schema loads
// with the first validation (the first submit) rather than with the page.
const feedbackResolver: Resolver<FeedbackValues, unknown, Parsed> = async (values, context, options) => {
  const [{ zodResolver }, { feedbackFormSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/validation/feedback')]);
  return zodResolver(feedbackFormSchema)(values, context, options);
};

/**
 * §2 feedback/contact form of the browsing-history panel (R1.15, R2.80): POST /api/Feedback
 * (R7.38, R7.39). Empty text warns and is not sent (§5, R5.27); success 'Submitted successfully！'
 * (R7.95); a failure shows a message (§8, R8.16).
 */
export function FeedbackForm({ onSent }: { onSent?: () => void }) {
  const t = useTranslations('feedback');
  const tm = useTranslations();
  const { register, handleSubmit, reset, formState } = useForm<FeedbackValues, unknown, Parsed>({
    resolver: feedbackResolver,
    defaultValues: { content: '', name: '', email: '', phone: '' },
  });
  // Schema messages are message keys (feedback.contentRequired, message.mailRule, ...).
  const message = (key: string | undefined) => (key ? tm(key as Parameters<typeof tm>[0]) : undefined);

  async function onSubmit(values: Parsed) {
    const body = {
      content: values.content,
      name: values.name || undefined,
      email: values.email || undefined,
      phone: values.phone || undefined,
      pageUrl: `${location.pathname}${location.search}`.slice(0, 500),
    };
    try {
      await apiPost('/api/Feedback', body);
      toast.success(t('submitted'));
      reset();
      onSent?.();
    } catch (error) {
      console.error(new Error('Failed to submit feedback.', { cause: error }));
      // §8: one failure message; a 429 (too many) says so.
      toast.error(error instanceof ApiRequestError && error.status === 429 ? t('tooMany') : t('failed'));
    }
  }

  const { errors } = formState;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-3" data-testid="feedback-form">
      <div className="space-y-1">
        <label htmlFor="feedback-content" className="block text-sm font-medium">
          {t('content')}
        </label>
        <textarea
          id="feedback-content"
          rows={3}
          placeholder={t('contentPlaceholder')}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? 'feedback-content-error' : undefined}
          className={`${inputClass} h-auto py-2`}
          {...register('content')}
        />
        {errors.content && (
          <p id="feedback-content-error" role="alert" className="text-xs text-brand">
            {message(errors.content.message)}
          </p>
        )}
      </div>
      <FormField label={t('name')} autoComplete="name" error={message(errors.name?.message)} {...register('name')} />
      <FormField label={t('email')} type="email" autoComplete="email" error={message(errors.email?.message)} {...register('email')} />
      <FormField label={t('phone')} type="tel" autoComplete="tel" error={message(errors.phone?.message)} {...register('phone')} />
      <button type="submit" disabled={formState.isSubmitting} className={primaryButton}>
        {t('submit')}
      </button>
    </form>
  );
}
