// The names of an inquiry's states, of the events that move it and of who acts. Kept
// apart from the state machine (src/server/inquiries/state-machine.ts) because the database
// schema, the zod contracts and the workspace UI all need the names, and none of them the rules.

export const INQUIRY_STATES = ['new', 'in_progress', 'quoted', 'accepted', 'declined', 'expired', 'closed', 'cancelled'] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];

/** The events of the state machine; `submit` and `assign` are timeline entries that move no state. */
export const INQUIRY_EVENTS = ['open', 'send_quote', 'accept', 'decline', 'expire', 'close', 'cancel'] as const;
export type InquiryEvent = (typeof INQUIRY_EVENTS)[number];
export const TIMELINE_EVENTS = ['submit', 'assign', ...INQUIRY_EVENTS] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

export const ACTOR_KINDS = ['staff', 'buyer', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** Quote currencies: the two the catalogue prices in (CNY `price`, USD `foreignprice`). */
export const QUOTE_CURRENCIES = ['USD', 'CNY'] as const;
export type QuoteCurrency = (typeof QUOTE_CURRENCIES)[number];
