import { describe, expect, it } from 'vitest';
import { assignReason, expiryReason, parseTimelineReason, versionReason } from '@/lib/timeline-reason';

describe('timeline notes the desk writes are read back for wording, people’s words stay as typed', () => {
  it('an assignment names the member (by hand or by a rule), or says unassigned', () => {
    expect(parseTimelineReason('assign', assignReason(3))).toEqual({ kind: 'assigned', staffId: 3, byRule: false });
    expect(parseTimelineReason('assign', assignReason(7, true))).toEqual({ kind: 'assigned', staffId: 7, byRule: true });
    expect(parseTimelineReason('assign', assignReason(null))).toEqual({ kind: 'unassigned' });
  });
  it('a sent or accepted quote names its version; an expiry its version and day', () => {
    expect(parseTimelineReason('send_quote', versionReason(2))).toEqual({ kind: 'version', version: 2 });
    expect(parseTimelineReason('accept', versionReason(12))).toEqual({ kind: 'version', version: 12 });
    expect(parseTimelineReason('expire', expiryReason(1, '2027-01-31'))).toEqual({ kind: 'expired', version: 1, validUntil: '2027-01-31' });
  });
  it('a close or decline reason that looks like a note is still the person’s own words', () => {
    expect(parseTimelineReason('close', 'staff 3')).toEqual({ kind: 'text', text: 'staff 3' });
    expect(parseTimelineReason('decline', 'v2 is too dear')).toEqual({ kind: 'text', text: 'v2 is too dear' });
    expect(parseTimelineReason('assign', 'staff three')).toEqual({ kind: 'text', text: 'staff three' });
  });
});
