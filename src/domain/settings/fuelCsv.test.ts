import { describe, expect, it } from 'vitest';
import { surchargeOf } from './fuel';
import { parseFuelSeries, parseSeriesDate, parseSeriesPrice } from './fuelCsv';
import { isCurrency, isKnownLocale, tenantSettingsInputSchema } from './schemas';

const EIA = [
  'Weekly U.S. No 2 Diesel Retail Prices  (Dollars per Gallon)',
  'Link,https://www.eia.gov/dnav/pet/hist/LeafHandler.ashx?n=PET&s=EMD_EPD2D_PTE_NUS_DPG&f=W',
  'Source,U.S. Energy Information Administration',
  'Date,Weekly U.S. No 2 Diesel Retail Prices  (Dollars per Gallon)',
  '"Dec 01, 2025",3.759',
  '11/24/2025,3.812',
  '2025-11-17,3.7',
  '',
].join('\r\n');

describe('parseFuelSeries', () => {
  it('reads the EIA download: the preamble skipped, each week in minor units with its line', () => {
    expect(parseFuelSeries(EIA)).toEqual({
      rows: [
        { line: 5, effectiveFrom: '2025-12-01', pricePerUnit: 375.9 },
        { line: 6, effectiveFrom: '2025-11-24', pricePerUnit: 381.2 },
        { line: 7, effectiveFrom: '2025-11-17', pricePerUnit: 370 },
      ],
      errors: [],
    });
  });

  it('finds the price column by its header (the API’s period … value) and reads a headerless sheet as date, price', () => {
    const api = parseFuelSeries('period,duoarea,product,value,units\n2025-12-01,NUS,EPD2D,3.759,$/GAL\n');
    expect(api.rows).toEqual([{ line: 2, effectiveFrom: '2025-12-01', pricePerUnit: 375.9 }]);
    expect(parseFuelSeries('2025-12-01;1,459\n'.replace(',', '.')).rows).toEqual([
      { line: 1, effectiveFrom: '2025-12-01', pricePerUnit: 145.9 },
    ]);
    expect(parseFuelSeries('date,price\n2025-12-01,420', 0).rows[0].pricePerUnit).toBe(420);
  });

  it('reports every bad row with its line and why, and keeps the good ones', () => {
    const series = parseFuelSeries('Date,Price\n2025-13-01,3.1\n2025-12-08,free\n2025-12-01,3.5\n12/01/2025,3.6\n,\n2025-12-15,-1\n');
    expect(series.rows).toEqual([{ line: 4, effectiveFrom: '2025-12-01', pricePerUnit: 350 }]);
    expect(series.errors.map((error) => [error.line, error.message])).toEqual([
      [2, '“2025-13-01” is not a date (2025-12-01 or 12/01/2025).'],
      [3, '“free” is not a price (3.759).'],
      [5, '2025-12-01 is already on line 4.'],
      [7, '“-1” is not a price (3.759).'],
    ]);
    expect(series.errors[0].text).toBe('2025-13-01,3.1');
  });

  it('an empty file is an error', () => {
    expect(parseFuelSeries('Date,Price\n').errors).toEqual([
      { line: 1, text: '', message: 'The file has no weeks: a date and a price on each row.' },
    ]);
  });

  it('dates and prices as publishers write them', () => {
    expect(['2025-12-01', '12/1/2025', 'Dec 01, 2025', 'December 1, 2025', '01-Dec-2025'].map(parseSeriesDate)).toEqual(
      Array(5).fill('2025-12-01'),
    );
    expect(['2025-02-30', '31/12/2025', 'Foo 01, 2025', ''].map(parseSeriesDate)).toEqual([null, null, null, null]);
    expect(parseSeriesPrice('$3.7595', 2)).toBe(375.95);
    expect(parseSeriesPrice('3,759', 2)).toBeNull();
  });
});

describe('the surcharge and the settings schema', () => {
  it('(price − base) ÷ economy, never below zero', () => {
    expect(surchargeOf(427, { basePrice: 250, economy: 6 })).toBe(29.5);
    expect(surchargeOf(375.9, { basePrice: 250, economy: 6 })).toBe(20.983);
    expect(surchargeOf(200, { basePrice: 250, economy: 6 })).toBe(0);
  });

  it('takes locales and currencies Intl knows, and upper-cases the currency', () => {
    expect([isKnownLocale('fr-CA'), isKnownLocale('en_US'), isKnownLocale('')]).toEqual([true, false, false]);
    expect([isCurrency('EUR'), isCurrency('XYZ'), isCurrency('usd')]).toEqual([true, false, false]);
    const parsed = tenantSettingsInputSchema.safeParse({
      name: 'East',
      locale: 'en-US',
      currency: 'usd',
      weightUnit: 'lb',
      dimensionUnit: 'in',
      distanceUnit: 'mi',
      fuelUnit: 'gal',
      zoneSize: 50,
      timeZone: 'America/Chicago',
      fuelBasePrice: 250,
      fuelEconomy: 6,
    });
    expect(parsed.success && parsed.data.currency).toBe('USD');
  });
});
