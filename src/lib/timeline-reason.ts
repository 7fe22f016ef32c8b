// What a timeline entry's `reason` holds. The desk writes four kinds of note in a fixed form —
// an assignment ("staff 3", "rule: staff 3", "unassigned"), a quote version ("v2") and an expiry
// ("v2 valid until 2027-01-31") — and keeps people's own words (a close, decline or cancel
// reason) as typed. Screens word the fixed forms in the reader's language with the member's
// name; stored rows keep the form, so older entries read the same way.

export type TimelineReason =
  | { kind: 'assigned'; staffId: number; byRule: boolean }
  | { kind: 'unassigned' }
  | { kind: 'version'; version: number }
  | { kind: 'expired'; version: number; validUntil: string }
  | { kind: 'text'; text: string };

export const assignReason = (staffId: number | null, byRule = false): string => (staffId === null ? 'unassigned' : `${byRule ? 'rule: ' : ''}staff ${staffId}`);
export const versionReason = (version: number): string => `v${version}`;
export const expiryReason = (version: number, validUntil: string): string => `v${version} valid until ${validUntil}`;

export function parseTimelineReason(event: string, reason: string): TimelineReason {
  if (event === 'assign') {
    if (reason === 'unassigned') return { kind: 'unassigned' };
    const assigned = /^(rule: )?staff (\d{1,9})$/.exec(reason);
    if (assigned) return { kind: 'assigned', staffId: Number(assigned[2]), byRule: assigned[1] !== undefined };
  }
  if (event === 'send_quote' || event === 'accept') {
    const version = /^v(\d{1,4})$/.exec(reason);
    if (version) return { kind: 'version', version: Number(version[1]) };
  }
  if (event === 'expire') {
    const expired = /^v(\d{1,4}) valid until (\d{4}-\d\d-\d\d)/.exec(reason);
    if (expired) return { kind: 'expired', version: Number(expired[1]), validUntil: expired[2]! };
  }
  return { kind: 'text', text: reason };
}
