import { describe, expect, it } from 'vitest';
import { actualTimeOf, actualTimeWindow, pickupReportTakenAt, zonedMinute } from './actualTime';

const NOW = new Date('2026-12-07T15:30:20Z');
const ZONE = 'America/Chicago';
const REPORT = { after: '2026-12-07T14:05:40Z', afterWhat: 'the pickup report' };

describe('the actual time of a pick up or a delivery', () => {
  it('starts at now on the tenant’s clock, to the minute', () => {
    expect(zonedMinute(NOW, ZONE)).toEqual({ day: '2026-12-07', time: '09:30' });
  });

  it('takes a minute between the step before (the minute it started) and now', () => {
    expect(actualTimeOf({ day: '2026-12-07', time: '08:05' }, REPORT, ZONE, NOW)).toEqual({
      ok: true,
      actualAt: '2026-12-07T14:05:00.000Z',
    });
    expect(actualTimeOf({ day: '2026-12-07', time: '09:30' }, REPORT, ZONE, NOW)).toEqual({
      ok: true,
      actualAt: '2026-12-07T15:30:00.000Z',
    });
  });

  it('refuses a time before the step before, after now, or not given, in the server’s words', () => {
    expect(actualTimeOf({ day: '2026-12-07', time: '08:04' }, REPORT, ZONE, NOW)).toEqual({
      ok: false,
      error: 'The time cannot be earlier than the pickup report.',
    });
    expect(actualTimeOf({ day: '2026-12-07', time: '10:00' }, REPORT, ZONE, NOW)).toEqual({
      ok: false,
      error: 'The time cannot be later than now.',
    });
    expect(actualTimeOf({ day: '2026-12-07', time: '' }, REPORT, ZONE, NOW)).toEqual({
      ok: false,
      error: 'Give the date and the time of day.',
    });
  });
});

describe('the step a move’s time may not come before', () => {
  it('is the latest standing pickup report for a pick up, the pick up for a delivery', () => {
    const reports = [
      { direction: 'PICKUP', status: 'REJECTED', capturedAt: '2026-12-07T14:50:00Z' },
      { direction: 'PICKUP', status: 'SUBMITTED', capturedAt: '2026-12-07T14:05:40Z' },
      { direction: 'PICKUP', status: 'ACCEPTED', capturedAt: '2026-12-07T13:00:00Z' },
      { direction: 'DELIVERY', status: 'SUBMITTED', capturedAt: '2026-12-07T15:00:00Z' },
    ] as const;
    const taken = pickupReportTakenAt(reports);
    expect(taken).toBe('2026-12-07T14:05:40Z');
    expect(actualTimeWindow('PICK_UP', { pickupReportTakenAt: taken, pickedUpAt: null })).toEqual(REPORT);
    expect(actualTimeWindow('DELIVER', { pickupReportTakenAt: taken, pickedUpAt: '2026-12-07T15:10:00Z' })).toEqual({
      after: '2026-12-07T15:10:00Z',
      afterWhat: 'the pick up',
    });
  });

  it('is unknown when no standing pickup report is there (a leg the client brings in)', () => {
    expect(pickupReportTakenAt([{ direction: 'PICKUP', status: 'PENDING', capturedAt: '2026-12-07T14:05:40Z' }])).toBeNull();
    expect(actualTimeWindow('PICK_UP', {})).toEqual({ after: null, afterWhat: 'the pickup report' });
  });
});
