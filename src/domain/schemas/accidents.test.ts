import { describe, expect, it } from 'vitest';
import { accidentReportInputSchema, isTimeZone, repairInputSchema, repairRecoveriesSchema } from './accidents';
import { fieldErrors } from './fieldErrors';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

const report = (extra: Record<string, unknown> = {}) => ({
  kind: 'ACCIDENT',
  occurredAt: new Date(Date.now() - 3_600_000).toISOString(),
  description: 'Backed into a pole.',
  ...extra,
});

describe('accident report form', () => {
  it('fills the defaults: no people, zero counts, no leg action, the tenant’s zone (null)', () => {
    const parsed = accidentReportInputSchema.parse(report({ state: 'md', claimNumbers: ['A-1', '', 'A-1'] }));
    expect(parsed).toMatchObject({
      state: 'MD',
      timeZone: null,
      legAction: null,
      otherParties: [],
      witnesses: [],
      injuries: 0,
      injuriesTreatedAway: 0,
      fatalities: 0,
      towedDisabled: false,
      hazmatReleased: false,
      claimNumbers: ['A-1'],
      latitude: null,
      longitude: null,
    });
  });

  it('refuses a time in the future (beyond a few minutes of clock drift) or before 2000', () => {
    expect(accidentReportInputSchema.safeParse(report({ occurredAt: new Date(Date.now() + 60_000).toISOString() })).success).toBe(true);
    expect(errorsOf(accidentReportInputSchema.safeParse(report({ occurredAt: new Date(Date.now() + 3_600_000).toISOString() })))).toEqual({
      occurredAt: ['The date and time may not be in the future.'],
    });
    expect(errorsOf(accidentReportInputSchema.safeParse(report({ occurredAt: '1999-12-31T12:00:00Z' })))).toEqual({
      occurredAt: ['The date may not be before 2000.'],
    });
    expect(errorsOf(accidentReportInputSchema.safeParse(report({ occurredAt: '2024-02-30T10:00:00Z' })))).toEqual({
      occurredAt: ['The date and time must be a valid date and time.'],
    });
  });

  it('checks counts, coordinates, states and the zone', () => {
    expect(
      errorsOf(
        accidentReportInputSchema.safeParse(
          report({ injuries: 1.5, fatalities: -1, latitude: 91, longitude: 0, state: 'Ohio', timeZone: 'Nowhere/Land' }),
        ),
      ),
    ).toEqual({
      injuries: ['The number of injuries must be a whole number.'],
      fatalities: ['The number of fatalities may not be negative.'],
      latitude: ['The latitude must be between -90 and 90.'],
      state: ['The state must be a two-letter state or province code.'],
      timeZone: ['The time zone must be a time zone name such as America/New_York.'],
    });
    expect(errorsOf(accidentReportInputSchema.safeParse(report({ injuries: 1, injuriesTreatedAway: 2, latitude: 40 })))).toEqual({
      injuriesTreatedAway: ['The number treated away from the scene may not be greater than the number of injuries.'],
      longitude: ['Give both the latitude and the longitude, or neither.'],
    });
    expect(errorsOf(accidentReportInputSchema.safeParse(report({ legAction: 'HOLD' })))).toEqual({
      legAction: ['Choose the leg the report moves.'],
    });
  });

  it('knows IANA zones, and only names the database takes', () => {
    expect(['America/New_York', 'America/Toronto', 'UTC', 'Etc/GMT+5'].every(isTimeZone)).toBe(true);
    expect(['+05:00', 'Mars/Base', '', 'America/New York'].some(isTimeZone)).toBe(false);
  });
});

describe('repair and recovery forms', () => {
  it('needs a report, leg or vehicle, a vendor, and an estimate in whole cents below one million', () => {
    expect(errorsOf(repairInputSchema.safeParse({ vendorName: ' ', description: 'x', estimateAmount: 100_000_000 }))).toEqual({
      vendorName: ['The vendor field is required.'],
      estimateAmount: ['The estimate must be less than 1,000,000.00.'],
      vehicleId: ['Choose the report, leg or vehicle the repair is for.'],
    });
    expect(errorsOf(repairInputSchema.safeParse({ vendorName: 'A', description: 'x', estimateAmount: 10 }))).toEqual({
      vehicleId: ['Choose the report, leg or vehicle the repair is for.'],
    });
    expect(errorsOf(repairInputSchema.safeParse({ vehicleId: 'nope', vendorName: 'A', description: 'x', estimateAmount: 10.5 }))).toEqual({
      vehicleId: ['The selected vehicle is invalid.'],
      estimateAmount: ['The estimate must be a whole number of cents.'],
    });
  });

  it('recovers no more than is claimed', () => {
    expect(repairRecoveriesSchema.parse([{ source: 'INSURANCE', amountClaimed: 500 }])).toEqual([
      { source: 'INSURANCE', party: null, claimNumber: null, amountClaimed: 500, amountRecovered: 0, note: null },
    ]);
    expect(errorsOf(repairRecoveriesSchema.safeParse([{ source: 'INSURANCE', amountClaimed: 500, amountRecovered: 501 }]))).toEqual({
      '0.amountRecovered': ['The amount recovered may not be greater than the amount claimed.'],
    });
  });
});
