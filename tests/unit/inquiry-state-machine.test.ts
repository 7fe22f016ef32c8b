import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INQUIRY_EVENTS, INQUIRY_STATES, type InquiryEvent, type InquiryState } from '@/lib/inquiry-states';
import { acceptsMessages, canQuote, TERMINAL_STATES, transition } from '@/server/inquiries/state-machine';

// The inquiry desk's one state machine, by example and over random event sequences.

const next = (state: InquiryState, event: InquiryEvent) => {
  const moved = transition(state, event);
  return moved.ok ? moved.to : null;
};

describe('transition', () => {
  it('moves along the desk’s paths', () => {
    expect(next('new', 'open')).toBe('in_progress');
    for (const from of ['new', 'in_progress', 'quoted'] as const) expect(next(from, 'send_quote')).toBe('quoted');
    expect(next('quoted', 'accept')).toBe('accepted');
    expect(next('quoted', 'decline')).toBe('declined');
    expect(next('quoted', 'expire')).toBe('expired');
    for (const from of ['accepted', 'declined', 'expired'] as const) expect(next(from, 'close')).toBe('closed');
    for (const from of ['new', 'in_progress', 'quoted'] as const) expect(next(from, 'cancel')).toBe('cancelled');
  });

  it('refuses with a message that names the state', () => {
    const refused = transition('accepted', 'cancel');
    expect(refused).toEqual({ ok: false, message: expect.stringContaining('accepted') });
    expect(next('new', 'accept')).toBeNull();
    expect(next('in_progress', 'open')).toBeNull();
    expect(next('quoted', 'close')).toBeNull();
    expect(next('declined', 'send_quote')).toBeNull();
  });

  it('allows exactly the transition table and nothing else', () => {
    const allowed = INQUIRY_STATES.flatMap((s) => INQUIRY_EVENTS.filter((e) => transition(s, e).ok).map((e) => `${s}:${e}`));
    expect(allowed.sort()).toEqual(
      [
        'new:open',
        'new:send_quote',
        'in_progress:send_quote',
        'quoted:send_quote',
        'quoted:accept',
        'quoted:decline',
        'quoted:expire',
        'accepted:close',
        'declined:close',
        'expired:close',
        'new:cancel',
        'in_progress:cancel',
        'quoted:cancel',
      ].sort(),
    );
  });

  it('lets a quote be saved exactly where it may be sent, and messages flow until closed or cancelled', () => {
    expect(INQUIRY_STATES.filter(canQuote)).toEqual(['new', 'in_progress', 'quoted']);
    expect(INQUIRY_STATES.filter((s) => !acceptsMessages(s))).toEqual(['closed', 'cancelled']);
  });
});

describe('random event sequences', () => {
  const events = fc.array(fc.constantFrom(...INQUIRY_EVENTS), { maxLength: 40 });

  /** The states an inquiry passes through from `new`, refused events leaving it where it is. */
  const walk = (sequence: InquiryEvent[]) => {
    const states: InquiryState[] = ['new'];
    for (const event of sequence) states.push(next(states.at(-1)!, event) ?? states.at(-1)!);
    return states;
  };

  it('keeps terminal states terminal', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TERMINAL_STATES), events, (terminal, sequence) => {
        for (const event of sequence) expect(next(terminal, event)).toBeNull();
      }),
    );
  });

  it('never cancels after an acceptance, and every acceptance had a quote before it', () => {
    fc.assert(
      fc.property(events, (sequence) => {
        const states = walk(sequence);
        const accepted = states.indexOf('accepted');
        if (accepted >= 0) {
          expect(states.slice(accepted)).not.toContain('cancelled');
          expect(states[accepted - 1]).toBe('quoted');
        }
        for (const outcome of ['declined', 'expired'] as const) {
          const at = states.indexOf(outcome);
          if (at >= 0) expect(states[at - 1]).toBe('quoted');
        }
      }),
    );
  });

  it('never returns to new, and closes only what was accepted, declined or expired', () => {
    fc.assert(
      fc.property(events, (sequence) => {
        const states = walk(sequence);
        expect(states.slice(1).filter((s, i) => s === 'new' && states[i] !== 'new')).toEqual([]);
        const closed = states.indexOf('closed');
        if (closed > 0) expect(['accepted', 'declined', 'expired', 'closed']).toContain(states[closed - 1]);
      }),
    );
  });
});
