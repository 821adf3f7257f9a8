import { describe, expect, it } from 'vitest';
import { tariffRateInputSchema } from './tariffRates';

const base = { transportMethod: 'DRIVEN', ratePerZone: 4500 };

const messages = (input: unknown) => {
  const result = tariffRateInputSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('tariffRateInputSchema: a rate as TariffRateInput has it', () => {
  it('fills the open ends: no class (any), band from 0 with no end, minimum 0, no dates', () => {
    expect(tariffRateInputSchema.parse(base)).toEqual({
      transportMethod: 'DRIVEN',
      vehicleClass: null,
      distanceFrom: 0,
      distanceTo: null,
      ratePerZone: 4500,
      minimum: 0,
      effectiveFrom: null,
      effectiveTo: null,
    });
  });

  it('keeps a full rate as given, blank dates as none', () => {
    const rate = {
      ...base,
      vehicleClass: 'SEDAN',
      distanceFrom: 100,
      distanceTo: 250.5,
      minimum: 15000,
      effectiveFrom: '2026-01-01',
      effectiveTo: '2026-12-31',
    };
    expect(tariffRateInputSchema.parse(rate)).toEqual(rate);
    expect(tariffRateInputSchema.parse({ ...base, effectiveFrom: ' ', effectiveTo: '' })).toMatchObject({
      effectiveFrom: null,
      effectiveTo: null,
    });
  });

  it('lets a rate start and end on one day', () => {
    expect(messages({ ...base, effectiveFrom: '2026-03-01', effectiveTo: '2026-03-01' })).toEqual({});
  });

  it.each([
    [{ ...base, transportMethod: undefined }, 'transportMethod', 'The transport method field is required.'],
    [{ ...base, transportMethod: 'FLOWN' }, 'transportMethod', 'The transport method field is required.'],
    [{ ...base, vehicleClass: 'TANK' }, 'vehicleClass', 'The selected vehicle class is invalid.'],
    [{ ...base, ratePerZone: undefined }, 'ratePerZone', 'The rate per zone field is required.'],
    [{ ...base, ratePerZone: -1 }, 'ratePerZone', 'The rate per zone may not be negative.'],
    [{ ...base, ratePerZone: 45.5 }, 'ratePerZone', 'The rate per zone must be a whole number of cents.'],
    [{ ...base, minimum: -100 }, 'minimum', 'The minimum may not be negative.'],
    [{ ...base, minimum: 0.5 }, 'minimum', 'The minimum must be a whole number of cents.'],
    [{ ...base, distanceFrom: -1 }, 'distanceFrom', 'The band start may not be negative.'],
    [{ ...base, distanceTo: 10.25 }, 'distanceTo', 'The band end may have at most one decimal.'],
    [{ ...base, distanceFrom: 100, distanceTo: 100 }, 'distanceTo', 'The band must end above where it starts.'],
    [{ ...base, distanceFrom: 100, distanceTo: 50 }, 'distanceTo', 'The band must end above where it starts.'],
    [{ ...base, distanceTo: 0 }, 'distanceTo', 'The band must end above where it starts.'],
    [{ ...base, effectiveFrom: '2026-02-30' }, 'effectiveFrom', 'The effective from date must be a valid date (YYYY-MM-DD).'],
    [{ ...base, effectiveTo: '12/31/2026' }, 'effectiveTo', 'The effective to date must be a valid date (YYYY-MM-DD).'],
    [
      { ...base, effectiveFrom: '2026-06-01', effectiveTo: '2026-05-31' },
      'effectiveTo',
      'The rate must end on or after the day it starts.',
    ],
  ])('refuses %j on %s', (input, path, message) => {
    expect(messages(input)).toEqual({ [path]: message });
  });
});
