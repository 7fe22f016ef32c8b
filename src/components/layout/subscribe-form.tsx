'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';

// Browser budget: the footer is on every page, so it carries no form library; its zod
// schema (the §5 rule, shared with the API) loads with the first validation, i.e. the first submit.
async function emailError(email: string): Promise<boolean> {
  const { subscribeFormSchema } = await import('@/lib/validation/subscribe');
  return !subscribeFormSchema.safeParse({ email }).success;
}

/** §2 footer subscribe: the §5 email rule (R5.07), 'Subscribe email successfully!' (R8.14). */
export function SubscribeForm() {
  const t = useTranslations('footer');
  const tm = useTranslations();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  // As react-hook-form did: validated on submit, then again on every change once it has failed.
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setSending(true);
    try {
      const bad = await emailError(email);
      setInvalid(bad);
      if (bad) return;
      const response = await fetch('/api/SubscribeMail/AddSubscribeMail', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: email.trim(), deviceCode: localStorage.getItem('deviceCode') ?? '' }),
      }).catch(() => null);
      if (response?.ok) {
        toast.success(t('subscribeSuccess'));
        setEmail('');
        setSubmitted(false);
      } else {
        toast.error(tm('errors.title'));
      }
    } finally {
      setSending(false);
    }
  }

  function onChange(value: string) {
    setEmail(value);
    if (submitted) void emailError(value).then(setInvalid);
  }

  return (
    // No unrequested card (the feedback prompt) lies over the subscribe field and button.
    <form onSubmit={onSubmit} noValidate className="space-y-2" data-testid="subscribe-form" data-keep-clear="">
      <label htmlFor="subscribe-email" className="block text-sm text-white/75">
        {t('subscribeTitle')}
      </label>
      <div className="flex overflow-hidden rounded-md bg-white">
        <input
          id="subscribe-email"
          name="email"
          type="email"
          value={email}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('subscribeLabel')}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? 'subscribe-error' : undefined}
          className="h-10 min-w-0 flex-1 px-3 text-sm text-ink outline-none"
        />
        <button type="submit" disabled={sending} className="bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-60">
          {t('subscribeButton')}
        </button>
      </div>
      {invalid && (
        <p id="subscribe-error" role="alert" className="text-xs text-[#ffb3bf]">
          {tm('message.mailRule')}
        </p>
      )}
    </form>
  );
}
