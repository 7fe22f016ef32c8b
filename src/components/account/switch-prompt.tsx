'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { linkButton } from './form-styles';

/** Which way the prompt leads: to registering (under a login form) or to signing in (under a register form). */
const PROMPTS = {
  register: { prompt: 'noAccount', label: 'registerNow', testId: 'login-to-register' },
  login: { prompt: 'haveAccount', label: 'signInNow', testId: 'register-to-login' },
} as const;

type Props = { to: keyof typeof PROMPTS } & ({ href: string; onClick?: never } | { onClick(): void; href?: never });

/**
 * "No account? Register now" under a login form, "Have an account? Sign in" under a register
 * form: a link on the /login and /register pages, a button that swaps the overlay in the dialogs
 * and drawers.
 */
export function SwitchPrompt({ to, href, onClick }: Props) {
  const t = useTranslations('account');
  const { prompt, label, testId } = PROMPTS[to];
  return (
    <p className="text-center text-sm text-muted">
      {t(prompt)}{' '}
      {href !== undefined ? (
        <Link href={href} className={linkButton} data-testid={testId}>
          {t(label)}
        </Link>
      ) : (
        <button type="button" onClick={onClick} className={linkButton} data-testid={testId}>
          {t(label)}
        </button>
      )}
    </p>
  );
}
