import { describe, expect, it } from 'vitest';
import { actualTimeOf, zonedMinute } from './custodyMoveTime';

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
