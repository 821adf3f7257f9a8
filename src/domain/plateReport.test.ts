import { describe, expect, it } from 'vitest';
import { addBusinessDays, plateReportDueOn, reportDueWords } from './plateReport';

describe('plate report deadline', () => {
  it('counts 5 business days, skipping the weekend', () => {
    // 2026-11-24 is a Tuesday: Wed, Thu, Fri, Mon, Tue.
    expect(plateReportDueOn('PA', '2026-11-24')).toBe('2026-12-01');
    // A Friday: Mon..Fri of the next week.
    expect(plateReportDueOn('ON', '2026-11-27')).toBe('2026-12-04');
    // A Saturday counts from Monday.
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30');
  });

  it('takes a stricter state rule (Texas, 3 days)', () => {
    expect(plateReportDueOn('tx', '2026-11-24')).toBe('2026-11-27');
  });

  it('says the deadline in words', () => {
    expect(reportDueWords('2026-12-01', '2026-11-24')).toBe('Report by 2026-12-01 (in 7 days)');
    expect(reportDueWords('2026-11-25', '2026-11-24')).toBe('Report by 2026-11-25 (in 1 day)');
    expect(reportDueWords('2026-11-24', '2026-11-24')).toBe('Report by today (2026-11-24)');
    expect(reportDueWords('2026-11-20', '2026-11-24')).toBe('Report overdue since 2026-11-20');
  });
});
