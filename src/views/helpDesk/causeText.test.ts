import { describe, expect, it } from 'vitest';
import { dateTimeFormatter } from '../kit/app/useDateTimeFormat';
import { causeText } from './causeText';

describe('causeText', () => {
  const dateTime = dateTimeFormatter('en-US', 'America/New_York');
  const now = Date.parse('2026-11-26T16:00:00Z');

  it('says when, on the tenant clock, and how long ago', () => {
    expect(
      causeText(
        { reason: 'PICKUP_OVERDUE', at: '2026-11-26T14:00:00Z', detail: 'Not picked up yet (pending pickup)' },
        dateTime,
        now,
        'en-US',
      ),
    ).toMatch(/^Pickup was due Nov 26, 2026, 9:00\sAM \(2 hours ago\)\. Not picked up yet \(pending pickup\)\.$/);
  });

  it('says the detail alone without a time', () => {
    expect(causeText({ reason: 'ABORTED', at: null, detail: 'Pickup aborted: no reason given' }, dateTime, now)).toBe(
      'Pickup aborted: no reason given.',
    );
  });
});
