import { eq } from 'drizzle-orm';
import type { ActorKind, InquiryEvent, InquiryState, TimelineEvent } from '@/lib/inquiry-states';
import { inquiryEvents, orders } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import type { OrderRow, Tx } from './desk-context';
import { transition } from './state-machine';

// Every move of an inquiry goes through moveInquiry — the state machine decides, the
// row changes and the timeline gets its entry in the caller's transaction (which holds the row
// lock), so the state and its history cannot disagree.

export interface Actor {
  kind: ActorKind;
  /** Staff or customer id; null for the system. */
  id: number | null;
}

export async function recordEvent(
  tx: Pick<Tx, 'insert'>,
  orderId: number,
  entry: { event: TimelineEvent; from: InquiryState | null; to: InquiryState; actor: Actor; reason?: string; at?: Date },
) {
  await tx.insert(inquiryEvents).values({
    orderId,
    event: entry.event,
    fromState: entry.from,
    toState: entry.to,
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    reason: entry.reason ?? '',
    ...(entry.at ? { at: entry.at } : {}),
  });
}

/** Refuses (409 naming the state) what the state machine refuses. */
export function assertTransition(order: Pick<OrderRow, 'state'>, event: InquiryEvent): InquiryState {
  const moved = transition(order.state, event);
  if (!moved.ok) throw new DomainError('conflict', moved.message, { input: 'state' });
  return moved.to;
}

/**
 * Moves the (locked) inquiry by `event`; `unread` says whose marker to raise (the other side's).
 * Answers the new state.
 */
export async function moveInquiry(
  tx: Tx,
  order: OrderRow,
  event: InquiryEvent,
  actor: Actor,
  options: { reason?: string; at?: Date; acceptedVersion?: number } = {},
): Promise<InquiryState> {
  const to = assertTransition(order, event);
  const unread = actor.kind === 'buyer' ? { staffUnread: true } : event === 'send_quote' || event === 'expire' || event === 'close' ? { buyerUnread: true } : {};
  // A sent quote answers whatever the buyer was waiting for; a closed or cancelled inquiry owes nothing (ADR 0039).
  const answered = event === 'send_quote' || event === 'close' || event === 'cancel' ? { waitingSince: null, buyerAskedAt: null } : {};
  const accepted = event === 'accept' && options.acceptedVersion !== undefined ? { acceptedVersion: options.acceptedVersion } : {};
  await tx
    .update(orders)
    .set({ state: to, ...unread, ...answered, ...accepted })
    .where(eq(orders.id, order.id));
  await recordEvent(tx, order.id, { event, from: order.state, to, actor, reason: options.reason, at: options.at });
  return to;
}
