import { describe, expect, it } from 'vitest';
import { computeStorageCharge, localDay, type RateCard } from './billableDays';

// The tenant's zone in every case: America/New_York (EST UTC−5; EDT UTC−4 from 2026-03-08 02:00 to 2026-11-01 02:00).
const ZONE = 'America/New_York';
const CARD: RateCard = { dailyRate: 2500, freeDays: 0, minimumCharge: 0, monthlyCap: null, billClosedDays: true };

type Case = {
  name: string;
  from: string;
  to: string;
  card?: Partial<RateCard>;
  closures?: string[];
  expected: { stayDays: number; closedDays?: number; freeDays?: number; chargedDays: number; amount: number; minimumApplied?: boolean };
  months?: { month: string; days: number; amount: number; capped: boolean }[];
};

const CASES: Case[] = [
  {
    // Out at the moment it came in: no time on site, nothing to bill.
    name: 'zero time is zero days',
    from: '2026-03-02T15:00:00Z',
    to: '2026-03-02T15:00:00Z',
    expected: { stayDays: 0, chargedDays: 0, amount: 0 },
  },
  {
    // A check-out before the check-in (a clock fixed by hand) bills nothing rather than a negative stay.
    name: 'an end before the start is zero days',
    from: '2026-03-03T15:00:00Z',
    to: '2026-03-02T15:00:00Z',
    expected: { stayDays: 0, chargedDays: 0, amount: 0 },
  },
  {
    // 09:00–17:00 EST on Mar 2: one started day × 2500 = 2500.
    name: 'a few hours are one day',
    from: '2026-03-02T14:00:00Z',
    to: '2026-03-02T22:00:00Z',
    expected: { stayDays: 1, chargedDays: 1, amount: 2500 },
  },
  {
    // In Mar 2 18:00 EST, out Mar 3 08:00 EST (14 hours): Mar 2 and Mar 3 are both started, 2 × 2500 = 5000.
    name: 'a started day counts as a day',
    from: '2026-03-02T23:00:00Z',
    to: '2026-03-03T13:00:00Z',
    expected: { stayDays: 2, chargedDays: 2, amount: 5000 },
  },
  {
    // 03:00Z Mar 2 is Mar 1 22:00 EST; 15:00Z Mar 2 is Mar 2 10:00 EST: days Mar 1, Mar 2 → 2 × 2500 = 5000 (UTC would say 1).
    name: "the tenant's zone decides the days",
    from: '2026-03-02T03:00:00Z',
    to: '2026-03-02T15:00:00Z',
    expected: { stayDays: 2, chargedDays: 2, amount: 5000 },
  },
  {
    // In Mar 7 12:00 EST (17:00Z), out Mar 9 12:00 EDT (16:00Z): 47 hours across the spring change, but the days are
    // Mar 7, 8, 9 → 3 × 2500 = 7500.
    name: 'spring DST change: days, not 24-hour blocks',
    from: '2026-03-07T17:00:00Z',
    to: '2026-03-09T16:00:00Z',
    expected: { stayDays: 3, chargedDays: 3, amount: 7500 },
  },
  {
    // In Oct 31 09:00 EDT (13:00Z); out 04:30Z Nov 1 = Nov 1 00:30 EDT (still UTC−4 until 02:00): Oct 31, Nov 1 → 2 × 2500
    // = 5000, one day in each month. A fixed UTC−5 offset would read Oct 31 23:30 and bill 1 day.
    name: 'autumn DST change night: the offset of that instant',
    from: '2026-10-31T13:00:00Z',
    to: '2026-11-01T04:30:00Z',
    expected: { stayDays: 2, chargedDays: 2, amount: 5000 },
    months: [
      { month: '2026-10', days: 1, amount: 2500, capped: false },
      { month: '2026-11', days: 1, amount: 2500, capped: false },
    ],
  },
  {
    // Mar 2 10:00 → Mar 6 10:00 EST: 5 days; the first 3 free; 2 × 2500 = 5000.
    name: 'free days come first',
    from: '2026-03-02T15:00:00Z',
    to: '2026-03-06T15:00:00Z',
    card: { freeDays: 3 },
    expected: { stayDays: 5, freeDays: 3, chargedDays: 2, amount: 5000 },
  },
  {
    // Mar 2 → Mar 3: 2 days, both free (3 free days): 0 charged, so the 5000 minimum does not apply → 0.
    name: 'a stay within its free days costs nothing, minimum or not',
    from: '2026-03-02T15:00:00Z',
    to: '2026-03-03T15:00:00Z',
    card: { freeDays: 3, minimumCharge: 5000 },
    expected: { stayDays: 2, freeDays: 2, chargedDays: 0, amount: 0, minimumApplied: false },
  },
  {
    // One day: 1 × 2500 = 2500 < the 4000 minimum → 4000.
    name: 'the minimum charge lifts a short stay',
    from: '2026-03-02T14:00:00Z',
    to: '2026-03-02T22:00:00Z',
    card: { minimumCharge: 4000 },
    expected: { stayDays: 1, chargedDays: 1, amount: 4000, minimumApplied: true },
  },
  {
    // Mar 2 → Mar 4: 3 × 2500 = 7500 ≥ 4000 minimum → 7500.
    name: 'the minimum charge leaves a longer stay alone',
    from: '2026-03-02T15:00:00Z',
    to: '2026-03-04T15:00:00Z',
    card: { minimumCharge: 4000 },
    expected: { stayDays: 3, chargedDays: 3, amount: 7500, minimumApplied: false },
  },
  {
    // Mar 1 10:00 EST → Mar 31 10:00 EDT: 31 days × 2500 = 77500 > the 50000 cap → 50000.
    name: 'the monthly cap holds a full month',
    from: '2026-03-01T15:00:00Z',
    to: '2026-03-31T14:00:00Z',
    card: { monthlyCap: 50000 },
    expected: { stayDays: 31, chargedDays: 31, amount: 50000 },
    months: [{ month: '2026-03', days: 31, amount: 50000, capped: true }],
  },
  {
    // Mar 20 → Apr 25 (EDT): March Mar 20..31 = 12 × 2500 = 30000 (under the cap); April Apr 1..25 = 25 × 2500 = 62500
    // → capped at 50000. 30000 + 50000 = 80000: the cap is per calendar month, not per 30 days of stay.
    name: 'the cap is per calendar month across a month boundary',
    from: '2026-03-20T14:00:00Z',
    to: '2026-04-25T14:00:00Z',
    card: { monthlyCap: 50000 },
    expected: { stayDays: 37, chargedDays: 37, amount: 80000 },
    months: [
      { month: '2026-03', days: 12, amount: 30000, capped: false },
      { month: '2026-04', days: 25, amount: 50000, capped: true },
    ],
  },
  {
    // Mar 2 → Mar 6 with a closure on Mar 4, closed days billed: 5 × 2500 = 12500.
    name: 'closures are billed when the card says so',
    from: '2026-03-02T15:00:00Z',
    to: '2026-03-06T15:00:00Z',
    closures: ['2026-03-04'],
    expected: { stayDays: 5, closedDays: 0, chargedDays: 5, amount: 12500 },
  },
  {
    // Same stay, closed days not billed: Mar 4 left out (Mar 10 is outside the stay) → 4 × 2500 = 10000.
    name: 'closures are left out when the card does not bill them',
    from: '2026-03-02T15:00:00Z',
    to: '2026-03-06T15:00:00Z',
    card: { billClosedDays: false },
    closures: ['2026-03-04', '2026-03-10'],
    expected: { stayDays: 5, closedDays: 1, chargedDays: 4, amount: 10000 },
  },
  {
    // Closed Mar 2 (not billed) does not use a free day: billable Mar 3, 4, 5, 6; free Mar 3, 4; charged 2 × 2500 = 5000.
    name: 'a closed day uses up no free day',
    from: '2026-03-02T15:00:00Z',
    to: '2026-03-06T15:00:00Z',
    card: { billClosedDays: false, freeDays: 2 },
    closures: ['2026-03-02'],
    expected: { stayDays: 5, closedDays: 1, freeDays: 2, chargedDays: 2, amount: 5000 },
  },
  {
    // Mar 25 → Apr 30: 7 March days + 30 April days = 37. 10 free: Mar 25..31 (7) and Apr 1..3 (3). Charged Apr 4..30 =
    // 27 × 2500 = 67500 → capped at 50000; March charges nothing.
    name: 'free days then the cap, over two months',
    from: '2026-03-25T14:00:00Z',
    to: '2026-04-30T14:00:00Z',
    card: { freeDays: 10, monthlyCap: 50000 },
    expected: { stayDays: 37, freeDays: 10, chargedDays: 27, amount: 50000 },
    months: [{ month: '2026-04', days: 27, amount: 50000, capped: true }],
  },
  {
    // Feb 28 → Mar 1 2028 (a leap year): Feb 28, Feb 29, Mar 1 = 3 × 2500 = 7500 (February 2 days, March 1).
    name: 'a leap day is a day',
    from: '2028-02-28T15:00:00Z',
    to: '2028-03-01T15:00:00Z',
    expected: { stayDays: 3, chargedDays: 3, amount: 7500 },
    months: [
      { month: '2028-02', days: 2, amount: 5000, capped: false },
      { month: '2028-03', days: 1, amount: 2500, capped: false },
    ],
  },
  {
    // A cap below the minimum: 1 day × 2500 capped at 1000, then lifted to the 4000 minimum → 4000.
    name: 'the minimum applies after the cap',
    from: '2026-03-02T14:00:00Z',
    to: '2026-03-02T22:00:00Z',
    card: { monthlyCap: 1000, minimumCharge: 4000 },
    expected: { stayDays: 1, chargedDays: 1, amount: 4000, minimumApplied: true },
  },
];

describe('computeStorageCharge', () => {
  it.each(CASES)('$name', ({ from, to, card, closures, expected, months }) => {
    const charge = computeStorageCharge({
      from: new Date(from),
      to: new Date(to),
      timeZone: ZONE,
      card: { ...CARD, ...card },
      closures: closures ?? [],
    });
    expect(charge).toMatchObject({ closedDays: 0, freeDays: 0, minimumApplied: false, ...expected });
    if (months) expect(charge.months).toEqual(months);
  });

  it('reads the day of an instant in the zone', () => {
    expect(localDay(new Date('2026-03-02T03:00:00Z'), ZONE)).toBe('2026-03-01');
    expect(localDay(new Date('2026-03-02T03:00:00Z'), 'UTC')).toBe('2026-03-02');
  });
});
