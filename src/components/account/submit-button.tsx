import type { ReactNode } from 'react';
import { primaryButton } from './form-styles';

/** A form's full-width primary button, disabled while the form is sending. */
export function SubmitButton({ busy, testId, children }: { busy: boolean; testId: string; children: ReactNode }) {
  return (
    <button type="submit" disabled={busy} className={primaryButton} data-testid={testId}>
      {children}
    </button>
  );
}
