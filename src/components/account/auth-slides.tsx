'use client';

import { useTranslations } from 'next-intl';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { LoginStep } from '@/stores/account-ui-store';
import { linkButton } from './form-styles';
import { GoogleButton } from './google-button';
import { LoginForm } from './login-form';
import type { ResetFlow } from './reset-flow';
import { ResetCodeStep } from './reset-code-step';
import { ResetEmailStep } from './reset-email-step';
import { ResetPasswordStep } from './reset-password-step';

export const STEPS: readonly LoginStep[] = ['signIn', 'email', 'code', 'newPassword'];
export const STEP_TITLES = { signIn: 'signInTitle', email: 'forgotTitle', code: 'codeTitle', newPassword: 'newPasswordTitle' } as const;

/** `heading`: each step's own title (the dialog shows it in its title bar instead). */
type Props = { flow: ResetFlow; googleClientId?: string; signInFooter?: ReactNode; heading?: boolean };

/**
 * §4 sign-in and the four reset steps side by side; the visible one slides in (R4.43). The login
 * dialog, /forget and /reset share it. Hidden steps are inert (no focus, no screen reader).
 */
export function AuthSlides({ flow, googleClientId, signInFooter, heading = true }: Props) {
  const t = useTranslations('account');
  const index = STEPS.indexOf(flow.step);
  const height = useActiveHeight(index);
  const panels: Record<LoginStep, ReactNode> = {
    signIn: (
      <div className="space-y-4">
        <LoginForm
          key={flow.email}
          defaultEmail={flow.email}
          forgot={
            <button type="button" onClick={() => flow.go({ step: 'email' })} className={linkButton} data-testid="login-to-forgot">
              {t('forgot')}
            </button>
          }
        />
        {googleClientId && (
          <>
            <div className="flex items-center gap-3 text-xs text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">{t('or')}</div>
            <GoogleButton clientId={googleClientId} />
          </>
        )}
        {signInFooter}
      </div>
    ),
    email: <ResetEmailStep flow={flow} />,
    code: <ResetCodeStep flow={flow} active={flow.step === 'code'} />,
    newPassword: <ResetPasswordStep flow={flow} />,
  };
  return (
    <div
      className="overflow-hidden transition-[height] duration-300 ease-out"
      style={{ height: height.value }}
      // Focusing a field of a step still sliding in would scroll this frame sideways: keep it at 0.
      onScroll={(event) => {
        event.currentTarget.scrollLeft = 0;
      }}
      data-testid="auth-slides"
      data-step={flow.step}
    >
      <div className="flex w-[400%] items-start transition-transform duration-300 ease-out" style={{ transform: `translateX(-${index * 25}%)` }}>
        {STEPS.map((step, i) => (
          <section key={step} ref={height.refs[i]} className="w-1/4 shrink-0 px-1" inert={step !== flow.step} aria-hidden={step !== flow.step} data-testid={`step-${step}`}>
            {heading && <h2 className="mb-4 text-xl font-semibold">{t(STEP_TITLES[step])}</h2>}
            {panels[step]}
          </section>
        ))}
      </div>
    </div>
  );
}

/** The frame takes the height of the visible step (a short step leaves no empty space below). */
function useActiveHeight(index: number) {
  const refs = useRef(STEPS.map(() => ({ current: null as HTMLElement | null }))).current;
  const [value, setValue] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const panel = refs[index]?.current;
    if (!panel) return;
    const observer = new ResizeObserver(() => setValue(panel.offsetHeight));
    observer.observe(panel);
    setValue(panel.offsetHeight);
    return () => observer.disconnect();
  }, [index, refs]);
  return { refs, value };
}
