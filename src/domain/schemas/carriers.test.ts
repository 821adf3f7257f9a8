import { describe, expect, it } from 'vitest';
import { driverInputSchema, payRateFromText, payRateToText, truckingCompanyUserSchema } from './carriers';

describe('pay rates: one meaning (minor units, basis points) for the form and the store', () => {
  it.each([
    ['PER_MILE', '0.62', 2, 62],
    ['PER_MILE', '$1', 2, 100],
    ['PER_MOVE', '150,5', 2, 15050],
    ['PER_MOVE', '150', 0, 150],
    ['PERCENT', '12.5', 2, 1250],
    ['PERCENT', '100 %', 2, 10000],
    ['PERCENT', '0.01', 2, 1],
  ] as const)('%s "%s" (%i digits) is %i', (kind, text, digits, rate) => {
    expect(payRateFromText(kind, text, digits)).toBe(rate);
    expect(payRateFromText(kind, payRateToText(kind, rate, digits), digits)).toBe(rate);
  });

  it.each([
    ['PER_MILE', '0.625'],
    ['PER_MILE', 'abc'],
    ['PER_MILE', '-1'],
    ['PER_MILE', '1,234.50'],
    ['PERCENT', '12.345'],
    ['PER_MOVE', ''],
  ] as const)('%s "%s" is not a rate', (kind, text) => {
    expect(payRateFromText(kind, text)).toBeNull();
  });

  it('shows stored rates as typed', () => {
    expect(payRateToText('PER_MILE', 62)).toBe('0.62');
    expect(payRateToText('PERCENT', 1250)).toBe('12.5');
    expect(payRateToText('PER_MOVE', 15000, 0)).toBe('15000');
  });

  it('keeps chargebackAllowed unsaid as null and refuses a percentage over 100', () => {
    const base = { firstName: 'A', lastName: 'B', employment: 'COMPANY' };
    expect(driverInputSchema.parse({ ...base, payProfile: { kind: 'PER_MILE', rate: 62 } }).payProfile).toEqual({
      kind: 'PER_MILE',
      rate: 62,
      chargebackAllowed: null,
    });
    expect(driverInputSchema.safeParse({ ...base, payProfile: { kind: 'PERCENT', rate: 10_001 } }).success).toBe(false);
  });

  it('asks a trucking company user for one email message at a time', () => {
    const result = truckingCompanyUserSchema.safeParse({ email: ' ' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual(['The email field is required.']);
  });
});
