import { describe, expect, it } from 'vitest';
import { monthsOf, periodLabel, periodOf, reportPeriodSchema, shiftPeriod } from './period';

const errors = (value: unknown) => {
  const parsed = reportPeriodSchema.safeParse(value);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('a report period', () => {
  it('is the month, quarter or year holding a day', () => {
    expect(periodOf('MONTH', '2024-02-14')).toEqual({ kind: 'MONTH', from: '2024-02-01', to: '2024-02-29' });
    expect(periodOf('QUARTER', '2026-08-31')).toEqual({ kind: 'QUARTER', from: '2026-07-01', to: '2026-09-30' });
    expect(periodOf('QUARTER', '2026-12-31')).toEqual({ kind: 'QUARTER', from: '2026-10-01', to: '2026-12-31' });
    expect(periodOf('YEAR', '2026-06-01')).toEqual({ kind: 'YEAR', from: '2026-01-01', to: '2026-12-31' });
  });

  it('steps back and forth by its own length', () => {
    expect(shiftPeriod(periodOf('QUARTER', '2026-01-15'), -1)).toEqual({ kind: 'QUARTER', from: '2025-10-01', to: '2025-12-31' });
    expect(shiftPeriod(periodOf('MONTH', '2026-01-31'), 1)).toEqual({ kind: 'MONTH', from: '2026-02-01', to: '2026-02-28' });
    expect(shiftPeriod({ kind: 'CUSTOM', from: '2026-03-01', to: '2026-03-10' }, 1)).toEqual({
      kind: 'CUSTOM',
      from: '2026-03-11',
      to: '2026-03-20',
    });
  });

  it('is named as people say it', () => {
    expect(periodLabel(periodOf('QUARTER', '2026-08-01'), 'en-US')).toBe('Q3 2026');
    expect(periodLabel(periodOf('MONTH', '2026-03-09'), 'en-US')).toBe('March 2026');
    expect(periodLabel(periodOf('YEAR', '2026-03-09'), 'en-US')).toBe('2026');
    expect(periodLabel({ kind: 'CUSTOM', from: '2026-03-01', to: '2026-03-09' }, 'en-US')).toBe('Mar 1 – Mar 9, 2026');
  });

  it('lists the months it touches', () => {
    expect(monthsOf({ from: '2026-11-15', to: '2027-01-02' })).toEqual(['2026-11-01', '2026-12-01', '2027-01-01']);
  });

  it('refuses a from after its to (on to), a span past five years (on from), and a day that is not one', () => {
    expect(errors({ kind: 'CUSTOM', from: '2026-03-02', to: '2026-03-01' })).toEqual({
      to: 'The to date may not be before the from date.',
    });
    expect(errors({ kind: 'CUSTOM', from: '2021-01-01', to: '2026-01-01' })).toHaveProperty('from');
    expect(errors({ kind: 'CUSTOM', from: '2021-01-01', to: '2025-12-31' })).toEqual({});
    expect(errors({ kind: 'CUSTOM', from: '2026-02-30', to: '2026-03-01' })).toHaveProperty('from');
    expect(errors({ kind: 'WEEK', from: '2026-03-01', to: '2026-03-01' })).toHaveProperty('kind');
  });
});
