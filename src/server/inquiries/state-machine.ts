import type { ActorKind, InquiryEvent, InquiryState } from '@/lib/inquiry-states';

// The one place that says which event moves an inquiry from which state. Pure, so the
// services (staff and buyer routes, the expiry pass) ask it inside their row-locked transaction
// and a property test can walk random event sequences through it.
//
//   new ──open──► in_progress ──send_quote──► quoted ──accept──► accepted ──close──► closed
//    └──────────send_quote────────────────────▲  │ ├──decline──► declined ──close──┘
//                                 (re-quote) ─┘  │ └──expire───► expired  ──close──┘
//   new | in_progress | quoted ──cancel──► cancelled      (never after acceptance)

/** Which states each event leaves from, where it goes, and who may cause it. */
export const TRANSITIONS: Record<InquiryEvent, { from: readonly InquiryState[]; to: InquiryState; actor: ActorKind }> = {
  open: { from: ['new'], to: 'in_progress', actor: 'staff' },
  send_quote: { from: ['new', 'in_progress', 'quoted'], to: 'quoted', actor: 'staff' },
  accept: { from: ['quoted'], to: 'accepted', actor: 'buyer' },
  decline: { from: ['quoted'], to: 'declined', actor: 'buyer' },
  expire: { from: ['quoted'], to: 'expired', actor: 'system' },
  close: { from: ['accepted', 'declined', 'expired'], to: 'closed', actor: 'staff' },
  cancel: { from: ['new', 'in_progress', 'quoted'], to: 'cancelled', actor: 'buyer' },
};

/** States no event leaves. */
export const TERMINAL_STATES: readonly InquiryState[] = ['closed', 'cancelled'];

export type Transition = { ok: true; to: InquiryState } | { ok: false; message: string };

/** The next state, or a refusal whose message names the state (the API answers it as a 409). */
export function transition(state: InquiryState, event: InquiryEvent): Transition {
  const rule = TRANSITIONS[event];
  if (rule.from.includes(state)) return { ok: true, to: rule.to };
  return { ok: false, message: `state: an inquiry that is ${state} cannot ${event.replace('_', ' ')} (only from ${rule.from.join(', ')})` };
}

/** A quote may be saved (drafted) exactly when it could be sent. */
export const canQuote = (state: InquiryState) => transition(state, 'send_quote').ok;

/** Messages to or from the buyer stop once the inquiry is closed or cancelled; internal notes never stop. */
export const acceptsMessages = (state: InquiryState) => !TERMINAL_STATES.includes(state);
