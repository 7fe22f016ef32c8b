'use client';

import { linkButton, primaryButton } from './form-styles';

interface Props {
  /** The step's name in the test ids: `reset-<step>-submit`, `reset-<step>-back`. */
  step: 'email' | 'code' | 'password';
  submitLabel: string;
  submitting: boolean;
  backLabel: string;
  onBack(): void;
  backDisabled?: boolean;
}

/** The foot of every §4 reset step: go on (submits the step's form) and "← back" to the step before. */
export function ResetStepButtons({ step, submitLabel, submitting, backLabel, onBack, backDisabled }: Props) {
  return (
    <>
      <button type="submit" disabled={submitting} className={primaryButton} data-testid={`reset-${step}-submit`}>
        {submitLabel}
      </button>
      <button type="button" onClick={onBack} disabled={backDisabled} className={linkButton} data-testid={`reset-${step}-back`}>
        ← {backLabel}
      </button>
    </>
  );
}
