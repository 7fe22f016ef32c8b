'use client';

import { useCallback, useEffect, useState } from 'react';
import { INITIAL_FLOW, useAccountUiStore, type ResetFlowState } from '@/stores/account-ui-store';

/** The reset flow as its steps see it: where it stands and how to move it. */
export interface ResetFlow extends ResetFlowState {
  go(patch: Partial<ResetFlowState>): void;
}

/** §9 / R4.40: the resend countdown is 60 s. */
export const RESEND_SECONDS = 60;

/** The centered login dialog's flow lives in the account UI store (a reset link can open it). */
export function useDialogFlow(): ResetFlow {
  const flow = useAccountUiStore((s) => s.flow);
  const go = useAccountUiStore((s) => s.setFlow);
  return { ...flow, go };
}

/** The /forget and /reset pages keep their own flow. */
export function usePageFlow(initial: Partial<ResetFlowState>): ResetFlow {
  const [flow, setFlow] = useState<ResetFlowState>({ ...INITIAL_FLOW, ...initial });
  const go = useCallback((patch: Partial<ResetFlowState>) => setFlow((f) => ({ ...f, ...patch })), []);
  return { ...flow, go };
}

/** Seconds left of the resend countdown started at `sentAt` (0 when none runs). */
export function useCountdown(sentAt: number | null): number {
  const left = () => (sentAt === null ? 0 : Math.max(0, Math.ceil((sentAt + RESEND_SECONDS * 1000 - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (sentAt === null) return;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` only reads sentAt
  }, [sentAt]);
  return seconds;
}
