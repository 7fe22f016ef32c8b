import { describe, expect, it } from 'vitest';
import { buyerActionsFor, currentVersion, DESK_QUESTION_MAX, DESK_REASON_MAX, offersProforma, quoteTotal, refusalKey } from '@/lib/inquiry-buyer-actions';
import { INQUIRY_STATES, type InquiryEvent } from '@/lib/inquiry-states';
import { MESSAGE_BODY_MAX, REASON_MAX } from '@/lib/validation/admin/inquiries';
import { acceptsMessages, transition } from '@/server/inquiries/state-machine';

// The buttons of the buyer's desk are the server's rules, state by state.

const EVENT_OF = { accept: 'accept', decline: 'decline', cancel: 'cancel' } as const satisfies Record<string, InquiryEvent>;

describe('the buyer desk buttons', () => {
  it.each(INQUIRY_STATES)('offers in %s exactly what the server state machine lets the buyer do', (state) => {
    const actions = buyerActionsFor(state);
    for (const [action, event] of Object.entries(EVENT_OF)) expect(actions.includes(action as never), action).toBe(transition(state, event).ok);
    expect(actions.includes('ask')).toBe(acceptsMessages(state));
  });

  it('offers accept and decline only on a quote, cancel before acceptance, no question once closed or cancelled', () => {
    expect(buyerActionsFor('quoted')).toEqual(['accept', 'decline', 'ask', 'cancel']);
    expect(buyerActionsFor('new')).toEqual(['ask', 'cancel']);
    expect(buyerActionsFor('accepted')).toEqual(['ask']);
    expect(buyerActionsFor('closed')).toEqual([]);
    expect(buyerActionsFor('cancelled')).toEqual([]);
  });

  it('limits the reason and the question as the API does', () => {
    expect(DESK_REASON_MAX).toBe(REASON_MAX);
    expect(DESK_QUESTION_MAX).toBe(MESSAGE_BODY_MAX);
  });

  it('offers the proforma invoice only once accepted', () => {
    expect(INQUIRY_STATES.filter(offersProforma)).toEqual(['accepted']);
  });
});

describe('the quote figures', () => {
  it('totals unit price × quantity to the cent, without float dust', () => {
    expect(
      quoteTotal([
        { unitPrice: 0.1, quantity: 3 },
        { unitPrice: 1.25, quantity: 120 },
      ]),
    ).toBe(150.3);
    expect(quoteTotal([])).toBe(0);
  });

  it('takes the newest sent version as the current quote, none without a quote', () => {
    expect(currentVersion([{ version: 1 }, { version: 3 }, { version: 2 }])).toBe(3);
    expect(currentVersion([])).toBeNull();
  });

  it('names a refusal by what the server said: a newer version, a changed state, a gone inquiry', () => {
    expect(refusalKey(409, 'version')).toBe('conflictVersion');
    expect(refusalKey(409, 'state')).toBe('conflictState');
    expect(refusalKey(404, 'id')).toBe('notFound');
    expect(refusalKey(500, undefined)).toBe('actionError');
  });
});
