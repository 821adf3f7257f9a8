import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../domain/schemas/fieldErrors';
import { tariffRateInputSchema } from '../../../domain/schemas/tariffRates';
import { bandText, effectiveText } from './labels';
import { tariffDraft, tariffInput } from './tariffDraft';
import { TARIFF_RATE } from './tariffRateFixture';

const rate = { ...TARIFF_RATE, vehicleClass: null, distanceFrom: 100, distanceTo: 250.5, version: 3 };

const errorsOf = (input: unknown) => {
  const result = tariffRateInputSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('the tariff rate form', () => {
  it('starts from the rate edited, money in major units, and sends it back unchanged', () => {
    const draft = tariffDraft(rate);
    expect(draft).toEqual({
      transportMethod: 'TRUCKED',
      vehicleClass: '',
      distanceFrom: '100',
      distanceTo: '250.5',
      ratePerZone: '85.00',
      minimum: '225.00',
      effectiveFrom: '2026-01-01',
      effectiveTo: '',
    });
    expect(tariffRateInputSchema.parse(tariffInput(draft))).toEqual({
      transportMethod: 'TRUCKED',
      vehicleClass: null,
      distanceFrom: 100,
      distanceTo: 250.5,
      ratePerZone: 8500,
      minimum: 22500,
      effectiveFrom: '2026-01-01',
      effectiveTo: null,
    });
  });

  it('a new rate starts at 0 with no end and asks for a method and a rate', () => {
    expect(errorsOf(tariffInput(tariffDraft(null)))).toEqual({
      transportMethod: ['The transport method field is required.'],
      ratePerZone: ['The rate per zone field is required.'],
    });
    expect(
      tariffRateInputSchema.parse(tariffInput({ ...tariffDraft(null), transportMethod: 'DRIVEN', ratePerZone: '$1,250.50' })),
    ).toMatchObject({ distanceFrom: 0, distanceTo: null, ratePerZone: 125050, minimum: 0 });
  });

  it('words typing mistakes by their field', () => {
    const draft = { ...tariffDraft(rate), ratePerZone: '85.005', distanceTo: 'far', minimum: '-5' };
    expect(errorsOf(tariffInput(draft))).toEqual({
      ratePerZone: ['The rate per zone must be a whole number of cents.'],
      distanceTo: ['The band end must be a number.'],
      minimum: ['The minimum may not be negative.'],
    });
  });
});

describe('the rates read out', () => {
  it.each([
    [{ distanceFrom: 0, distanceTo: 100 }, '0–100 mi'],
    [{ distanceFrom: 250, distanceTo: null }, '250 mi and over'],
    [{ distanceFrom: 0, distanceTo: null }, 'Any distance'],
    [{ distanceFrom: 1000, distanceTo: 2500.5 }, '1,000–2,500.5 mi'],
  ])('band %j is "%s"', (band, text) => {
    expect(bandText(band, 'mi', 'en-US')).toBe(text);
  });

  it.each([
    [{ effectiveFrom: '2026-01-01', effectiveTo: '2026-12-31' }, 'Jan 1, 2026 – Dec 31, 2026'],
    [{ effectiveFrom: '2026-01-01', effectiveTo: null }, 'From Jan 1, 2026'],
    [{ effectiveFrom: null, effectiveTo: '2026-12-31' }, 'Until Dec 31, 2026'],
    [{ effectiveFrom: null, effectiveTo: null }, 'Always'],
  ])('dates %j are "%s"', (dates, text) => {
    expect(effectiveText(dates, 'en-US')).toBe(text);
  });
});
