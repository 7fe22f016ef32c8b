'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { addActiveTime, countView, readCounts, shouldPrompt, useFloatingPanel, writeCounts, type PromptCounts } from '@/stores/feedback-prompt-store';
import { useUserStore } from '@/stores/user-store';

const TICK_MS = 1000;

/**
 * Stores the new counts and, when the rules say so (then never again), raises the feedback card
 * that expands into the panel (not the panel itself, which covered the page).
 */
function apply(counts: PromptCounts, pathname: string) {
  const signedIn = useUserStore.getState().user?.isLogin === true;
  if (shouldPrompt(counts, { signedIn, pathname })) {
    writeCounts({ ...counts, shown: true });
    useFloatingPanel.getState().setNudge(true);
  } else {
    writeCounts(counts);
  }
}

/**
 * §2 feedback prompt (R2.82–R2.86): counts page views (loads and client navigations) and active
 * time in sessionStorage and prompts for feedback once per session. Active time is summed
 * from clock deltas while the page is visible, so a hidden tab adds nothing (R2.84) and a test
 * can move the clock (Playwright `page.clock`).
 */
export function FeedbackPrompt() {
  const pathname = usePathname();
  const pathRef = useRef(pathname);

  useEffect(() => {
    pathRef.current = pathname;
    apply(countView(readCounts()), pathname);
  }, [pathname]);

  useEffect(() => {
    let last = performance.now();
    const visible = () => document.visibilityState === 'visible';
    // Adds the time since the last tick; `wasVisible` says whether the tab was shown meanwhile.
    const tick = (wasVisible: boolean) => {
      const now = performance.now();
      const elapsed = now - last;
      last = now;
      if (wasVisible && elapsed > 0) apply(addActiveTime(readCounts(), elapsed, true), pathRef.current);
    };
    // Going hidden: count up to now, then stop; shown again: restart the clock from now.
    const onVisibility = () => (visible() ? (last = performance.now()) : tick(true));
    const timer = setInterval(() => tick(visible()), TICK_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return null;
}
