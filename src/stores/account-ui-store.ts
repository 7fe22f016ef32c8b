import { create } from 'zustand';

/** §2 account overlays: at most one is open at a time. */
export type AccountOverlay = 'loginDrawer' | 'registerDrawer' | 'accountDrawer' | 'loginDialog' | 'registerDialog';

/** §4 password reset: 1 sign in, 2 email, 3 six-character code, 4 new password. */
export type LoginStep = 'signIn' | 'email' | 'code' | 'newPassword';

/** Where the reset flow stands; shared by the login dialog and the /forget and /reset pages. */
export interface ResetFlowState {
  step: LoginStep;
  email: string;
  code: string;
  /** When the last reset email was sent (ms): the 60 s resend countdown runs from here. */
  sentAt: number | null;
}

/** §4 Google reply for an unregistered account: prefill for the centered register dialog. */
export interface GoogleProfile {
  nick: string;
  email: string;
  wxhead: string;
}

export const INITIAL_FLOW: ResetFlowState = { step: 'signIn', email: '', code: '', sentAt: null };

interface AccountUiState {
  overlay: AccountOverlay | null;
  /** The centered login dialog's flow (its step slides, R4.43). */
  flow: ResetFlowState;
  google: { profile: GoogleProfile; token: string } | null;
  /**
   * Where focus goes back when the overlays close: the control that opened the first
   * one. Menus and drawers that close as they open an overlay pass their own trigger, since the
   * item that was clicked is gone by then; switching between overlays keeps the first opener.
   */
  returnFocus: HTMLElement | null;
  /**
   * Where a sign-in from these overlays leads ("Sign in to send your inquiry" in the
   * guest cart drawer leads to /cart); null = home (§4). Kept while switching overlays.
   */
  afterSignIn: '/cart' | null;
  /**
   * True while the guest cart and favorites join the account just signed in to: /cart waits for
   * it, so the customer's cart it loads already holds the lines the guest had there.
   */
  merging: boolean;
  setMerging(merging: boolean): void;
  open(overlay: AccountOverlay, returnFocus?: HTMLElement | null, afterSignIn?: '/cart'): void;
  close(): void;
  setFlow(patch: Partial<ResetFlowState>): void;
  /** Opens the login dialog at a given point of the reset flow (reset link, R2.25). */
  openReset(flow: Partial<ResetFlowState>): void;
  /** R4.44/R4.45: registration prefilled from Google, keeping the token to link the account. */
  openGoogleRegister(profile: GoogleProfile, token: string): void;
}

const activeElement = () => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null));

/** Client-only UI state of the account overlays (not persisted). */
export const useAccountUiStore = create<AccountUiState>()((set) => ({
  overlay: null,
  flow: INITIAL_FLOW,
  google: null,
  returnFocus: null,
  afterSignIn: null,
  merging: false,
  setMerging: (merging) => set({ merging }),
  open: (overlay, returnFocus, afterSignIn) =>
    set((s) => ({
      overlay,
      returnFocus: returnFocus ?? (s.overlay ? s.returnFocus : activeElement()),
      afterSignIn: afterSignIn ?? (s.overlay ? s.afterSignIn : null),
      flow: overlay === 'loginDialog' ? INITIAL_FLOW : s.flow,
      google: overlay === 'registerDialog' ? null : s.google,
    })),
  close: () => set({ overlay: null, afterSignIn: null }),
  setFlow: (patch) => set((s) => ({ flow: { ...s.flow, ...patch } })),
  openReset: (flow) => set((s) => ({ overlay: 'loginDialog', flow: { ...INITIAL_FLOW, ...flow }, returnFocus: s.overlay ? s.returnFocus : activeElement() })),
  openGoogleRegister: (profile, token) => set({ overlay: 'registerDialog', google: { profile, token } }),
}));
