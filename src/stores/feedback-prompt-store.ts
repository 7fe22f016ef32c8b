import { create } from 'zustand';

/**
 * §2 / §9 feedback prompt (R2.82–R2.86, R9.19, R9.20): the feedback panel opens by itself for a
 * signed-out visitor after the 5th page view or more than 500 s of active (visible) time, never
 * when signed in or on /contact, and at most once per browser session. The counts live in
 * sessionStorage so full loads and client navigations share them; the rules below are pure.
 */
export const PROMPT_PAGE_VIEWS = 5;
export const PROMPT_ACTIVE_MS = 500_000;
export const PROMPT_STORAGE_KEY = 'feedbackPrompt';

export interface PromptCounts {
  views: number;
  activeMs: number;
  /** Once the panel has opened by itself, it never does again in this session. */
  shown: boolean;
}

export const EMPTY_COUNTS: PromptCounts = { views: 0, activeMs: 0, shown: false };

/** `/contact` and `/zh/contact` (any case, optional trailing slash). */
export function isContactPath(pathname: string): boolean {
  return /^(\/zh)?\/contact\/?$/i.test(pathname);
}

export function countView(counts: PromptCounts): PromptCounts {
  return { ...counts, views: counts.views + 1 };
}

/** R2.84: time while the tab is hidden does not count. */
export function addActiveTime(counts: PromptCounts, elapsedMs: number, visible: boolean): PromptCounts {
  if (!visible || !(elapsedMs > 0)) return counts;
  return { ...counts, activeMs: counts.activeMs + elapsedMs };
}

/**
 * True when the panel should open now. On /contact (or while signed in) the prompt waits: a
 * visitor who reaches the threshold there gets it on the next other page of a signed-out visit.
 */
export function shouldPrompt(counts: PromptCounts, context: { signedIn: boolean; pathname: string }): boolean {
  if (counts.shown || context.signedIn || isContactPath(context.pathname)) return false;
  return counts.views >= PROMPT_PAGE_VIEWS || counts.activeMs > PROMPT_ACTIVE_MS;
}

export function parseCounts(raw: string | null): PromptCounts {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<PromptCounts> | null;
    if (!value || typeof value !== 'object') return EMPTY_COUNTS;
    const num = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : 0);
    return { views: num(value.views), activeMs: num(value.activeMs), shown: value.shown === true };
  } catch {
    return EMPTY_COUNTS;
  }
}

export function readCounts(): PromptCounts {
  try {
    return parseCounts(sessionStorage.getItem(PROMPT_STORAGE_KEY));
  } catch {
    return EMPTY_COUNTS;
  }
}

export function writeCounts(counts: PromptCounts): void {
  try {
    sessionStorage.setItem(PROMPT_STORAGE_KEY, JSON.stringify(counts));
  } catch {
    // Storage full or blocked: the prompt simply counts this page only.
  }
}

/** Which floating panel is open (one at a time). */
type Panel = 'history' | null;

interface FloatingPanelState {
  open: Panel;
  /** Opened from the prompt's "Leave feedback": focus goes straight to the message field. */
  toForm: boolean;
  /**
   * The prompt (R2.82, R2.83) no longer opens the panel over the page. It raises
   * this corner card instead, which covers nothing the visitor is using and expands into the
   * panel on click; the panel itself only ever opens at the visitor's request.
   */
  nudge: boolean;
  setOpen(panel: Panel, toForm?: boolean): void;
  setNudge(nudge: boolean): void;
}

export const useFloatingPanel = create<FloatingPanelState>()((set) => ({
  open: null,
  toForm: false,
  nudge: false,
  // Opening the panel answers the prompt: the card goes.
  setOpen: (open, toForm = false) => set((s) => ({ open, toForm, nudge: open ? false : s.nudge })),
  setNudge: (nudge) => set({ nudge }),
}));
