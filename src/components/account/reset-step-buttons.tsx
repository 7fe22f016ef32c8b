'use client';

import { useTranslations } from 'next-intl';
import type { LoginStep } from '@/stores/account-ui-store';
import { linkButton, primaryButton } from './form-styles';
import type { ResetFlow } from './reset-flow';

/** Per reset step (by its name in the test ids): the labels of its two buttons and the step "back" returns to. */
const STEPS = {
  email: { submit: 'sendCode', back: 'backToSignIn', backTo: 'signIn' },
  code: { submit: 'verify', back: 'back', backTo: 'email' },
  password: { submit: 'setPassword', back: 'back', backTo: 'code' },
} as const satisfies Record<string, { submit: string; back: string; backTo: LoginStep }>;

interface Props {
  flow: ResetFlow;
  /** `reset-<step>-submit`, `reset-<step>-back`. */
  step: keyof typeof STEPS;
  submitting: boolean;
  backDisabled?: boolean;
}

/** The foot of every §4 reset step: go on (submits the step's form) and "← back" to the step before. */
export function ResetStepButtons({ flow, step, submitting, backDisabled }: Props) {
  const t = useTranslations('account');
  const { submit, back, backTo } = STEPS[step];
  return (
    <>
      <button type="submit" disabled={submitting} className={primaryButton} data-testid={`reset-${step}-submit`}>
        {t(submit)}
      </button>
      <button type="button" onClick={() => flow.go({ step: backTo })} disabled={backDisabled} className={linkButton} data-testid={`reset-${step}-back`}>
        ← {t(back)}
      </button>
    </>
  );
}
